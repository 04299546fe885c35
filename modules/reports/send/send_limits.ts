// Report sends that leave the app from the shop's name (e-mail and text message) are counted per user and
// per shop, so a stolen session or a runaway script cannot spray the customer list. Sized so a busy shop
// never meets them: an adviser sends a report by e-mail and text in a few seconds, 30 in ten minutes is 15
// customers; a shop of 60 inspections a day sends about 120 in all, so 200 in one hour is more than its day.
// Copying the link and the adviser's own e-mail program send nothing from here, and stay open as the way
// round a limit.
import type { Sql } from "@platform/db.ts";
import { type CountedHits, hitRateLimits, type RateLimit } from "@platform/rate_limit.ts";
import type { InspectionAccess } from "@modules/inspections/mod.ts";

export const REPORT_SENDS_PER_USER: RateLimit = { what: "reports sent", limit: 30, windowSeconds: 600 };
export const REPORT_SENDS_PER_SHOP: RateLimit = { what: "reports sent", limit: 200, windowSeconds: 3600 };

/**
 * Counts one send by the signed-in user in the shop, in both or neither (a user over their own limit does
 * not spend the shop's); throws RateLimitedError (429) when either is spent. Called before anything is
 * written, so a refused send leaves nothing behind; the caller refunds a repeat that sent nothing.
 */
export function countReportSend(sql: Sql, access: InspectionAccess): Promise<CountedHits> {
  return hitRateLimits(sql, [
    { rule: REPORT_SENDS_PER_USER, bucket: `report-sends:user:${access.viewer.userId}` },
    { rule: REPORT_SENDS_PER_SHOP, bucket: `report-sends:shop:${access.shop.id}` },
  ]);
}
