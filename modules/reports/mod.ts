// reports: the customer report (HTML, PDF, preview image) and the staff reports. Built by the report issue
// (issue 8); so far the printed report's options, the PDF renderer and the printing test page.
export {
  DEFAULT_REPORT_OPTIONS,
  REPORT_FONT_SIZES,
  REPORT_IMAGE_SIZES,
  REPORT_LANGUAGES,
  REPORT_ORIENTATIONS,
  REPORT_PAPERS,
  type ReportLanguage,
  reportLanguage,
  type ReportOptions,
  reportOptionsOf,
} from "./report_options.ts";
export { reportLink, reportPath } from "./report_link.ts";
export { customerReportRoutes } from "./report_routes.server.ts";
export { type CustomerReport, loadCustomerReport } from "./customer_report.ts";
export { reportPreviewRoutes } from "./preview_route.server.ts";
export { reportPrintableRoutes } from "./printable_routes.server.ts";
export { reportSendCalls } from "./send/send_calls.server.ts";
export { answersEmailJob } from "./answers_email_job.ts";
export { reportPreviewPages } from "./report_preview_routes.server.ts";
export {
  closePdfRenderer,
  PDF_UNAVAILABLE_MESSAGE,
  type PdfRenderer,
  pdfRenderer,
  type PdfRequest,
  PdfUnavailableError,
} from "./pdf_renderer.server.ts";
export { reportPdfTestRoutes } from "./pdf_test_routes.server.ts";
