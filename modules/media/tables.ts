// The tables the media module owns; no other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = ["assets", "asset_views", "asset_uploads"] as const;
