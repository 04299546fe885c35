// The staff reports' server function (client-safe: the handler runs on the server): owners and managers
// (reports.view); a report it cannot count for a bad parameter is a 400 whose page says why.
import { createServerFn } from "@tanstack/react-start";
import { setResponseStatus } from "@tanstack/react-start/server";
import { shopPage, staffWords } from "@modules/shops/mod.ts";
import { shopPageInput } from "@modules/shops/ui.ts";
import { loadStaffReport, REPORT_WORDS } from "./load_report.server.ts";
import { isReportName, type ReportName, type ReportSearch, reportSearchReader } from "./report_search.ts";
import type { StaffReportPage } from "./staff_report_page.tsx";

export const getStaffReport = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; report: ReportName; search: ReportSearch }) => {
    if (!isReportName(input.report)) throw new Error("No such report.");
    return {
      ...shopPageInput(input),
      report: input.report,
      search: reportSearchReader(input.report)(input.search as Record<string, unknown>),
    };
  })
  .handler(async (call) => {
    const outcome = await shopPage(
      "reports.view",
      async (shop, { report, search }: typeof call.data): Promise<StaffReportPage> => {
        const words = await staffWords(shop, ...REPORT_WORDS);
        return { report: await loadStaffReport(shop, report, search, words), words };
      },
    )(call);
    if (outcome.outcome === "ok" && outcome.page.report.error) setResponseStatus(400);
    return outcome;
  });
