// The tables the shops module owns: tenancy (shops, their members) and the shops' customers and vehicles.
// No other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = [
  "shops",
  "shop_members",
  "customers",
  "subjects",
  "customer_events",
  "customer_key_counts",
  "suggestions",
  "shop_events",
] as const;

// The views it publishes for the modules above it to join in their lists (migration 0019); nobody
// writes them.
export const VIEWS = ["shops_directory", "shops_customer_names", "shops_vehicle_names"] as const;
