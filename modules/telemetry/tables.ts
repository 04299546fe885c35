// The tables telemetry owns: what browsers report (modules/table_owners_test.ts).
export const TABLES = ["client_error_reports", "page_open_events"] as const;
