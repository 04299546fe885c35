// Loads one staff report (decision 034): reads its parameters, resolves its days in the shop's time zone,
// runs its queries and describes it for the page and the CSV file. A bad parameter is not an error page:
// the report comes back with the message (a 400) and its filters, so the value can be corrected.
import { ownedGroupShops, type ShopContext } from "@modules/shops/mod.ts";
import { listShopStaff } from "@modules/shops/mod.ts";
import { thumbnailUrls } from "@modules/media/mod.ts";
import {
  LISTS_MESSAGES,
  type PageWords,
  type Say,
  sayIn,
  STAFF_REPORTS_MESSAGES as M,
} from "@modules/text/ui.ts";
import { ForbiddenError, InputError } from "@platform/errors.ts";
import { type AddressQuery, choiceOf, flagOf, idOf, readQuery, wholeNumberOf } from "@platform/list_query.ts";
import { selectPeopleNumbers } from "./people_numbers.server.ts";
import { selectPeriodNumbers } from "./period_numbers.server.ts";
import { peopleTable, workChart } from "./people_report.ts";
import { selectInspectionHours, selectPersonHours } from "./hours.server.ts";
import { hoursChart, inspectionHoursTable, personHoursTable } from "./hours_report.ts";
import { selectCustomerResults } from "./customer_results.server.ts";
import { customerResultsTable } from "./customer_results_report.ts";
import { selectCompletion } from "./ro_completion.server.ts";
import { completionChart, completionTable } from "./completion_report.ts";
import { PICTURE_TYPES, selectRecentMedia } from "./recent_images.server.ts";
import { PICTURE_GROUPINGS, pictureGroups } from "./pictures_report.ts";
import { type FieldChoices, reportFields, SWITCH_DEFAULTS } from "./report_fields.ts";
import type { StaffReport } from "./report_model.ts";
import { REPORT_PARAMS, type ReportName, type ReportParam, type ReportSearch } from "./report_search.ts";
import { chartUnitOf, reportRangeOf, type ReportWindow } from "./report_window.ts";
import { reportWindowOf } from "./report_window.server.ts";
import { selectReportTasks } from "./report_tasks.server.ts";
import { subscriptionOf } from "./summary_subscriptions.ts";
import { dayLabel, zoneName } from "./report_dates.ts";

const TITLES: Record<ReportName, string> = {
  "customer-results": M.customerResults,
  "hours-report": M.hoursReport,
  "manager-report": M.managerReport,
  "manager-report-old": M.managerReportOld,
  "multishop-manager-report": M.multishopManagerReport,
  "multishop-manager-report-old": M.multishopManagerReportOld,
  "mechanic-report": M.mechanicReport,
  "multishop-mechanic-report": M.multishopMechanicReport,
  "recent-images": M.recentImages,
  "rocompletion-report": M.roCompletion,
};

/** The most work orders a CSV file holds (the page shows them a page at a time). */
const MAX_FILE_ROWS = 10_000;

export const GROUP_OWNERS_ONLY = "Only the owners of a shop group's shops can see its reports across shops.";

/** The words a report is written in: its own and the paged lists'. */
export const REPORT_WORDS = [M, LISTS_MESSAGES] as const;

/** What a report is made of, besides its window: the shop, its words, where its links go. */
interface Making {
  shop: ShopContext;
  query: AddressQuery<ReportParam>;
  window: ReportWindow;
  say: Say;
  culture: string;
  base: string;
  /** Made for the CSV file: every row (not a page of them), one row per result. */
  file: boolean;
}

type Made = Pick<StaffReport, "chart" | "tables" | "pictures" | "paging">;

