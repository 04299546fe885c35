// The tables the media module owns; no other module names them in SQL (modules/table_owners_test.ts).
export const TABLES = ["assets", "asset_views", "asset_uploads"] as const;

// The view it publishes for the reports: the photos and videos of inspections (migration 0030).
export const VIEWS = ["media_inspection_media"] as const;
