// The tables and the chart of the manager and mechanic reports (and their multishop and "-old" variants):
// one row per person (per shop in the multishop ones, per inspection type with groupByType), a totals line,
// and the shop's work per period. Pure: the loader gives it the numbers and the page's words.
import { STAFF_REPORTS_MESSAGES as M } from "@modules/text/ui.ts";
import type { Say } from "@modules/text/ui.ts";
import type { PeriodNumbers } from "./period_numbers.server.ts";
import type { PersonNumbers, PersonRole } from "./people_numbers.server.ts";
import type { Cell, ReportChart, ReportColumn, ReportTable } from "./report_model.ts";
import { periodLabel } from "./report_dates.ts";
import type { ChartUnit } from "./report_window.ts";

export interface PeopleReportInput {
  role: PersonRole;
  multishop: boolean;
  byType: boolean;
  people: PersonNumbers[];
  say: Say;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The numbers of one row, from its sums: rates and averages are worked out here, the same for the totals. */
function numberCells(
  n: Omit<PersonNumbers, "shopId" | "shopName" | "userId" | "name" | "typeName">,
): Record<string, Cell> {
  return {
    inspections: n.inspections,
    completed: n.completed,
    sent: n.sent,
    sentRate: ratio(n.sent, n.inspections),
    viewed: n.viewed,
    answered: n.answered,
    approvedCount: n.approved,
    photos: n.photos,
    photosPerInspection: ratio(n.photos, n.inspections),
    videos: n.videos,
    recommendedItems: n.recommendedItems,
    recommendedAmount: n.recommendedAmount,
    approvedAmount: n.approvedAmount,
    soldAmount: n.soldAmount,
    hoursToView: n.hoursToView,
    hoursToAnswer: n.hoursToAnswer,
  };
}

/** The totals: sums, and the averages weighted by how many each person's average counts. */
export function totalsOf(
  people: PersonNumbers[],
): Omit<PersonNumbers, "shopId" | "shopName" | "userId" | "name" | "typeName"> {
  const sum = (pick: (n: PersonNumbers) => number) => people.reduce((total, n) => total + pick(n), 0);
  const weighted = (pick: (n: PersonNumbers) => number | null, weight: (n: PersonNumbers) => number) => {
    const counted = people.filter((n) => pick(n) !== null && weight(n) > 0);
    const weights = counted.reduce((total, n) => total + weight(n), 0);
    return weights === 0 ? null : counted.reduce((total, n) => total + pick(n)! * weight(n), 0) / weights;
  };
  return {
    inspections: sum((n) => n.inspections),
    completed: sum((n) => n.completed),
    sent: sum((n) => n.sent),
    viewed: sum((n) => n.viewed),
    answered: sum((n) => n.answered),
    approved: sum((n) => n.approved),
    photos: sum((n) => n.photos),
    videos: sum((n) => n.videos),
    recommendedItems: sum((n) => n.recommendedItems),
    // Cents, so many amounts never add up to 0.30000000000000004.
    recommendedAmount: sum((n) => Math.round(n.recommendedAmount * 100)) / 100,
    approvedAmount: sum((n) => Math.round(n.approvedAmount * 100)) / 100,
    soldAmount: sum((n) => Math.round(n.soldAmount * 100)) / 100,
    hoursToView: weighted((n) => n.hoursToView, (n) => n.viewed),
    hoursToAnswer: weighted((n) => n.hoursToAnswer, (n) => n.answered),
  };
}

export function peopleTable(input: PeopleReportInput): ReportTable {
  const { say } = input;
  const columns: ReportColumn[] = [
    ...(input.multishop ? [{ key: "shop", label: say(M.shop), kind: "text" as const }] : []),
    { key: "person", label: say(input.role === "manager" ? M.adviser : M.mechanic), kind: "text" },
    ...(input.byType ? [{ key: "type", label: say(M.inspectionType), kind: "text" as const }] : []),
    { key: "inspections", label: say(M.inspections), kind: "count" },
    { key: "completed", label: say(M.completed), kind: "count" },
    { key: "sent", label: say(M.sent), kind: "count" },
    { key: "sentRate", label: say(M.sentRate), kind: "share" },
    { key: "viewed", label: say(M.viewed), kind: "count" },
    { key: "answered", label: say(M.answered), kind: "count" },
    { key: "approvedCount", label: say(M.approvedCount), kind: "count" },
    { key: "photos", label: say(M.photos), kind: "count" },
    { key: "photosPerInspection", label: say(M.photosPerInspection), kind: "decimal" },
    { key: "videos", label: say(M.videos), kind: "count" },
    { key: "recommendedItems", label: say(M.recommendedItems), kind: "count" },
    { key: "recommendedAmount", label: say(M.recommendedAmount), kind: "money" },
    { key: "approvedAmount", label: say(M.approvedAmount), kind: "money" },
    { key: "soldAmount", label: say(M.soldAmount), kind: "money" },
    { key: "hoursToView", label: say(M.hoursToView), kind: "hours" },
    { key: "hoursToAnswer", label: say(M.hoursToAnswer), kind: "hours" },
  ];
  const rows = input.people.map((n) => ({
    cells: {
      shop: n.shopName,
      person: n.name ?? say(M.notAssigned),
      type: n.typeName,
      ...numberCells(n),
    },
  }));
  const totals = { [columns[0].key]: say(M.total), ...numberCells(totalsOf(input.people)) };
  return {
    caption: say(input.role === "manager" ? M.perAdviser : M.perMechanic),
    columns,
    rows,
    totals: rows.length > 1 ? totals : undefined,
    empty: say(M.nothing),
  };
}

/** The work per period: inspections, reports sent and approvals, as bars. */
export function workChart(
  periods: PeriodNumbers[],
  unit: ChartUnit,
  window: { fromLabel: string; toLabel: string },
  say: Say,
  culture: string,
): ReportChart {
  const sum = (pick: (p: PeriodNumbers) => number) => periods.reduce((total, p) => total + pick(p), 0);
  const periodNames = { day: M.periodDay, week: M.periodWeek, month: M.periodMonth, year: M.periodYear };
  return {
    title: say(M.chartWork),
    description: say(M.chartWorkDescription, {
      inspections: sum((p) => p.inspections),
      sent: sum((p) => p.sent),
      approved: sum((p) => p.approved),
      from: window.fromLabel,
      to: window.toLabel,
    }),
    kind: "bars",
    series: [
      { key: "inspections", name: say(M.inspections) },
      { key: "sent", name: say(M.sent) },
      { key: "approved", name: say(M.approvedCount) },
    ],
    points: periods.map((p) => ({
      label: periodLabel(p.period, unit, culture),
      values: { inspections: p.inspections, sent: p.sent, approved: p.approved },
    })),
    periodName: say(periodNames[unit]),
    valueKind: "count",
  };
}
