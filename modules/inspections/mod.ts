// inspections: inspections, their items and checklist, audit, events, timing and AI recommendations.
// Server-side public API.
export {
  availableActions,
  changeInspectionStatus,
  STATUS_ACTIONS,
  type StatusAction,
} from "./change_status.ts";
export { actorSaid, recordEvent } from "./events.ts";
export { inspectionsCalls } from "./ajax.server.ts";
export { createInspection, type NewInspection } from "./add/create_inspection.ts";
export { type InspectionAccess, requireInspectionAccess } from "./inspection_access.ts";
export { inspectionPage } from "./inspection_page.ts";
export type { InspectionRecord } from "./inspection_record.ts";
export { type InspectionSummary, summarizeInspection } from "./inspection_summary.ts";
export { saveItems } from "./checklist/save_items.ts";
export { selectItems as listInspectionItems } from "./queries.server.ts";
export * from "./types.ts";
export { saveHeader } from "./header/save_header.ts";
export { readReportOptions, type ReportOptions } from "./report_options.ts";
export { inspectionPrintables } from "./audit/printables.server.ts";
export { saveAuditLabor } from "./audit/audit_labor.ts";
export { addScreenTime, TIMED_SCREENS, type TimedScreen } from "./screen_timing.ts";
export { addInspectionForms } from "./add/add_forms.server.ts";
export { splitName } from "./add/quick_create_fields.ts";
export { customersCalls } from "./add/customers_calls.server.ts";
export { inspectionAssetCalls, registerInspectionAssets } from "./images/inspection_assets.server.ts";
export { registerVehicleAssets, vehicleAssetCalls } from "./images/vehicle_assets.server.ts";
export { type CustomerAccess, NO_SUCH_REPORT, requireCustomerAccess } from "./customer_access.ts";
export { recordReportView } from "./report_views.ts";
export { applyCustomerAnswers, type CustomerAnswer, recordCustomerAnswer } from "./customer_answers.ts";
export { customerAnswerSummary } from "./customer_answer_state.ts";
export { type AuditCategory, type AuditItem, reviewItems } from "./audit/audit_review.ts";
export {
  type ItemAmount,
  itemAmount,
  type ShopPricing,
  splitsAmounts,
  sumAmounts,
} from "./shared/item_amount.ts";
export { describeInspection, type InspectionFacts } from "./inspection_summary.ts";
export {
  recordReportSent,
  reportNotSendableReason,
  type ReportSend,
  type ReportSentState,
  requireReportSender,
} from "./report_sent.ts";
export { type ReportSendRecord, type ReportTracking, reportTracking } from "./report_tracking.ts";
// The messages the inspection heading says: the Report tab (in reports) sends them with its own words.
export { HEADING_WORDS } from "./shared/inspection_heading.tsx";
export { type HistoryOf, type InspectionHistory, loadInspectionHistory } from "./history/history.server.ts";
// The list's queries and filter, for scripts/generate_inspections.ts, which times them on generated data.
export { listQueries } from "./list/list_queries.server.ts";
// A customers merge moves the inspections too (registered at start-up; decision 023).
export { registerInspectionCustomers } from "./customers/customer_inspections.server.ts";
export { inspectionsFilterOf, type InspectionsSearch } from "./list/list_search.ts";
