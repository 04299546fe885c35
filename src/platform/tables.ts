// The tables the kernel owns: the migrations' own bookkeeping, rate limits and what browsers report. No
// module names them in SQL; the kernel's functions are their only readers and writers
// (modules/table_owners_test.ts).
export const TABLES = [
  "schema_migrations",
  "rate_limit_hits",
  "client_error_reports",
  "page_open_events",
] as const;
