// inspections: client-safe public API — the vocabulary, page server functions, page components and types.
export * from "./types.ts";
export type { InspectionSummary } from "./inspection_summary.ts";
export { getInspectionDetails } from "./header/header_pages.ts";
export { readDetailsSearch } from "./header/details_search.ts";
export { getInspectionEvents } from "./events/events_page.ts";
export * from "./header/header_values.ts";
export * from "./report_options.ts";
export { EVENT_KINDS, type EventKind, readEventsSearch } from "./events/event_kinds.ts";
export * from "./header/header_sync.ts";
export type { StatusAction } from "./change_status.ts";
export { type InspectionPageInput, inspectionPageInput } from "./inspection_page_input.ts";
export { getChecklistPage, getChecklistPreview } from "./checklist/checklist_pages.ts";
export { useBayOutbox } from "./checklist/bay_outbox.ts";
export type { ChecklistPreview, ChecklistPreviewQuery } from "./checklist/checklist_preview.server.ts";
export { getAuditPage } from "./audit/audit_pages.ts";
export { ADD_PREFILL_FIELDS, type AddValues, readAddValues } from "./add/add_fields.ts";
export { getAddInspectionPage, getInspectionsList, getQuicklist } from "./list/list_pages.ts";
export * from "./list/list_search.ts";
export { getInspectionHistory, type InspectionHistoryInput } from "./history/history_page.ts";
export type { DeclinedWork, HistoryInspection, InspectionHistory } from "./history/history.server.ts";
export { InspectionHistoryPanel } from "./history/inspection_history.tsx";
// The inspections' part of shops' customer pages (decision 022).
export {
  getCustomerReportSends,
  getCustomersList,
  type ReportSentToCustomer,
} from "./customer_pages/customer_pages.ts";
export { CustomerMessagesPanel } from "./customer_pages/customer_messages.tsx";
export { getInspectionImages } from "./images/images_page.ts";
export { getCustomerDedupePage } from "./customers/dedupe_page.ts";
export { useKeepTodaysChecklists } from "./offline/keep_todays_checklists.ts";
// The heading with the tabs every page of one inspection shows (the report tab lives in reports), and the
// tabs' head.
export { InspectionHeading, type InspectionTab } from "./shared/inspection_heading.tsx";
export { inspectionTabHead } from "./shared/inspection_tab_head.ts";
// The pages: each route renders one of these with its loader's data.
export { InspectionsPage } from "./list/inspections_page.tsx";
export { BayQuicklistPage } from "./list/quicklist_page.tsx";
export { NewInspectionPage } from "./add/new_inspection_page.tsx";
export { QuickInspectionPage } from "./add/quick_inspection_page.tsx";
export { InspectionDetailsPage } from "./header/inspection_details_page.tsx";
export { InspectionEventsPage } from "./events/inspection_events_page.tsx";
export { InspectionImagesPage } from "./images/inspection_images_page.tsx";
export { InspectionChecklistPage } from "./checklist/checklist_page.tsx";
export { type ChecklistSearch, readChecklistSearch } from "./checklist/checklist_search.ts";
export { useFullChecklist } from "./checklist/checklist_wire.ts";
export { InspectionAuditPage } from "./audit/audit_page.tsx";
export { type AuditSearch, readAuditSearch } from "./audit/audit_search.ts";
