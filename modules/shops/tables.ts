// The tables the shops module owns: tenancy (shops, their members) and the shops' customers and vehicles.
// No other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = ["shops", "shop_members", "customers", "subjects"] as const;
