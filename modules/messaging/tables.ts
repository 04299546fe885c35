// The tables the messaging module owns; no other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = ["outbox_messages"] as const;
