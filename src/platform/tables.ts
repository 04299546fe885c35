// The tables the kernel owns: the migrations' own bookkeeping, and rate limits. No
// module names them in SQL; the kernel's functions are their only readers and writers
// (modules/table_owners_test.ts).
export const TABLES = [
  "schema_migrations",
  "rate_limit_hits",
] as const;
