// text owns no table: its rules are code and word lists (modules/table_owners_test.ts).
export const TABLES = [] as const;
