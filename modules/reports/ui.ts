// reports: client-safe public API — the staff report page's server function and types.
export { getReportSendPage } from "./send/send_page.ts";
export type { ReportSendPage } from "./send/send_page.server.ts";
// The inspection's report tab: the page under the inspection's heading, composed here.
export { InspectionReportPage } from "./send/report_send_page.tsx";
// The staff reports (decision 034): one page and one server function for every report route.
export { getStaffReport } from "./numbers/report_pages.ts";
export { StaffReportView } from "./numbers/staff_report_page.tsx";
export { REPORT_NAMES, type ReportName, reportSearchReader } from "./numbers/report_search.ts";
export { useInReports } from "./numbers/in_reports.ts";
