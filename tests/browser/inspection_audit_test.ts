// The audit in Chromium, as a service adviser uses it (docs/inspections/audit.md): a manager reviews an
// inspection with results, sees the pads' photo on their row and opens it in the viewer (issue 22), filters
// to what needs attention, puts labour and sold on two items, sends it
// back with a note; the mechanic marks the checklist done again; the manager approves, opens the
// printable and prints it to PDF: one story, so one test whose stages are its steps. Screenshots of the
// audit page and the printable at 1280 and 390 wide, light and dark, go to test-output/browser/; axe runs
// on each.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { screenshotPath, signIn, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { mediaFixture } from "../support/media_fixtures.ts";
import { uploadThrough } from "../support/media_upload.ts";
import {
  type InspectionShop,
  inspectionShop,
  newInspection,
  PASSWORD,
  saveAuditResults,
} from "../support/inspection_shop.ts";

let context: BrowserContext;
let page: Page;
let shop: InspectionShop;
let encId: string;
let inspectionId: number;
const TASKS = ["Front brake pads", "Tire tread depth", "Wiper blades", "Next service due", "Horn works"];

const test = (name: string, fn: (t: Deno.TestContext) => Promise<void>) =>
  Deno.test({ name: `inspection audit page: ${name}`, ...LONG_LIVED, fn });

const auditUrl = () => `${fixture.app.url}/${shop.shop.uriName}/inspections/${encId}/audit`;
const item = (name: string) => page.locator("li.audit-item", { has: page.getByRole("heading", { name }) });

// The stale row's save is refused with a 409, which Chromium logs as a failed load.
const fixture = browserFixture({
  expectedErrors: /status of 409/,
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    encId = inspection.encId;
    inspectionId = inspection.id;
    await saveAuditResults(sql, keys, shop, encId, "Squeals when braking.", [
      { taskId: shop.tasks.horn, itemVersion: 1, result: "pass" },
    ]);
    // The mechanic's photo of the pads: the evidence the adviser prices from.
    const mechanic = new HttpClient(app.url);
    await mechanic.signIn(shop.mechanic.email, PASSWORD);
    const upload = await uploadThrough(
      mechanic,
      `/ajax/inspections/${encId}/items/${shop.tasks.pads}/assets/create`,
      await Deno.readFile(mediaFixture("oriented_gps.jpg")),
      "pads.jpg",
    );
    assert.equal(upload.finalStatus, 200, JSON.stringify(upload.final));
    await sql`update inspections set status = 'readyForAudit' where id = ${inspectionId}`;
    ({ context, page } = await watchedTab(fixture, {
      viewport: { width: 1280, height: 900 },
      user: { email: shop.manager.email, password: PASSWORD },
    }));
  },
});

