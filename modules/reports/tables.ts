// The tables the reports module owns; no other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = ["report_responses", "report_answers", "report_subscriptions"] as const;
