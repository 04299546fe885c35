// POST /ajax/misc/page-open?mode=...&event=...: one page-open tracking event (seed 001), stored with the
// signed-in user and the shop of the page when they may act there. Seed 001's payload carries no CSRF token
// (and sendBeacon cannot set headers), so the call is CSRF-exempt like the client error report
// (src/server.ts): the Origin / Sec-Fetch-Site check refuses another site's request, and the per-address
// rate limit bounds what a same-site page can send.
import { Hono } from "hono";
import { insertPageOpenEvent, type PageShopOf, senderOf } from "./telemetry_queries.server.ts";
import { type AppEnv, readJson } from "@platform/http.ts";
import { DO_NOT_TRACK, readPageOpenSend } from "@platform/page_open_event.ts";
import { limitAddress } from "@platform/client_info.ts";
import { hitRateLimit, type RateLimit } from "@platform/rate_limit.ts";

/**
 * Per client address. A page sends about eight events as it opens and closes and one a minute while open;
 * a shop's staff often share one address, so the limit leaves room for many open pages.
 */
export const PAGE_OPEN_RATE_LIMIT: RateLimit = { what: "page open events", limit: 600, windowSeconds: 600 };

export function pageOpenRouter(shopOf: PageShopOf): Hono<AppEnv> {
  return new Hono<AppEnv>().post("/", async (c) => {
    const { sql } = c.get("services");
    await hitRateLimit(sql, PAGE_OPEN_RATE_LIMIT, [`page-open:ip:${limitAddress(c.get("clientIp"))}`]);
    const send = readPageOpenSend(new URL(c.req.url).searchParams, await readJson(c));
    // The page said not to track it: nothing is kept, and the page is not told otherwise.
    if (send.event.pageLoadId === DO_NOT_TRACK) return c.body(null, 204);
    await insertPageOpenEvent(sql, send, await senderOf(c, shopOf, send.event.location));
    return c.body(null, 204);
  });
}
