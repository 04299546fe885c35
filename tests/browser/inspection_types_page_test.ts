// The inspection type pages in a real browser: the list is there before any script runs and works without
// scripts; after hydration it reorders by drag (kept after a reload), switches types on and off, moves the
// default; a type is built on /add by ticking tasks; the compare page follows its three switches; a type
// is published to a tenant shop, whose owner detaches and edits the copy. Screenshots of every page at
// 1280 and 390 wide, light and dark, go under test-output/browser/.
import assert from "node:assert/strict";
import type { Page, Route } from "playwright-core";
import { createShop, createUser, setParentShop } from "../../modules/shops/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { accessibilityViolations } from "../support/axe.ts";
import { signIn, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import { dragAbove } from "../support/drag.ts";

let page: Page;
const OWNER = { email: "owner@demo.example", password: "demo-owner-2026" };
const TENANT_OWNER = { email: "owner@north.example", password: "north-owner-2026" };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `inspection type pages: ${name}`, ...LONG_LIVED, fn });

const typeNames = () => page.locator("table.types-table tbody th[scope=row] a").allTextContents();
const row = (name: string) =>
  page.locator("table.types-table tbody", { has: page.getByRole("link", { name, exact: true }) });

async function open(path: string) {
  await page.goto(`${fixture.app.url}${path}`);
  await page.waitForSelector("html[data-hydrated]");
}

// The refusals the tests ask for (switching off the default) are logged by the browser as failed loads.
const fixture = browserFixture({
  expectedErrors: /status of 409 \(Conflict\)/,
  async setup({ sql }) {
    const [demo] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
    const north = await createShop(sql, { uriName: "north", name: "North Street Garage" });
    await setParentShop(sql, north.id, demo.id);
    await createUser(sql, {
      shopId: north.id,
      email: TENANT_OWNER.email,
      displayName: "Nora North",
      roles: { isAdministrator: true, isManager: false, isMechanic: false },
      password: TENANT_OWNER.password,
    });
    ({ page } = await watchedTab(fixture, { user: OWNER }));
  },
});

// No CSP refusal or other failure is logged by the app during a test.
let logRead = 0;
Deno.test.afterEach(() => {
  const entries = fixture.app?.logEntries().slice(logRead) ?? [];
  logRead += entries.length;
  assert.deepEqual(entries.filter((entry) => entry.level === "error"), []);
});

test("the server-rendered list shows before scripts run; after hydration the switch works in place", async () => {
  // Hold every script back until the server-rendered page has been checked.
  const held: Route[] = [];
  let holding = true;
  await page.route("**/assets/*.js", (route) => (holding ? held.push(route) : route.continue()));
  await page.goto(`${fixture.app.url}/demo/inspection-types`, { waitUntil: "commit" });
  await page.locator("h1", { hasText: "Inspection types" }).waitFor();
  await page.locator("table.types-table tbody").first().waitFor();
  assert.deepEqual(await typeNames(), [
    "Courtesy multi-point inspection",
    "Brake inspection",
    "Pre-purchase inspection",
    "Seasonal check",
  ]);
  assert.ok(await row("Courtesy multi-point inspection").getByText("Default").isVisible());
  assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null), null);
  assert.ok(
    await page.getByRole("button", { name: "Apply" }).isVisible(),
    "the no-script Apply button shows",
  );

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await page.unroute("**/assets/*.js");
  await page.waitForSelector("html[data-hydrated]");
  assert.ok(!(await page.getByRole("button", { name: "Apply" }).isVisible()), "Apply hides once scripts run");

  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByLabel("Show inactive types").check();
  await page.getByText("Pre-purchase inspection (2023 checklist)").waitFor();
  assert.match(page.url(), /[?&]showAll=1\b/);
  assert.equal(
    await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    true,
  );
  assert.ok(await row("Pre-purchase inspection (2023 checklist)").getByText("Inactive").isVisible());
  await page.getByLabel("Show inactive types").uncheck();
  await page.getByText("Pre-purchase inspection (2023 checklist)").waitFor({ state: "detached" });

  // The filter narrows the rows; a row's details list its categories.
  await page.getByLabel("Filter inspection types").fill("brake");
  // The list narrows on the next render, which a busy machine may not have drawn yet.
  const narrowed = ["Courtesy multi-point inspection", "Brake inspection", "Pre-purchase inspection"];
  await page.locator("table.types-table tbody th[scope=row] a").nth(narrowed.length).waitFor({
    state: "detached",
  });
  assert.deepEqual(await typeNames(), narrowed);
  await page.getByLabel("Filter inspection types").fill("");
  await page.getByRole("button", { name: "Details of Brake inspection" }).click();
  await row("Brake inspection").getByText(/^Brakes: \d+ tasks?$/).waitFor();
});

