// The summary e-mail's calls (decision 034):
//   POST /ajax/report-summaries/{shopId}  {"period": "none" | "daily" | "weekly"}  -> 204
//     the signed-in owner or manager's own subscription (reports.view);
//   GET /report-summary/unsubscribe/{token}  -> a page saying it is done
//     the e-mail's one-click link: no sign-in, the secret is the permission; a second click says the same.
import { Hono } from "hono";
import type { AppEnv } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { InputError } from "@platform/errors.ts";
import { choiceOf } from "@platform/list_query.ts";
import { findShopById, NO_SUCH_SHOP, requireShopAccessById, staffWords } from "@modules/shops/mod.ts";
import { sayIn, STAFF_REPORTS_MESSAGES as M } from "@modules/text/ui.ts";
import { htmlPage } from "@platform/html_page.ts";
import { html } from "hono/html";
import { setSubscription, SUMMARY_PERIODS, unsubscribe } from "./summary_subscriptions.ts";

export const summaryCalls = new Hono<AppEnv>();

summaryCalls.post("/:shopId{[0-9]+}", async (c) => {
  const { sql } = c.get("services");
  const access = await requireShopAccessById(
    sql,
    c.get("viewer"),
    rowIdOf(c.req.param("shopId")),
    "reports.view",
    NO_SUCH_SHOP,
  );
  const body = await c.req.json().catch(() => null) as { period?: unknown } | null;
  if (!body || typeof body.period !== "string") {
    throw new InputError('Send {"period": "none", "daily" or "weekly"}.');
  }
  const period = choiceOf(body.period, "period", SUMMARY_PERIODS, "none");
  await setSubscription(sql, access.shop.id, access.viewer.userId, period);
  return c.body(null, 204);
});

export const summaryUnsubscribePage = new Hono<AppEnv>();

summaryUnsubscribePage.get("/report-summary/unsubscribe/:token{[A-Za-z0-9_-]{20,100}}", async (c) => {
  const { sql } = c.get("services");
  const shopId = await unsubscribe(sql, c.req.param("token"));
  const shop = shopId === null ? null : await findShopById(sql, shopId);
  c.header("Cache-Control", "no-store");
  // In the shop's staff language when it ended one now; a second click says the same in English, and
  // nothing about whose it was.
  const words = shop ? await staffWords({ sql, shop }, M) : null;
  const done = sayIn(words)(M.summaryStopped);
  return c.html(htmlPage({
    lang: words?.culture ?? "en-US",
    head: html`
      <meta name="color-scheme" content="light dark">
      <title>${done}</title>
      <style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:12vh auto;padding:0 1.25rem}</style>
    `,
    body: html`<h1>${done}</h1>`,
  }));
});
