// POST /ajax/misc/errors: the browser reports an uncaught error (seed 001, "Client error report"), and
// GET /ajax/misc/errors/beacon?originalError=&metaError= is the last resort when that report failed (a
// script element's GET, which needs neither fetch nor a CSRF token). Both are stored with the request id,
// the signed-in user and shop, and are rate-limited per address so a looping page cannot fill the table.
// The report call is CSRF-exempt (src/server.ts): a page whose scripts broke may have no token to send.
import { Hono } from "hono";
import { readClientErrorReport, readErrorBeacon } from "@platform/client_error_report.ts";
import { insertClientErrorReport, type PageShopOf, senderOf } from "./telemetry_queries.server.ts";
import { type AppEnv, readJson } from "@platform/http.ts";
import { limitAddress } from "@platform/client_info.ts";
import { hitRateLimit, type RateLimit } from "@platform/rate_limit.ts";

/** Per client address; the report and the beacon count together. */
export const CLIENT_ERROR_RATE_LIMIT: RateLimit = { what: "error reports", limit: 30, windowSeconds: 600 };

export function clientErrorsRouter(shopOf: PageShopOf): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const { sql, log } = c.get("services");
      await hitRateLimit(sql, CLIENT_ERROR_RATE_LIMIT, [
        `client-errors:ip:${limitAddress(c.get("clientIp"))}`,
      ]);
      const report = readClientErrorReport(await readJson(c));
      const sender = await senderOf(c, shopOf, report.documentUrl);
      await insertClientErrorReport(sql, "report", report, sender);
      log.warn("client error report", { requestId: sender.requestId, report: report.report });
      return c.body(null, 204);
    })
    .get("/beacon", async (c) => {
      const { sql, log } = c.get("services");
      await hitRateLimit(sql, CLIENT_ERROR_RATE_LIMIT, [
        `client-errors:ip:${limitAddress(c.get("clientIp"))}`,
      ]);
      const report = readErrorBeacon(new URL(c.req.url).searchParams, c.req.header("Referer") ?? "");
      const sender = await senderOf(c, shopOf, report.documentUrl);
      await insertClientErrorReport(sql, "beacon", report, sender);
      log.warn("client error beacon", { requestId: sender.requestId, report: report.report });
      return c.body(null, 204);
    });
}
