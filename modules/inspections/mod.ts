// inspections: inspections, their items and checklist, audit, events, timing and AI recommendations.
// Server-side public API.
export { inspectionsCalls } from "./ajax.server.ts";
export { createInspection, type NewInspection } from "./create_inspection.ts";
export { type InspectionAccess, NO_SUCH_INSPECTION, requireInspectionAccess } from "./inspection_access.ts";
export type { InspectionRecord } from "./inspection_record.ts";
export { saveItems } from "./save_items.ts";
export { selectItems as listInspectionItems } from "./queries.server.ts";
export * from "./types.ts";
