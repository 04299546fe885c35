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
export { getAuditPage } from "./audit_pages.ts";
export type { AuditPage } from "./audit_pages.server.ts";
export type { AuditCategory, AuditItem } from "./audit_review.ts";
export type { AuditTotals } from "./audit_totals.ts";
export { totalsOf } from "./audit_totals.ts";
export { formatHours, formatPrice, resultLabel } from "./audit_format.ts";
export type { StatusAction } from "./change_status.ts";
