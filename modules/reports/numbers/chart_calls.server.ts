// The chart data call (seed 000 section 7: chart data with from, to and groupBy):
//   GET /ajax/charts/{shopId}?from=&to=&groupBy=auto|day|week|month|year
// The shop's numbers per period of the window, in its time zone, every period listed (zeros where nothing
// happened): inspections, reports sent and viewed, approvals, photos and the approved amount. auto picks
// days for a month, weeks for half a year, months for three years, years beyond. Owners and managers.
import { Hono } from "hono";
import type { AppEnv } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { readQuery } from "@platform/list_query.ts";
import { NO_SUCH_SHOP, requireShopAccessById } from "@modules/shops/mod.ts";
import { selectPeriodNumbers } from "./period_numbers.server.ts";
import { chartGroupingOf, chartUnitOf, reportRangeOf } from "./report_window.ts";
import { reportWindowOf } from "./report_window.server.ts";

export const chartCalls = new Hono<AppEnv>();

chartCalls.get("/:shopId{[0-9]+}", async (c) => {
  const { sql } = c.get("services");
  const { shop } = await requireShopAccessById(
    sql,
    c.get("viewer"),
    rowIdOf(c.req.param("shopId")),
    "reports.view",
    NO_SUCH_SHOP,
  );
  const query = readQuery(new URL(c.req.url).searchParams, ["from", "to", "groupBy"]);
  const grouping = chartGroupingOf(query.groupBy);
  const window = await reportWindowOf(sql, reportRangeOf(query), shop.timeZone);
  const groupBy = chartUnitOf(grouping, window.days);
  const points = await selectPeriodNumbers(sql, [shop.id], window, groupBy, shop.timeZone);
  c.header("Cache-Control", "private, no-store");
  return c.json({ from: window.fromDay, to: window.toDay, timeZone: shop.timeZone, groupBy, points });
});
