// The inspection's details page in Chromium, as two mechanics use it at once: Carl saves the odometer; Dana,
// whose page is older, saves an odometer and notes. Dana sees Carl's reading beside her own, keeps his, and
// her notes are saved; nobody's edit is lost, and the event trail lists both: one story, so one test whose
// stages are its steps. Screenshots of the details and events pages (and the conflict) at 1280 and 390
// wide, light and dark; axe on each. A customer added on Details with Jane Driver's mobile number is asked
// about first (issue 32): Use Jane Driver, or save a second customer with the number.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { screenshotPath } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

let shop: InspectionShop;
let detailsPath: string;
let inspectionId: number;
let carl: Page;
let dana: Page;

const test = (name: string, fn: (t: Deno.TestContext) => Promise<void>) =>
  Deno.test({ name: `inspection header page: ${name}`, ...LONG_LIVED, fn });

async function signedInPage(email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const user = { email, password: PASSWORD };
  return (await watchedTab(fixture, { viewport, deviceScaleFactor: 1, user })).page;
}

async function open(page: Page, path: string) {
  await page.goto(`${fixture.app.url}${path}`);
  await page.waitForSelector("html[data-hydrated]");
}

const saveState = (page: Page) => page.locator(".header-save-state");

// The stale saves are answered 409, which Chromium logs as failed loads.
const fixture = browserFixture({
  expectedErrors: /status of 409/,
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, app.services.keys, shop);
    inspectionId = inspection.id;
    detailsPath = `/${shop.shop.uriName}/inspections/${inspection.encId}`;
    carl = await signedInPage(shop.mechanic.email);
    dana = await signedInPage(shop.mechanic2.email);
    await open(carl, detailsPath);
    await open(dana, detailsPath);
    assert.equal(await carl.getByLabel("Odometer", { exact: true }).inputValue(), "48213");
    assert.equal(await dana.getByLabel("Last name").inputValue(), "Driver");
  },
});

