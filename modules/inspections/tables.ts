// The tables the inspections module owns; no other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = [
  "inspections",
  "inspection_items",
  "inspection_events",
  "report_view_browsers",
] as const;

// The views it publishes for the modules above it to count its work in reports (migration 0030); nobody
// writes them.
export const VIEWS = ["inspections_facts", "inspections_item_facts"] as const;