export async function loadStaffReport(
  shop: ShopContext,
  report: ReportName,
  search: ReportSearch,
  words: PageWords,
  { file = false }: { file?: boolean } = {},
): Promise<StaffReport> {
  const query = readQuery(search, REPORT_PARAMS[report] as readonly ReportParam[]);
  const say = sayIn(words);
  const { culture } = words;
  const base = `/${shop.shop.uriName}`;
  const frame = {
    title: say(TITLES[report]),
    subtitle: "",
    fields: reportFields(report, query, await choicesOf(shop, report), say),
    tables: [],
    reports: await reportsNav(shop, report, say, base),
    culture,
    currency: shop.shop.currency,
    csvHref: report === "recent-images" ? undefined : csvHref(base, report, query),
  };
  try {
    const window = await reportWindowOf(shop.sql, reportRangeOf(query), shop.shop.timeZone);
    const subtitle = say(M.window, {
      from: dayLabel(window.fromDay, culture),
      to: dayLabel(window.toDay, culture),
      timeZone: zoneName(shop.shop.timeZone, culture),
    });
    const made = await MAKERS[report]({ shop, query, window, say, culture, base, file });
    const summary = report === "manager-report" || report === "mechanic-report"
      ? { shopId: shop.shop.id, period: await subscriptionOf(shop.sql, shop.shop.id, shop.viewer.userId) }
      : undefined;
    return { ...frame, subtitle, summary, ...made };
  } catch (error) {
    if (error instanceof InputError) return { ...frame, error: error.message };
    throw error;
  }
}

/** The reports' navigation: each report once (the table variants are reached from their report's page by
 * address), the multishop ones where the viewer owns more than one shop of a group. */
async function reportsNav(shop: ShopContext, current: ReportName, say: Say, base: string) {
  const grouped = (await ownedGroupShops(shop.sql, shop.shop, shop.viewer)).length > 1;
  const shown: ReportName[] = [
    "manager-report",
    "mechanic-report",
    "customer-results",
    "hours-report",
    "rocompletion-report",
    "recent-images",
    ...(grouped ? ["multishop-manager-report", "multishop-mechanic-report"] as const : []),
  ];
  return shown.map((name) => ({
    href: `${base}/${name}`,
    title: say(TITLES[name]),
    current: name === current,
  }));
}

function csvHref(base: string, report: ReportName, query: AddressQuery<ReportParam>): string {
  const params = new URLSearchParams(Object.entries(query).filter(([name]) => name !== "csv") as string[][]);
  params.set("csv", "1");
  return `${base}/${report}?${params}`;
}

async function choicesOf(shop: ShopContext, report: ReportName): Promise<FieldChoices> {
  const needsPeople = report === "recent-images" || report === "rocompletion-report";
  const [staff, tasks] = await Promise.all([
    needsPeople ? listShopStaff(shop.sql, shop.shop.id) : [],
    report === "customer-results" ? selectReportTasks(shop.sql, shop.shop.id) : [],
  ]);
  return {
    people: staff.map((person) => ({ value: String(person.userId), label: person.displayName })),
    tasks: tasks.map((task) => ({
      value: String(task.taskId),
      label: `${task.categoryName}: ${task.taskName}`,
    })),
  };
}

const flag = (query: AddressQuery<ReportParam>, name: keyof typeof SWITCH_DEFAULTS) =>
  flagOf(query[name], name, SWITCH_DEFAULTS[name]);

function peopleMaker(role: "manager" | "mechanic", multishop: boolean, old: boolean) {
  return async ({ shop, query, window, say, culture }: Making): Promise<Made> => {
    const byType = flag(query, "groupByType");
    let shopIds = [shop.shop.id];
    if (multishop) {
      shopIds = (await ownedGroupShops(shop.sql, shop.shop, shop.viewer)).map((owned) => owned.id);
      if (shopIds.length === 0) throw new ForbiddenError(GROUP_OWNERS_ONLY);
    }
    const unit = chartUnitOf("auto", window.days);
    const [people, periods] = await Promise.all([
      selectPeopleNumbers(shop.sql, shopIds, window, role, byType),
      old ? [] : selectPeriodNumbers(shop.sql, shopIds, window, unit, shop.shop.timeZone),
    ]);
    const labels = { fromLabel: dayLabel(window.fromDay, culture), toLabel: dayLabel(window.toDay, culture) };
    return {
      chart: old ? undefined : workChart(periods, unit, labels, say, culture),
      tables: [peopleTable({ role, multishop, byType, people, say })],
    };
  };
}