test("the manager reviews, prices and sends back; the mechanic is done again; the manager approves and prints", async (t) => {
  await t.step({
    name: "the manager sees every item by category and can narrow to what needs attention",
    ...LONG_LIVED,
    fn: async () => {
      await page.goto(auditUrl());
      await page.waitForSelector("html[data-hydrated]");
      assert.deepEqual(await page.locator(".audit-category h2").allTextContents(), [
        "Brakes",
        "Tires",
        "General",
      ]);
      assert.deepEqual(await page.locator("li.audit-item h3").allTextContents(), TASKS);
      assert.match(
        await item("Front brake pads").textContent() ?? "",
        /Worn to 2 mm.*Squeals when braking\./,
      );
      assert.match(await item("Tire tread depth").textContent() ?? "", /Left front \(32nds\):?4/);
      // The evidence: the pads' photo on their row, and no pictures on a row without any.
      const photo = item("Front brake pads").getByRole("button", {
        name: "Open photo 1 of Front brake pads",
      });
      // The thumbnail loads (a busy machine may take a moment; a broken one never has a width).
      await photo.locator("img").evaluate((img: HTMLImageElement) =>
        img.complete
          ? undefined
          : new Promise((loaded) => img.addEventListener("load", loaded, { once: true }))
      );
      assert.ok(
        await photo.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth) > 0,
        "the thumbnail loads",
      );
      assert.equal(await item("Tire tread depth").locator(".audit-media").count(), 0);
      await photo.click();
      const viewer = page.locator("dialog.asset-viewer, [role=dialog].asset-viewer").first();
      await viewer.waitFor();
      await viewer.locator("img").first().waitFor();
      assert.equal(await viewer.getByRole("button", { name: "Delete" }).count(), 0, "the audit only looks");
      await page.keyboard.press("Escape");
      await viewer.waitFor({ state: "hidden" });
      await page.getByLabel(/Needs attention only/).check();
      await page.waitForURL(/attention=1/);
      assert.deepEqual(await page.locator("li.audit-item h3").allTextContents(), [
        "Front brake pads",
        "Tire tread depth",
      ]);
    },
  });
  await t.step({
    name: "labour and sold on two items are saved through the item save, and the totals follow",
    ...LONG_LIVED,
    fn: async () => {
      const pads = item("Front brake pads");
      await pads.getByLabel("Price").fill("189.50");
      await pads.getByLabel("Labor (hours)").fill("1.5");
      await pads.getByLabel("Sold").check();
      const tread = item("Tire tread depth");
      await tread.getByLabel("Price").fill("420");
      await tread.getByLabel("Labor (hours)").fill("2");
      assert.equal(await page.locator('[data-total="recommended"]').textContent(), "$609.50");
      assert.equal(await page.locator('[data-total="sold"]').textContent(), "$189.50");
      assert.ok(
        await page.getByRole("button", { name: "Approve" }).isDisabled(),
        "unsaved: no approving yet",
      );
      const saved = page.waitForResponse((response) =>
        response.url().endsWith(`/ajax/inspections/${encId}/items`)
      );
      await page.getByRole("button", { name: "Save changes (2)" }).click();
      assert.equal((await saved).status(), 200);
      await pads.getByText("Saved.").waitFor();
      const rows = await fixture.sql`
        select task_name, price::float8 as price, time::float8 as time, sold from inspection_items
        where inspection_id = ${inspectionId} and price is not null order by task_name`;
      assert.deepEqual(rows.map((row) => [row.task_name, row.price, row.time, row.sold]), [
        ["Front brake pads", 189.5, 1.5, true],
        ["Tire tread depth", 420, 2, false],
      ]);
    },
  });
  await t.step({
    name: "a stale row shows the other person's values and says so",
    ...LONG_LIVED,
    fn: async () => {
      // Someone else changes the wipers' price while the page is open.
      await fixture.sql`update inspection_items set price = 30, item_version = item_version + 1
                             where inspection_id = ${inspectionId} and task_id = ${shop.tasks.wipers}`;
      await page.getByLabel(/Needs attention only/).uncheck();
      const wipers = item("Wiper blades");
      await wipers.getByLabel("Price").fill("25");
      await page.getByRole("button", { name: "Save changes (1)" }).click();
      await wipers.getByText(/Someone else saved Wiper blades first/).waitFor();
      assert.equal(await wipers.getByLabel("Price").inputValue(), "30.00");
    },
  });
  await t.step({
    name: "the manager sends it back with a note; the mechanic marks the checklist done again",
    ...LONG_LIVED,
    fn: async () => {
      await page.getByRole("button", { name: "Send back…" }).click();
      const dialog = page.getByRole("dialog", { name: "Send back for more work" });
      await dialog.getByLabel("Note for the mechanic (optional)").fill("Measure the rear pads too.");
      await dialog.getByRole("button", { name: "Send back" }).click();
      await page.getByText("Done: the inspection is now in progress.").waitFor();
      await page.locator(".inspection-status", { hasText: "In progress" }).waitFor();
      const [event] = await fixture.sql`
        select summary from inspection_events where inspection_id = ${inspectionId} and kind = 'status'
        order by id desc limit 1`;
      assert.equal(
        event.summary,
        "Sent back for more work: Ready for audit → In progress (“Measure the rear pads too.”)",
      );

      const mechanic = new HttpClient(fixture.app.url);
      await mechanic.signIn(shop.mechanic.email, PASSWORD);
      const done = await mechanic.call(`/ajax/inspections/${encId}/status`, "POST", {
        action: "checklistDone",
      });
      assert.equal(done.status, 200);
      assert.equal((await done.json()).status, "readyForAudit");
    },
  });
  await t.step({
    name: "the manager approves, opens the printable and prints it to PDF",
    ...LONG_LIVED,
    fn: async () => {
      // Left open since: the horn was never checked, and the pads were priced above their usual range.
      await fixture.sql`update inspection_items set result = 'none', item_version = item_version + 1
        where inspection_id = ${inspectionId} and task_id = ${shop.tasks.horn}`;
      await fixture.sql`update inspection_items set price = 300, item_version = item_version + 1
        where inspection_id = ${inspectionId} and task_id = ${shop.tasks.pads}`;
      await page.reload();
      await page.waitForSelector("html[data-hydrated]");
      // What is still open is listed first (issue 22): the adviser goes back, or approves anyway.
      await page.getByRole("button", { name: "Approve" }).click();
      const check = page.getByRole("dialog", { name: "Approve with these open?" });
      await check.waitFor();
      assert.match(await check.innerText(), /2 tasks need a look before the report goes to the customer/);
      assert.deepEqual(await check.locator(".approve-warnings li").allInnerTexts(), [
        "Front brake pads: price $300.00 is above the usual $120.00–$260.00",
        "Horn works: not checked",
      ]);
      await screenshots(page, "inspection-audit-approve-check", { part: check });
      await check.getByRole("button", { name: "Go back" }).click();
      await check.waitFor({ state: "hidden" });
      assert.equal(
        (await fixture.sql<{ status: string }[]>`select status from inspections where id = ${inspectionId}`)[
          0
        ]
          .status,
        "readyForAudit",
        "going back approves nothing",
      );
      await page.getByRole("button", { name: "Approve" }).click();
      await check.getByRole("button", { name: "Approve anyway" }).click();
      await page.locator(".inspection-status", { hasText: "Audited" }).waitFor();

      const [printable] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: "Print" }).click(),
      ]);
      await printable.waitForLoadState();
      assert.match(printable.url(), /\/audit\/printable\/html$/);
      const text = await printable.locator("body").innerText();
      for (const task of TASKS) assert.ok(text.includes(task), task);
      assert.match(text, /Worn to 2 mm/);
      assert.match(text, /Customer signature/);
      assert.match(text, /Status:?\s*Audited/);
      await printable.emulateMedia({ media: "print" });
      assert.ok(
        await printable.getByRole("button", { name: "Print" }).isHidden(),
        "no Print button on paper",
      );
      const pdf = await printable.pdf({ format: "A4", printBackground: true });
      assert.ok(pdf.byteLength > 10_000, `a real PDF (${pdf.byteLength} bytes)`);
      assert.equal(new TextDecoder().decode(pdf.slice(0, 5)), "%PDF-");
      await Deno.writeFile((await screenshotPath("inspection-audit-printable")).replace(/png$/, "pdf"), pdf);
      await printable.close();

      const plain = await page.request.get(`${auditUrl()}/printable/text`);
      assert.equal(plain.headers()["content-type"], "text/plain; charset=utf-8");
      const body = await plain.text();
      for (const task of TASKS) assert.match(body, new RegExp(`^${task}`, "m"));
    },
  });
});

