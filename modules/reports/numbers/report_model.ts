// What a staff report page shows, described once on the server and drawn by one page (report_page.tsx):
// its filters, its chart, its tables and, for /recent-images, its pictures. The same tables are the CSV
// file (report_csv.ts), so the download always says what the page says. Labels arrive in the page's words
// (the shop's staff language with its wording); values arrive raw and are written by cell_format.ts.
import type { ChartProps } from "@ui/charts/chart.tsx";

/** How a column's values are written: counts, amounts in the shop's currency, shares (0 to 1), hours, or
 * text as the server gave it (names; dates, already in the shop's time zone, kept on one line). */
export type CellKind = "text" | "date" | "count" | "money" | "share" | "hours" | "decimal";

export type Cell = string | number | null;

export interface ReportColumn {
  key: string;
  label: string;
  kind: CellKind;
}

export interface ReportRow {
  cells: Record<string, Cell>;
  /** Where the row's first cell leads (the inspection, the customer). */
  href?: string;
}

export interface ReportTable {
  /** What the table holds ("Per adviser"): its caption, and the CSV file's section. */
  caption: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The totals line, under the rows. */
  totals?: Record<string, Cell>;
  /** Shown when there are no rows. */
  empty: string;
}

/** The kit's chart as the server describes it: what its writing of values is, not a function. */
export interface ReportChart extends Omit<ChartProps, "format" | "numbersLabel"> {
  /** How the values are written (the chart's axis and its table). */
  valueKind: CellKind;
}

/** One filter of the report's form (a GET form: the address holds the filter). */
export interface ReportField {
  name: string;
  label: string;
  type: "date" | "checkbox" | "select" | "search" | "number";
  /** As the address gave it ("1"/"0" for a checkbox). */
  value: string;
  options?: Array<{ value: string; label: string }>;
}

/** A picture of /recent-images. */
export interface ReportPicture {
  id: number;
  kind: "photo" | "video";
  thumbnailUrl: string | null;
  /** When and by whom, as the page shows it. */
  caption: string;
  /** The inspection's images page. */
  href: string;
  inspectionLabel: string;
}

export interface ReportPictureGroup {
  label: string;
  pictures: ReportPicture[];
}

export interface StaffReport {
  title: string;
  /** "Nov 1 – Nov 30, 2026 · Pacific time": what is counted. */
  subtitle: string;
  fields: ReportField[];
  /** The bad value's message (a 400): the page shows it above the filters and counts nothing. */
  error?: string;
  chart?: ReportChart;
  tables: ReportTable[];
  pictures?: ReportPictureGroup[];
  /** Paged reports: where this page is in the whole. */
  paging?: { page: number; pageSize: number; total: number };
  /** The same report as a CSV file (the address with csv=1); absent for the pictures. */
  csvHref?: string;
  /** The viewer's summary e-mail (the manager and mechanic reports offer it): the shop and how often. */
  summary?: { shopId: number; period: "none" | "daily" | "weekly" };
  /** The reports the viewer may open, for the reports' own navigation (the multishop ones in a group). */
  reports: Array<{ href: string; title: string; current: boolean }>;
  culture: string;
  currency: string;
}