const MAKERS: Record<ReportName, (making: Making) => Promise<Made>> = {
  "manager-report": peopleMaker("manager", false, false),
  "manager-report-old": peopleMaker("manager", false, true),
  "multishop-manager-report": peopleMaker("manager", true, false),
  "multishop-manager-report-old": peopleMaker("manager", true, true),
  "mechanic-report": peopleMaker("mechanic", false, false),
  "multishop-mechanic-report": peopleMaker("mechanic", true, false),

  "hours-report": async ({ shop, window, say, base }) => {
    const timeZone = shop.shop.timeZone;
    const [people, inspections] = await Promise.all([
      selectPersonHours(shop.sql, shop.shop.id, window),
      selectInspectionHours(shop.sql, shop.shop.id, window, timeZone),
    ]);
    const total = people.filter((person) => person.role === "mechanic")
      .reduce((sum, person) => sum + person.inspections, 0);
    return {
      chart: hoursChart(people, say),
      tables: [
        personHoursTable("mechanic", people, say),
        personHoursTable("manager", people, say),
        inspectionHoursTable(inspections, total, (encId) => `${base}/inspections/${encId}/audit`, say),
      ],
    };
  },

  "customer-results": async ({ shop, query, window, say, base, file }) => {
    const taskIds = [
      ...(query.taskId === undefined ? [] : [idOf(query.taskId, "taskId")!]),
      ...(query.taskIds ?? "").split(/[.,\s]+/).filter(Boolean).map((id) => {
        const taskId = idOf(id, "taskIds");
        if (taskId === null) throw new InputError("taskIds must be task ids separated by commas.");
        return taskId;
      }),
    ];
    const results = await selectCustomerResults(shop.sql, shop.shop.id, window, {
      warn: flag(query, "warn"),
      showSold: flag(query, "showSold"),
      includeDoNotContact: flag(query, "includeDoNotContact"),
      taskIds,
    }, shop.shop.timeZone);
    const flat = file || flag(query, "flat");
    return { tables: [customerResultsTable(results, flat, (id) => `${base}/customers/${id}/edit`, say)] };
  },

  "rocompletion-report": async ({ shop, query, window, say, base, file }) => {
    const page = file ? 1 : wholeNumberOf(query.page, "page", 1, 100_000) ?? 1;
    const pageSize = file ? MAX_FILE_ROWS : wholeNumberOf(query.pageSize, "pageSize", 1, 500) ?? 50;
    const { orders, counts } = await selectCompletion(shop.sql, shop.shop.id, window, {
      words: (query.search ?? "").slice(0, 200).toLowerCase().split(/\s+/).filter(Boolean),
      managerId: idOf(query.manager, "manager"),
      mechanicId: idOf(query.mechanic, "mechanic"),
      page,
      pageSize,
    }, shop.shop.timeZone);
    return {
      chart: completionChart(counts, say),
      tables: [completionTable(orders, (encId) => `${base}/inspections/${encId}/audit`, say)],
      paging: { page, pageSize, total: counts.total },
    };
  },

  "recent-images": async ({ shop, query, window, say, culture, base }) => {
    const page = wholeNumberOf(query.page, "page", 1, 100_000) ?? 1;
    const count = wholeNumberOf(query.count, "count", 1, 200) ?? 48;
    const grouping = choiceOf(query.groupBy, "groupBy", PICTURE_GROUPINGS, "day");
    const { media, total } = await selectRecentMedia(shop.sql, shop.shop.id, window, {
      userId: idOf(query.userId, "userId"),
      type: choiceOf(query.type, "type", PICTURE_TYPES, "all"),
      count,
      page,
    }, shop.shop.timeZone);
    const thumbnails = await thumbnailUrls(
      shop.sql,
      media.map((item) => item.id),
      shop.services.config.media.publicUrl,
    );
    return {
      tables: [],
      pictures: pictureGroups(
        media,
        grouping,
        thumbnails,
        (encId) => `${base}/inspections/${encId}/images`,
        say,
        culture,
      ),
      paging: { page, pageSize: count, total },
    };
  },
};
