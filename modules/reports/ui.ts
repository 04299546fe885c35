// reports: client-safe public API — the staff report page's server function and types, and the printed
// report's options the preview offers.
export { getReportSendPage } from "./send/send_page.ts";
export type { ReportSendPage } from "./send/send_page.server.ts";
export {
  DEFAULT_REPORT_OPTIONS,
  REPORT_FONT_SIZES,
  REPORT_IMAGE_SIZES,
  REPORT_LANGUAGES,
  REPORT_ORIENTATIONS,
  REPORT_PAPERS,
} from "./report_options.ts";
export { LANGUAGE_NAMES } from "./report_words.ts";
// The inspection's report tab: the page under the inspection's heading, composed here.
export { InspectionReportPage } from "./send/report_send_page.tsx";