test("without JavaScript the switch works as an ordinary form", async () => {
  const plain = await fixture.browser.newContext({ javaScriptEnabled: false, userAgent: USER_AGENT });
  const tab = await plain.newPage();
  await signIn(tab, fixture.app.url, OWNER.email, OWNER.password);
  await tab.goto(`${fixture.app.url}/demo/inspection-types`);
  await tab.getByLabel("Show inactive types").check();
  await tab.getByRole("button", { name: "Apply" }).click();
  await tab.waitForURL(/showAll=1/);
  assert.ok(await tab.getByText("Pre-purchase inspection (2023 checklist)").isVisible());
  await plain.close();
});

test("a type dragged to the top stays there after a reload", async () => {
  await open("/demo/inspection-types");
  const saved = page.waitForResponse((response) => response.url().endsWith("/ajax/types/reorder"));
  await dragAbove(
    page,
    page.getByRole("button", { name: "Move Seasonal check" }),
    row("Courtesy multi-point inspection"),
  );
  assert.equal((await saved).status(), 204);
  assert.deepEqual(await typeNames(), [
    "Seasonal check",
    "Courtesy multi-point inspection",
    "Brake inspection",
    "Pre-purchase inspection",
  ]);
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  assert.deepEqual(await typeNames(), [
    "Seasonal check",
    "Courtesy multi-point inspection",
    "Brake inspection",
    "Pre-purchase inspection",
  ]);
});

test("a type is switched off and on; the default moves with Make default", async () => {
  await open("/demo/inspection-types");
  const toggle = page.getByLabel("Brake inspection is active");
  const saved = page.waitForResponse((response) => response.url().includes("/status"));
  await toggle.uncheck();
  assert.equal((await saved).status(), 200);
  await open("/demo/inspection-types");
  assert.ok(
    !(await typeNames()).includes("Brake inspection"),
    "an inactive type is listed only with showAll",
  );
  await open("/demo/inspection-types?showAll=1");
  const again = page.waitForResponse((response) => response.url().includes("/status"));
  await page.getByLabel("Brake inspection is active").check();
  assert.equal((await again).status(), 200);

  // The default cannot be switched off (the server refuses it too): its box is disabled until another
  // type is the default.
  assert.equal(await page.getByLabel("Courtesy multi-point inspection is active").isDisabled(), true);

  await row("Seasonal check").getByRole("button", { name: "Make default" }).click();
  await row("Seasonal check").getByText("Default", { exact: true }).waitFor();
  assert.equal(await row("Courtesy multi-point inspection").getByText("Default", { exact: true }).count(), 0);
  assert.equal(await page.getByLabel("Courtesy multi-point inspection is active").isEnabled(), true);
  await page.reload();
  await row("Seasonal check").getByText("Default", { exact: true }).waitFor();
  await row("Courtesy multi-point inspection").getByRole("button", { name: "Make default" }).click();
  await row("Courtesy multi-point inspection").getByText("Default", { exact: true }).waitFor();
});

