// inspections: client-safe public API — the row rules, the vocabulary, page server functions and types.
export {
  allowedResults,
  checkRow,
  isWarnOrFail,
  needsResult,
  type RowInput,
  type RowState,
  valueProblem,
} from "./row_rules.ts";
export * from "./types.ts";
export type { InspectionSummary } from "./inspection_summary.ts";
export { ADD_PREFILL_FIELDS, type AddValues, readAddValues } from "./add_fields.ts";
export type { AddInspectionPage, TypeChoice } from "./add_pages.server.ts";
export type {
  InspectionListItem,
  InspectionsListPage,
  QuicklistPage,
  StaffChoice,
} from "./list_pages.server.ts";
export { getAddInspectionPage, getInspectionsList, getQuicklist } from "./list_pages.ts";
export * from "./list_search.ts";
