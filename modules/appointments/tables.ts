// The tables the appointments module owns; no other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = ["appointments"] as const;
