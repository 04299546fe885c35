// The tables the inspections module owns; no other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = [
  "inspections",
  "inspection_items",
  "inspection_events",
  "report_view_browsers",
] as const;
