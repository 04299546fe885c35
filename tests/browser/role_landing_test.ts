// Where each role starts, in Chromium: a mechanic signs in to the bay quicklist on a phone, one tap from the
// car's checklist, with Bay first in the header wherever they are; a manager signs in to the inspections list.
// Sold (the customer approved the work) is the manager's: the mechanic's checklist does not offer it.
// Screenshots of the header's Bay entry at 1280 and 390 wide, light and dark.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { saveItems } from "../../modules/inspections/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import {
  accessOf,
  type InspectionShop,
  inspectionShop,
  newInspection,
  PASSWORD,
} from "../support/inspection_shop.ts";
import { waitFor } from "../support/wait_for.ts";

let shop: InspectionShop;
let inspection: { id: number; encId: string };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `role landing: ${name}`, ...LONG_LIVED, fn });

const fixture = browserFixture({
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    inspection = await newInspection(sql, app.services.keys, shop);
    // The pads failed, so their row shows the recommendation (price, labour, priority and, for some, Sold).
    await saveItems(sql, await accessOf(sql, app.services.keys, inspection.encId, shop.mechanic), [{
      taskId: shop.tasks.pads,
      itemVersion: 1,
      result: "fail",
      conclusionId: shop.findings.worn,
      notes: "2 mm left on the inner pad",
    }], "");
  },
});

const sections = (page: Page) => page.getByRole("navigation", { name: "Shop sections" });
const current = (page: Page, name: string) =>
  sections(page).getByRole("link", { name, exact: true }).getAttribute("aria-current");
const padsRow = (page: Page) => page.locator(`article[data-task-id="${shop.tasks.pads}"]`);

test("a mechanic signs in to the bay quicklist, Bay marked in the header; their checklist offers no Sold", async () => {
  const { context, page } = await watchedTab(fixture, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    user: { email: shop.mechanic.email, password: PASSWORD },
  });
  assert.equal(new URL(page.url()).pathname, `/${shop.shop.uriName}/open-new-inspection-quicklist`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("heading", { level: 1, name: "Open inspections" }).waitFor();
  assert.deepEqual(
    await sections(page).getByRole("link").allTextContents(),
    ["Bay", "Inspections", "Appointments", "Catalogue"],
    "Bay first; a mechanic has no Users, Pictures or Settings",
  );
  assert.equal(await current(page, "Bay"), "page");
  assert.equal(await current(page, "Inspections"), null);
  await screenshots(page, "nav-quicklist");

  await page.locator(".quicklist-items a").first().click();
  await page.waitForURL(`**/inspections/${inspection.encId}/checklist`);
  await page.waitForSelector("html[data-hydrated]");
  await padsRow(page).getByLabel("Price").waitFor();
  assert.equal(await padsRow(page).getByRole("checkbox", { name: /Sold/ }).count(), 0);
  assert.equal(await page.getByText("Sold (the customer approved this work)").count(), 0);
  assert.equal(await current(page, "Bay"), null, "the checklist is no section of the header");

  await sections(page).getByRole("link", { name: "Bay" }).click();
  await page.getByRole("heading", { level: 1, name: "Open inspections" }).waitFor();
  assert.equal(await current(page, "Bay"), "page");
  await context.close();
});

test("a manager signs in to the inspections list, Bay is one tap away; their checklist offers Sold", async () => {
  const { context, page } = await watchedTab(fixture, {
    user: { email: shop.manager.email, password: PASSWORD },
  });
  assert.equal(new URL(page.url()).pathname, `/${shop.shop.uriName}/inspections`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("heading", { level: 1, name: "Inspections" }).waitFor();
  assert.equal(await current(page, "Inspections"), "page");
  assert.equal(await current(page, "Bay"), null);
  await sections(page).getByRole("link", { name: "Bay" }).click();
  await page.getByRole("heading", { level: 1, name: "Open inspections" }).waitFor();
  assert.equal(await current(page, "Bay"), "page");
  assert.equal(await current(page, "Inspections"), null);
  // A manager's header has nine sections; on a phone the row scrolls sideways, Bay first in view.
  assert.deepEqual(
    await sections(page).getByRole("link").allTextContents(),
    [
      "Bay",
      "Inspections",
      "Appointments",
      "Customers",
      "Catalogue",
      "Users",
      "Reports",
      "Pictures",
      "Settings",
    ],
  );
  await screenshots(page, "nav-quicklist-manager", { part: page.locator(".page-header") });

  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/${inspection.encId}/checklist`);
  await page.waitForSelector("html[data-hydrated]");
  const sold = padsRow(page).getByRole("checkbox", { name: "Sold (the customer approved this work)" });
  await sold.check();
  await waitFor("the pads saved as sold", async () => {
    const [pads] = await fixture.sql<{ sold: boolean }[]>`select sold from inspection_items
      where inspection_id = ${inspection.id} and task_id = ${shop.tasks.pads}`;
    return pads.sold;
  });
  await context.close();
});