test("a type is built on /add by ticking tasks", async () => {
  await open("/demo/inspection-types/add");
  await page.getByLabel("Name").fill("Brakes and tread");
  await page.getByLabel("Subject").selectOption("vehicle");
  await page.getByLabel("Customer").selectOption("optional");
  const all = page.getByLabel("All tasks of Brakes");
  await all.check();
  assert.equal(await page.getByLabel("Front brake pads").isChecked(), true);
  await page.getByLabel("Front brake pads").uncheck();
  assert.equal(await all.getAttribute("aria-checked"), "mixed");
  await page.getByLabel("Tire tread depth").check();
  await page.getByRole("button", { name: "Add inspection type" }).click();
  await page.getByText("The inspection type was added.").waitFor();
  assert.equal(await page.getByLabel("Name").inputValue(), "Brakes and tread");
  assert.equal(await page.getByLabel("Tire tread depth").isChecked(), true);
  assert.equal(await page.getByLabel("Front brake pads").isChecked(), false);
  assert.equal(await page.getByLabel("Rear brake pads or shoes").isChecked(), true);

  // A taken name comes back with the message and the ticks as they were.
  await open("/demo/inspection-types/add");
  await page.getByLabel("Name").fill("brake inspection");
  await page.getByLabel("Tire tread depth").check();
  await page.getByRole("button", { name: "Add inspection type" }).click();
  await page.getByText('This shop already has an inspection type named "brake inspection".').waitFor();
  assert.equal(await page.getByLabel("Tire tread depth").isChecked(), true);

  await open("/demo/inspection-types");
  await page.getByRole("link", { name: "Brakes and tread" }).waitFor();
  await row("Brakes and tread").getByRole("link", { name: "Preview" }).click();
  await page.getByRole("heading", { name: "Brakes and tread" }).waitFor();
  // The categories' names, without their task counts' badges.
  const categoryNames = await page.locator(".outline-category h2").evaluateAll((headings) =>
    headings.map((heading) => heading.firstChild?.textContent)
  );
  assert.deepEqual(categoryNames, ["Tires and wheels", "Brakes"]);
});

test("the compare page follows its three switches", async () => {
  await open("/demo/inspection-types/compare");
  const columns = () => page.locator(".compare-table thead th a").allTextContents();
  assert.ok(!(await columns()).includes("Pre-purchase inspection (2023 checklist)"));
  const rows = () => page.locator(".compare-table tbody tr:not(.compare-category)").count();
  const before = await rows();
  await page.getByLabel("Show inactive types").check();
  await page.waitForURL(/showInactiveTypes=1/);
  await page.locator(".compare-table thead th a", { hasText: "Pre-purchase inspection (2023 checklist)" })
    .waitFor();
  const { sql } = fixture;
  await sql`insert into tasks (shop_id, category_id, name)
            select shop_id, id, 'Wiper fluid (unused)' from categories
            where shop_id = (select id from shops where uri_name = 'demo') order by sort_order limit 1`;
  await sql`update tasks set is_active = false where name = 'Spare tire'
            and shop_id = (select id from shops where uri_name = 'demo')`;
  await page.getByLabel("Show unused tasks").check();
  await page.waitForURL(/showUnusedTasks=1/);
  await page.getByRole("rowheader", { name: "Wiper fluid (unused)" }).waitFor();
  assert.equal(await page.getByRole("rowheader", { name: /Spare tire/ }).count(), 0);
  await page.getByLabel("Show inactive tasks").check();
  await page.getByRole("rowheader", { name: /^Spare tire/ }).waitFor();
  // The unused task is added; the switched-off one is back.
  assert.equal(await rows(), before + 1);
  assert.match(page.url(), /showUnusedTasks=1/);
  assert.match(page.url(), /showInactiveTasks=1/);
});

