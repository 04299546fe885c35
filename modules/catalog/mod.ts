// catalog: inspection types, categories, tasks, findings, priorities, shop groups and seed templates.
// Server-side public API.
export { applyCatalogTemplate } from "./apply_catalog_template.ts";
export { findShopTemplate, SHOP_TEMPLATES, type ShopTemplate } from "./shop_templates.ts";
export { selectInspectionTypes as listInspectionTypes } from "./queries.server.ts";
export type { CatalogTemplate, CustomerMode, InspectionTypeSummary, SubjectType, TaskType } from "./types.ts";
