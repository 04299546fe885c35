// The help pages in Chromium (decision 029): the staff header's Help link opens the help of the screen on
// show (the inspections list, a checklist), its Back link returns there, and the link stays in reach on a
// phone. Screenshots of a help page and the index at 1280 and 390 wide, light and dark; axe runs on each.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

let page: Page;

const fixture = browserFixture({
  async setup() {
    ({ page } = await watchedTab(fixture, { user: DEMO_STAFF.mechanic }));
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `help pages: ${name}`, ...LONG_LIVED, fn });

async function openHelpFromHeader(): Promise<void> {
  await page.locator(".page-header").getByRole("link", { name: "Help", exact: true }).click();
  await page.waitForURL(/\/help\//);
}

test("the inspections list's Help opens its help, and Back returns to the list as it was", async () => {
  await page.goto(`${fixture.app.url}/demo/inspections?status=all`);
  await page.waitForSelector("html[data-hydrated]");
  await openHelpFromHeader();
  assert.equal(new URL(page.url()).pathname, "/help/inspections");
  await page.getByRole("heading", { level: 1, name: "The inspections list" }).waitFor();
  await page.getByRole("link", { name: "Back to the page you were on" }).first().click();
  await page.waitForURL((url) => url.pathname === "/demo/inspections" && url.search === "?status=all");
});

test("a checklist's Help opens the checklist's help, also on a phone", async () => {
  await page.goto(`${fixture.app.url}/demo/inspections`);
  await page.waitForSelector("html[data-hydrated]");
  const checklist = await page.locator('table a[href$="/checklist"]').first().getAttribute("href");
  assert.ok(checklist?.endsWith("/checklist"));
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto(`${fixture.app.url}${checklist}`);
    await page.waitForSelector("html[data-hydrated]");
    const help = page.locator(".page-header").getByRole("link", { name: "Help", exact: true });
    const box = await help.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, "the Help link is on the phone's screen");
    assert.ok(box.height >= 24, "big enough to tap");
    await openHelpFromHeader();
    assert.equal(new URL(page.url()).pathname, "/help/checklist");
    await page.getByRole("heading", { level: 1, name: "The checklist" }).waitFor();
    await page.getByRole("link", { name: "Back to the page you were on" }).first().click();
    await page.waitForURL((url) => url.pathname === checklist);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test("screenshots of a help page and the index, light and dark, 1280 and 390", async () => {
  await page.goto(`${fixture.app.url}/help/checklist?from=%2Fdemo%2Finspections`);
  await page.getByRole("heading", { level: 1, name: "The checklist" }).waitFor();
  await screenshots(page, "help-checklist", {
    check: (tab, view) => assertMainAccessible(tab, `${view.width}`),
  });
  await page.getByRole("link", { name: "All help pages" }).click();
  await page.getByRole("heading", { level: 1, name: "Help" }).waitFor();
  assert.ok(await page.getByRole("link", { name: "The shop's settings" }).isVisible());
  await screenshots(page, "help-index", { check: (tab, view) => assertMainAccessible(tab, `${view.width}`) });
  await page.goto(`${fixture.app.url}/demo/open-new-inspection-quicklist`);
  await page.waitForSelector("html[data-hydrated]");
  await screenshots(page, "help-header-link", { part: page.locator(".page-header") });
});
