// The days a staff report counts (seed 000 section 5: `from` and `to` are days, YYYY-MM-DD, in the shop's time
// zone, both included, or ISO instants with their offset) and how its chart groups them (seed 000's chart
// grouping: auto, day, week, month, year). Client-safe: the pages show the window they were given.
import { type AddressQuery, choiceOf, dateRangeOf } from "@platform/list_query.ts";

export const CHART_GROUPINGS = ["auto", "day", "week", "month", "year"] as const;
export type ChartGrouping = (typeof CHART_GROUPINGS)[number];
export type ChartUnit = Exclude<ChartGrouping, "auto">;

/** The range as the address gave it: days or instants, or null for the default (the last 30 days). */
export interface ReportRange {
  from: string | null;
  to: string | null;
}

/** The range resolved in the shop's time zone: the days shown, and the instants counted (end excluded). */
export interface ReportWindow {
  fromDay: string;
  toDay: string;
  /** Days from fromDay to toDay, both counted. */
  days: number;
  start: Date;
  end: Date;
}

/** How many days a report covers when the address names none: today and the 29 before it. */
export const DEFAULT_DAYS = 30;

export function reportRangeOf(query: AddressQuery<"from" | "to">): ReportRange {
  return dateRangeOf(query, "moment");
}

export function chartGroupingOf(value: string | undefined): ChartGrouping {
  return choiceOf(value, "groupBy", CHART_GROUPINGS, "auto");
}

/** auto: days for a month, weeks for half a year, months for three years, years beyond. */
export function chartUnitOf(grouping: ChartGrouping, days: number): ChartUnit {
  if (grouping !== "auto") return grouping;
  if (days <= 31) return "day";
  if (days <= 190) return "week";
  if (days <= 1100) return "month";
  return "year";
}