test("Carl saves the odometer; Dana's older page keeps his reading and saves her notes; the trail lists both", async (t) => {
  await t.step({
    name: "Carl saves the odometer",
    ...LONG_LIVED,
    fn: async () => {
      await carl.getByLabel("Odometer", { exact: true }).fill("48250");
      await carl.getByRole("button", { name: "Save details" }).click();
      await saveState(carl).filter({ hasText: "Saved" }).waitFor();
    },
  });
  await t.step({
    name:
      "Dana's older page saves odometer and notes: she sees Carl's reading, keeps it, and her notes are saved",
    ...LONG_LIVED,
    fn: async () => {
      await dana.getByLabel("Odometer", { exact: true }).fill("48300");
      await dana.getByLabel("Notes", { exact: true }).fill("Rattle at idle from the heat shield");
      await dana.getByRole("button", { name: "Save details" }).click();
      const note = dana.getByText("Changed by someone else: 48250");
      await note.waitFor();
      assert.match(await saveState(dana).innerText(), /Someone else changed this inspection meanwhile/);
      assert.equal(
        await dana.getByLabel("Odometer", { exact: true }).inputValue(),
        "48300",
        "her own value is still there",
      );
      const [before] = await fixture.sql`select odometer, notes from inspections where id = ${inspectionId}`;
      assert.deepEqual([before.odometer, before.notes], [48250, ""], "nothing of her stale post was written");

      await dana.screenshot({
        path: await screenshotPath("inspection-header-conflict-desktop-light"),
        fullPage: true,
      });
      await assertMainAccessible(dana, "the conflict, light");

      const saved = dana.waitForResponse((response) => response.url().endsWith("/header"));
      await dana.getByRole("button", { name: "Use theirs" }).click();
      assert.equal((await saved).status(), 200);
      await saveState(dana).filter({ hasText: "Saved" }).waitFor();
      assert.equal(await dana.getByLabel("Odometer", { exact: true }).inputValue(), "48250");
      const [after] = await fixture.sql`select odometer, notes from inspections where id = ${inspectionId}`;
      assert.deepEqual([after.odometer, after.notes], [48250, "Rattle at idle from the heat shield"]);

      await carl.reload();
      await carl.waitForSelector("html[data-hydrated]");
      assert.equal(
        await carl.getByLabel("Notes", { exact: true }).inputValue(),
        "Rattle at idle from the heat shield",
      );
      assert.equal(await carl.getByLabel("Odometer", { exact: true }).inputValue(), "48250");
    },
  });
  await t.step({
    name: "Keep mine sends the user's value again with the new version",
    ...LONG_LIVED,
    fn: async () => {
      await carl.getByLabel("RO number").fill("RO-2001");
      await dana.getByLabel("RO number").fill("RO-3001");
      await carl.getByRole("button", { name: "Save details" }).click();
      await saveState(carl).filter({ hasText: "Saved" }).waitFor();
      await dana.getByRole("button", { name: "Save details" }).click();
      await dana.getByText("Changed by someone else: RO-2001").waitFor();
      await dana.getByRole("button", { name: "Keep mine" }).click();
      await saveState(dana).filter({ hasText: "Saved" }).waitFor();
      const [row] = await fixture.sql`select ro_number from inspections where id = ${inspectionId}`;
      assert.equal(row.ro_number, "RO-3001");
    },
  });
  await t.step({
    name: "the event trail lists both mechanics' changes, newest first",
    ...LONG_LIVED,
    fn: async () => {
      await open(carl, `${detailsPath}/events`);
      const rows = carl.locator(".event-row");
      const texts = await rows.allInnerTexts();
      const find = (pattern: RegExp) => texts.findIndex((text) => pattern.test(text));
      const carlsOdometer = find(/Carl Mechanic[\s\S]*odometer 48,213 → 48,250 mi/);
      const danasNotes = find(/Dana Mechanic[\s\S]*notes changed/);
      const danasRo = find(/Dana Mechanic[\s\S]*RO RO-2001 → RO-3001/);
      assert.ok(carlsOdometer > 0 && danasNotes > 0 && danasRo >= 0, texts.join("\n---\n"));
      assert.ok(danasRo < danasNotes && danasNotes < carlsOdometer, "newest first");
      assert.match(texts[danasNotes], /From Details/);
      await carl.getByLabel("Show").selectOption("notes");
      await Promise.all([
        carl.waitForURL(/kind=notes/),
        carl.getByRole("button", { name: "Filter" }).click(),
      ]);
      await carl.waitForSelector("html[data-hydrated]");
      assert.equal(
        await carl.locator(".event-row").count(),
        0,
        "header notes are details changes, not notes calls",
      );
      await carl.getByLabel("Show").selectOption("header");
      await Promise.all([
        carl.waitForURL(/kind=header/),
        carl.getByRole("button", { name: "Filter" }).click(),
      ]);
      await carl.waitForSelector("html[data-hydrated]");
      assert.equal(await carl.locator(".event-row").count(), 4, "odometer, notes and two RO changes");
    },
  });
  await t.step({
    name: "a life action button moves the inspection on",
    ...LONG_LIVED,
    fn: async () => {
      await open(carl, detailsPath);
      await carl.getByRole("button", { name: "Checklist done" }).click();
      await carl.locator(".inspection-status", { hasText: "Ready for audit" }).waitFor();
      const [row] = await fixture.sql`select status from inspections where id = ${inspectionId}`;
      assert.equal(row.status, "readyForAudit");
    },
  });
});

