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
