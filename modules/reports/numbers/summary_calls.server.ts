// The summary e-mail's calls (decision 034):
//   POST /ajax/report-summaries/{shopId}  {"period": "none" | "daily" | "weekly"}  -> 204
//     the signed-in owner or manager's own subscription (reports.view);
//   GET /report-summary/unsubscribe/{token}  -> a page asking, with one button; it changes nothing
//     the e-mail's link: a mail scanner that opens every link must not unsubscribe anyone;
//   POST /report-summary/unsubscribe/{token}  -> a page saying it is done
//     the button, and the mail program's one-click unsubscribe (RFC 8058: List-Unsubscribe-Post, any body):
//     no sign-in and no CSRF token, the secret is the permission; a second POST says the same.
import { type Context, Hono } from "hono";
import type { AppEnv } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { InputError } from "@platform/errors.ts";
import { choiceOf } from "@platform/list_query.ts";
import { findShopById, NO_SUCH_SHOP, requireShopAccessById, staffWords } from "@modules/shops/mod.ts";
import { type Say, sayIn, STAFF_REPORTS_MESSAGES as M } from "@modules/text/ui.ts";
import { type Html, htmlPage } from "@platform/html_page.ts";
import { html } from "hono/html";
import { setSubscription, SUMMARY_PERIODS, tokenShop, unsubscribe } from "./summary_subscriptions.ts";

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

const UNSUBSCRIBE = "/report-summary/unsubscribe/:token{[A-Za-z0-9_-]{20,100}}";

/**
 * A page in the shop's staff language when the token names a subscription; otherwise (a second click, an
 * unknown token) in English and about nobody, so the link tells nothing.
 */
async function unsubscribePage(c: Context<AppEnv>, shopId: number | null, body: (say: Say) => Html) {
  const { sql } = c.get("services");
  const shop = shopId === null ? null : await findShopById(sql, shopId);
  const words = shop ? await staffWords({ sql, shop }, M) : null;
  const say = sayIn(words);
  c.header("Cache-Control", "no-store");
  return c.html(htmlPage({
    lang: words?.culture ?? "en-US",
    head: html`
      <meta name="color-scheme" content="light dark">
      <meta name="robots" content="noindex">
      <title>${say(M.summaryEmail)}</title>
      <style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:12vh auto;padding:0 1.25rem}
      button{font:inherit;padding:.6rem 1.1rem;border-radius:.4rem}</style>
    `,
    body: body(say),
  }));
}

summaryUnsubscribePage.get(UNSUBSCRIBE, async (c) => {
  const shopId = await tokenShop(c.get("services").sql, c.req.param("token"));
  return await unsubscribePage(c, shopId, (say) =>
    html`
      <h1>${say(M.summaryStopQuestion)}</h1>
      <p>${say(M.summaryStopAgain)}</p>
      <form method="post"><button type="submit">${say(M.summaryStopButton)}</button></form>
    `);
});

summaryUnsubscribePage.post(UNSUBSCRIBE, async (c) => {
  const shopId = await unsubscribe(c.get("services").sql, c.req.param("token"));
  return await unsubscribePage(c, shopId, (say) => html`<h1>${say(M.summaryStopped)}</h1>`);
});