test("screenshots of both pages, 1280 and 390 wide, light and dark; no accessibility violations", async () => {
  await fixture.app.services
    .sql`update inspections set sales_pitch = 'The front pads are at 2 mm: replace them today.'
                         where id = ${inspectionId}`;
  const tab = await signedInPage(shop.manager.email);
  for (
    const [name, path] of [["inspection-details", detailsPath], [
      "inspection-events",
      `${detailsPath}/events`,
    ]]
  ) {
    await open(tab, path);
    await screenshots(tab, name, {
      async check(shown, view) {
        await assertMainAccessible(shown, `${name}, ${view.width}, ${view.colorScheme}`);
        const width = await shown.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= view.width, `${name} fits ${view.width} wide (${width})`);
      },
    });
  }
  // The conflict on a phone, dark.
  const phone = await signedInPage(shop.mechanic2.email, { width: 390, height: 844 });
  await phone.emulateMedia({ colorScheme: "dark" });
  await open(phone, detailsPath);
  await fixture.app.services
    .sql`update inspections set odometer = 48999, version = version + 1 where id = ${inspectionId}`;
  await phone.getByLabel("Odometer", { exact: true }).fill("49000");
  await phone.getByRole("button", { name: "Save details" }).click();
  await phone.getByText("Changed by someone else: 48999").waitFor();
  await phone.getByText("Changed by someone else: 48999").scrollIntoViewIfNeeded();
  await phone.screenshot({ path: await screenshotPath("inspection-header-conflict-phone-dark") });
  await assertMainAccessible(phone, "the conflict, dark");
});

test("a customer added with Jane's mobile is asked about first: Use Jane Driver, or save a second one", async () => {
  const { sql, keys } = fixture.app.services;
  const [jane] = await sql<{ id: number }[]>`
    select id from customers where shop_id = ${shop.shop.id} and first_name = 'Jane' order by id limit 1`;
  const customers = async () =>
    (await sql`select count(*)::int as n from customers where shop_id = ${shop.shop.id}`)[0].n;
  const tab = await signedInPage(shop.manager.email);
  const janetTyped = async () => {
    const bare = await newInspection(sql, keys, shop, { customer: null, vehicle: null });
    await open(tab, `/${shop.shop.uriName}/inspections/${bare.encId}`);
    await tab.getByLabel("First name").fill("Janet");
    await tab.getByLabel("Last name").fill("Driver");
    await tab.getByLabel("Mobile").fill("415.555.0142");
    await tab.getByRole("button", { name: "Save details" }).click();
    await tab.locator(".form-question").getByText(
      "Jane Driver already has the mobile number (415) 555-0142. Use Jane Driver, or save a second customer " +
        "with it?",
    ).waitFor();
    return bare.id;
  };
  const customerOf = async (id: number) =>
    (await sql`select customer_id from inspections where id = ${id}`)[0].customer_id;

  const used = await janetTyped();
  const before = await customers();
  assert.equal(await customerOf(used), null, "nothing of the question is written");
  await screenshots(tab, "inspection-details-same-customer", {
    async check(shown, view) {
      await assertMainAccessible(shown, `the question, ${view.width}, ${view.colorScheme}`);
      const width = await shown.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= view.width, `the question fits ${view.width} wide (${width})`);
    },
  });
  await tab.getByRole("button", { name: "Use Jane Driver" }).click();
  await saveState(tab).filter({ hasText: "Saved" }).waitFor();
  assert.equal(await customerOf(used), jane.id);
  assert.equal(await customers(), before, "no second customer");
  assert.equal(await tab.getByLabel("First name").inputValue(), "Jane", "the form shows her as stored");
  assert.equal(await tab.getByLabel("E-mail").inputValue(), "jane@driver.example");

  const confirmed = await janetTyped();
  await tab.getByRole("button", { name: "Save a second customer with this number" }).click();
  await saveState(tab).filter({ hasText: "Saved" }).waitFor();
  assert.equal(await customers(), before + 1, "a second customer with the number (a family's phone)");
  const [janet] = await sql`
    select c.first_name from inspections i join customers c on c.id = i.customer_id where i.id = ${confirmed}`;
  assert.equal(janet.first_name, "Janet");
  assert.equal(await tab.locator(".form-question").count(), 0, "the question is answered");
});
