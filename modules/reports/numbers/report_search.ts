// The staff reports' addresses (seed 000 section 2): each report's parameters, read on both sides (the
// route's validateSearch keeps them as typed, the loader checks them). csv=1 asks for the report as a CSV
// file (report_files.server.ts); every report takes it.
import { type AddressQuery, readQuery } from "@platform/list_query.ts";

export const REPORT_PARAMS = {
  "customer-results": [
    "from",
    "to",
    "csv",
    "warn",
    "flat",
    "includeDoNotContact",
    "showSold",
    "taskId",
    "taskIds",
  ],
  "hours-report": ["from", "to", "csv"],
  "manager-report": ["from", "to", "groupByType", "csv"],
  "manager-report-old": ["from", "to", "groupByType", "csv"],
  "multishop-manager-report": ["from", "to", "groupByType", "csv"],
  "multishop-manager-report-old": ["from", "to", "groupByType", "csv"],
  "mechanic-report": ["from", "to", "groupByType", "csv"],
  "multishop-mechanic-report": ["from", "to", "groupByType", "csv"],
  "recent-images": ["count", "page", "from", "to", "userId", "type", "groupBy"],
  "rocompletion-report": ["from", "to", "search", "manager", "mechanic", "page", "pageSize", "csv"],
} as const;

export type ReportName = keyof typeof REPORT_PARAMS;
export const REPORT_NAMES = Object.keys(REPORT_PARAMS) as ReportName[];

export type ReportParam = (typeof REPORT_PARAMS)[ReportName][number];

/** As the address carries it: the report's parameters, as typed (a link may give numbers). */
export type ReportSearch = Partial<Record<ReportParam, string>>;

export function isReportName(name: string): name is ReportName {
  return (REPORT_NAMES as string[]).includes(name);
}

/** The route's validateSearch: the report's own parameters, nothing else. */
export function reportSearchReader(report: ReportName) {
  return (search: Record<string, unknown>): ReportSearch =>
    readQuery(search, REPORT_PARAMS[report] as readonly ReportParam[]) as AddressQuery<ReportParam>;
}
