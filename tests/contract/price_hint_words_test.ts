// A task's price hint on the checklist and the audit speaks the shop's words (issue 21, decision 028): the
// checklist's "Usually from $40.00" is in Spanish for an es-MX shop, and an owner's wording of the hint
// ("from {amount}") reaches both pages on the next load: the checklist row says it, and the audit carries it
// for its approve check ("the price is above the usual …").
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import type { HttpClient } from "../support/http_client.ts";
import {
  type InspectionShop,
  inspectionShop,
  newInspection,
  saveAuditResults,
} from "../support/inspection_shop.ts";
import { inspectionShopSessions } from "../support/inspection_shop_sessions.ts";

let shop: InspectionShop;
let owner: HttpClient;
let encId: string;

const fixture = appFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    ({ encId } = await newInspection(sql, keys, shop));
    // The worn pads fail, so their row offers a price with the task's hint.
    await saveAuditResults(sql, keys, shop, encId, "Pads at 2 mm");
    await sql`update tasks set price_min = 40, price_max = null where id = ${shop.tasks.pads}`;
    ({ owner } = await inspectionShopSessions(app, shop, `/${shop.shop.uriName}/localizations`));
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `price hint's words: ${name}`, ...LONG_LIVED, fn });

/** A page's main part (as shown), and the whole page (whose data carries the page's words). */
async function page(which: "checklist" | "audit"): Promise<{ main: string; html: string }> {
  const path = `/${shop.shop.uriName}/inspections/${encId}/${which}`;
  const { status, html } = await owner.page(path);
  assert.equal(status, 200, path);
  return { main: /<main[^>]*>(.*?)<\/main>/s.exec(html)![0], html };
}

test("an es-MX shop's checklist gives the price hint in Spanish", async () => {
  assert.match((await page("checklist")).main, /Usually from \$40\.00/);
  await fixture.sql`update shops set staff_language = 'es-MX' where id = ${shop.shop.id}`;
  try {
    const { main } = await page("checklist");
    assert.match(main, /Normalmente desde [^<]*40\.00/);
    assert.doesNotMatch(main, /Usually|from \$40/);
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where id = ${shop.shop.id}`;
  }
});

test("an owner's wording of the price hint reaches the checklist and the audit on the next load", async () => {
  assert.doesNotMatch((await page("audit")).html, /starting at/);
  const saved = await owner.call(`/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`, "PUT", {
    key: "seedPages.priceFrom",
    message: "starting at {amount}",
  });
  assert.equal(saved.status, 200, await saved.text());
  try {
    assert.match((await page("checklist")).main, /Usually starting at \$40\.00/);
    assert.match((await page("audit")).html, /starting at /, "the audit's words carry the shop's wording");
  } finally {
    (await owner.call(`/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`, "POST", {
      key: "seedPages.priceFrom",
    })).body?.cancel();
  }
  assert.match((await page("checklist")).main, /Usually from \$40\.00/, "reset: the default");
});
