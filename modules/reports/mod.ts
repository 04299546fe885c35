// reports: the customer report (HTML, PDF, preview image) and sending it. The server's public API: the
// report's routes and calls, the answers e-mail job, the PDF renderer's shutdown and the printing test page.
export { customerReportRoutes } from "./report_routes.server.ts";
export { reportPreviewRoutes } from "./preview_route.server.ts";
export { reportPrintableRoutes } from "./printable_routes.server.ts";
export { reportSendCalls } from "./send/send_calls.server.ts";
export { answersEmailJob } from "./answers_email_job.ts";
export { reportPreviewPages } from "./report_preview_routes.server.ts";
export { closePdfRenderer, PDF_UNAVAILABLE_MESSAGE } from "./pdf_renderer.server.ts";
export { reportPdfTestRoutes } from "./pdf_test_routes.server.ts";
// The staff reports (decision 034): their CSV files (the report's address with csv=1) and the chart data call.
export { staffReportFiles } from "./numbers/report_files.server.ts";
export { chartCalls } from "./numbers/chart_calls.server.ts";
export { summaryCalls, summaryUnsubscribePage } from "./numbers/summary_calls.server.ts";
export { summaryEmailJob } from "./numbers/summary_email_job.ts";
// The reports' queries, for the bench that measures them at a million inspections (bench/staff_reports.ts).
export { selectPeopleNumbers } from "./numbers/people_numbers.server.ts";
export { selectPeriodNumbers } from "./numbers/period_numbers.server.ts";
export { selectInspectionHours, selectPersonHours } from "./numbers/hours.server.ts";
export { selectCustomerResults } from "./numbers/customer_results.server.ts";
export { selectCompletion } from "./numbers/ro_completion.server.ts";
export { selectRecentMedia } from "./numbers/recent_images.server.ts";
export { reportWindowOf } from "./numbers/report_window.server.ts";
export { chartUnitOf, type ReportWindow } from "./numbers/report_window.ts";