test("a type is published to a tenant; its owner detaches the copy and edits it", async () => {
  await open("/demo/inspection-types");
  await page.getByRole("link", { name: "Brake inspection", exact: true }).click();
  await page.getByRole("heading", { name: "Tenant shops" }).waitFor();
  const tenant = page.locator(".tenant-shops tbody tr", { hasText: "North Street Garage" });
  assert.equal(await tenant.locator(".copy-state").textContent(), "Not published");
  await page.getByLabel("Select North Street Garage").check();
  await page.getByRole("button", { name: "Publish to selected shops" }).click();
  await page.getByText("Published to North Street Garage.").waitFor();
  await tenant.getByText("Attached, up to date").waitFor();

  const north = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  const tab = await north.newPage();
  await signIn(tab, fixture.app.url, TENANT_OWNER.email, TENANT_OWNER.password);
  await tab.goto(`${fixture.app.url}/north/inspection-types`);
  await tab.waitForSelector("html[data-hydrated]");
  await tab.getByText("From Demo Auto Repair").waitFor();
  await tab.getByRole("link", { name: "Brake inspection", exact: true }).click();
  await tab.getByText(/^Managed by .+\. Detach it to change it\.$/).waitFor();
  assert.equal(await tab.getByLabel("Name").isDisabled(), true, "read-only while attached");
  await tab.getByRole("button", { name: "Detach" }).click();
  await tab.getByRole("dialog").getByRole("button", { name: "Detach" }).click();
  await tab.getByText("Detached", { exact: true }).waitFor();
  await tab.getByLabel("Name").fill("North brake inspection");
  await tab.getByRole("button", { name: "Save changes" }).click();
  await tab.getByText("Changes saved.").waitFor();
  assert.equal(await tab.getByLabel("Name").inputValue(), "North brake inspection");
  await north.close();

  await page.reload();
  await tenant.getByText("Detached").waitFor();
});

test("a mechanic sees the types read-only", async () => {
  const mechanic = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  const tab = await mechanic.newPage();
  await signIn(tab, fixture.app.url, "mechanic@demo.example", "demo-mechanic-2026");
  await tab.goto(`${fixture.app.url}/demo/inspection-types`);
  await tab.waitForSelector("html[data-hydrated]");
  assert.equal(await tab.getByRole("button", { name: /^Move / }).count(), 0, "no reordering");
  assert.equal(await tab.getByRole("button", { name: "Make default" }).count(), 0);
  assert.equal(await tab.getByRole("link", { name: "Add an inspection type" }).count(), 0);
  assert.equal(await tab.getByLabel("Brake inspection is active").isDisabled(), true);
  await tab.getByRole("link", { name: "Brake inspection", exact: true }).click();
  await tab.getByLabel("Name").waitFor();
  assert.equal(await tab.getByLabel("Name").isDisabled(), true);
  assert.equal(await tab.getByRole("button", { name: "Save changes" }).count(), 0);
  await mechanic.close();
});

test("screenshots at 1280 and 390 wide, light and dark", async () => {
  const [{ id: typeId }] = await fixture.sql<{ id: number }[]>`
    select id from inspection_types where name = 'Brake inspection'
    and shop_id = (select id from shops where uri_name = 'demo')`;
  const pages = [
    ["inspection-types", "/demo/inspection-types?showAll=1"],
    ["inspection-type-add", "/demo/inspection-types/add"],
    ["inspection-type-edit", `/demo/inspection-types/${typeId}/edit`],
    ["inspection-type-preview", `/demo/inspection-types/${typeId}/preview`],
    ["inspection-types-compare", "/demo/inspection-types/compare?showInactiveTypes=1"],
  ];
  const shots = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  });
  const tab = await shots.newPage();
  await signIn(tab, fixture.app.url, OWNER.email, OWNER.password);
  for (const [name, path] of pages) {
    await tab.goto(`${fixture.app.url}${path}`);
    await tab.waitForSelector("html[data-hydrated]");
    await screenshots(tab, name, {
      async check(shown, view) {
        if (view.width === 1280 && view.colorScheme === "light") {
          assert.equal(await accessibilityViolations(shown, { only: "serious" }), "", `${name}: axe`);
        }
      },
    });
  }
  await shots.close();
});