test("screenshots, 1280 and 390 wide, light and dark; no accessibility violations", async () => {
  // The shop charges labour and tax: each priced row shows its parts, labour, tax and total.
  await fixture.sql`update shops set labour_rate = 100, tax_rates = '[{"name": "Sales tax", "percent": 10}]'
    where id = ${shop.shop.id}`;
  const pages: Array<[string, string]> = [
    ["inspection-audit", auditUrl()],
    ["inspection-audit-printable", `${auditUrl()}/printable/html`],
  ];
  const shots = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
  });
  const tab = await shots.newPage();
  await signIn(tab, fixture.app.url, shop.manager.email, PASSWORD);
  for (const [name, url] of pages) {
    await tab.goto(url);
    if (name === "inspection-audit") await tab.waitForSelector("html[data-hydrated]");
    await screenshots(tab, name, {
      async check(shown, view) {
        await assertMainAccessible(shown, `${name}, ${view.width}, ${view.colorScheme}`);
      },
    });
  }
  await shots.close();
  // The mechanic's read-only view.
  const mechanic = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 390, height: 844 },
  });
  const readOnly = await mechanic.newPage();
  await signIn(readOnly, fixture.app.url, shop.mechanic.email, PASSWORD);
  await readOnly.goto(auditUrl());
  await readOnly.waitForSelector("html[data-hydrated]");
  assert.equal(await readOnly.getByLabel("Price").count(), 0, "read only");
  await readOnly.screenshot({
    path: await screenshotPath("inspection-audit-mechanic-phone-light"),
    fullPage: true,
  });
  await mechanic.close();
});

test("the page reports its visible time", async () => {
  // Leaving the page sends the seconds it was visible as a beacon (pagehide).
  await page.goto(auditUrl());
  await page.waitForSelector("html[data-hydrated]");
  await page.waitForTimeout(1500);
  const [before] = await fixture.sql`select audit_seconds from inspections where id = ${inspectionId}`;
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/gallery`);
  let after = before.audit_seconds;
  // The beacon is sent as the page goes: it may land a moment after the next page has loaded.
  for (let tries = 0; tries < 100 && after === before.audit_seconds; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    [{ audit_seconds: after }] = await fixture.app.services
      .sql`select audit_seconds from inspections where id = ${inspectionId}`;
  }
  assert.ok(after > before.audit_seconds, "the audit's seconds went up");
});
