// reports: client-safe public API — the staff report page's server function and types.
export { getReportSendPage } from "./send/send_page.ts";
export type { ReportSendPage } from "./send/send_page.server.ts";
// The inspection's report tab: the page under the inspection's heading, composed here.
export { InspectionReportPage } from "./send/report_send_page.tsx";
