// Whether the page is one of the staff reports: the shop's "Reports" entry is then the current one, whichever
// report is open (the entry itself leads to the manager report). Read in the shop's frame, on every page, so
// it imports only the reports' names.
import { useLocation } from "@tanstack/react-router";
import { REPORT_NAMES } from "./report_search.ts";

const REPORT_PATH = new RegExp(`^/[^/]+/(${REPORT_NAMES.join("|")})$`);

export function useInReports(): boolean {
  return REPORT_PATH.test(useLocation({ select: (location) => location.pathname }));
}
