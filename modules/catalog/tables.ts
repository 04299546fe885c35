// The tables the catalog module owns; no other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = [
  "catalog_templates",
  "categories",
  "tasks",
  "findings",
  "priorities",
  "inspection_types",
  "inspection_type_tasks",
  "catalog_translations",
] as const;

// The views it publishes for the modules above it to join in their lists (migration 0020); nobody
// writes them.
export const VIEWS = ["catalog_task_rows"] as const;
