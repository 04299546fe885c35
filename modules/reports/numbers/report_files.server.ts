// A staff report as a CSV file: the report's own address with csv=1 (seed 000 section 2), answered here
// before the pages handler (src/form_routes.ts); without csv=1 the address is the page. Owners and managers
// only, like the page; anonymous visitors are sent to sign in, a stranger gets the shop's 404.
import { Hono } from "hono";
import type { AppEnv } from "@platform/http.ts";
import { shopOfRequest, staffWords } from "@modules/shops/mod.ts";
import { InputError } from "@platform/errors.ts";
import { loadStaffReport, REPORT_WORDS } from "./load_report.server.ts";
import { isReportName, reportSearchReader } from "./report_search.ts";
import { reportCsv } from "./report_csv.ts";

export const staffReportFiles = new Hono<AppEnv>();

staffReportFiles.get("/:shopUriName/:report{[a-z-]{5,40}}", async (c, next) => {
  const report = c.req.param("report");
  if (!isReportName(report) || report === "recent-images" || c.req.query("csv") !== "1") return next();
  const access = await shopOfRequest(c, "reports.view");
  const services = c.get("services");
  const shop = { ...access, sql: services.sql, services };
  const words = await staffWords(shop, ...REPORT_WORDS);
  const search = reportSearchReader(report)(Object.fromEntries(new URL(c.req.url).searchParams));
  const made = await loadStaffReport(shop, report, search, words, { file: true });
  if (made.error) throw new InputError(made.error);
  const day = made.subtitle ? `-${search.from ?? ""}${search.to ? `-to-${search.to}` : ""}` : "";
  const name = `${report}${day.replace(/[^0-9a-z-]/gi, "")}.csv`;
  c.header("Cache-Control", "private, no-store");
  c.header("Content-Disposition", `attachment; filename="${name}"`);
  // A byte-order mark, so a spreadsheet opens accented names as UTF-8.
  return c.body("\uFEFF" + reportCsv(made), 200, { "Content-Type": "text/csv; charset=utf-8" });
});
