// Issue 32, the customer report: an item under "Needs attention now" with the priority "Safety — needs
// attention now" said "Now" beside it, the same thing twice; and the shop's logo keeps its shape (a 5:2 sign
// board was drawn in a 56 px square). Screenshots of the report at 390 and 1280 wide, light and dark.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { PASSWORD } from "../support/inspection_shop.ts";
import { logoJpeg } from "../support/media_fixtures.ts";
import { uploadThrough } from "../support/media_upload.ts";
import { type ReportInspection, reportInspection } from "../support/report_inspection.ts";

let report: ReportInspection;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `customer report, headings and logo: ${name}`, ...LONG_LIVED, fn });

const fixture = browserFixture({
  async setup({ app }) {
    report = await reportInspection(app, { video: false });
    const { shop } = report;
    await app.services.sql`update priorities set name = 'Safety — needs attention now'
      where id = ${shop.priorities.safety}`;
    // A 400 x 160 sign board, as the settings page takes it, made the shop's logo.
    const owner = new HttpClient(app.url);
    await owner.signIn(shop.owner.email, PASSWORD);
    const base = `/ajax/shops/${shop.shop.id}`;
    const upload = await uploadThrough(owner, `${base}/assets/create`, await logoJpeg(), "sign-board.jpg");
    assert.equal(upload.finalStatus, 200, JSON.stringify(upload.final));
    const made = await owner.call(`${base}/assets/${upload.final.assets![0].assetId}`, "PATCH", {
      purpose: "logo",
    });
    assert.equal(made.status, 204);
  },
});

async function customerPage(width: number): Promise<Page> {
  const context = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  const page = await context.newPage();
  await page.goto(`${fixture.app.url}/${report.shop.shop.uriName}/r/${report.encId}`);
  return page;
}

const item = (page: Page, name: string) =>
  page.locator("article.item", { has: page.getByRole("heading", { name, exact: true }) });

test("an item's urgency is said once, and the logo keeps its 5:2 shape at 390 and 1280", async () => {
  for (const width of [390, 1280]) {
    const page = await customerPage(width);
    const logo = page.locator("img.logo");
    await logo.waitFor();
    const shape = await logo.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth / img.naturalHeight,
      shown: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
    }));
    assert.ok(Math.abs(shape.natural - 2.5) < 0.05, `the logo is 5:2 (${shape.natural})`);
    assert.ok(Math.abs(shape.shown - shape.natural) < 0.05, `shown ${shape.shown} wide per high at ${width}`);

    // Under "Needs attention now", the pads say their priority, not "Now" beside it.
    const pads = item(page, "Front brake pads");
    const meta = (await pads.locator(".meta").innerText()).replace(/\s+/g, " ");
    assert.equal(meta, "Safety — needs attention now Brakes");
    assert.equal(await pads.locator(".meta .result").count(), 0);
    // An item without a priority still says how soon.
    assert.equal(await item(page, "Tire tread depth").locator(".meta .result").innerText(), "Soon");
    if (width === 390) await screenshots(page, "report-heading-logo");
    await page.context().close();
  }
});
