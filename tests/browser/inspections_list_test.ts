// The inspections list, add form, quick-create and the bay's quicklist in Chromium: a manager adds an
// inspection from a work-order link's prefilled form at the desk and finds a customer as they type; a
// mechanic starts one on a phone with quick-create; the list's filters and headings work. Screenshots of
// every page at 1280 and 390 wide, light and dark, go to test-output/browser/; axe runs on each.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { signIn, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

let page: Page;

// The checklist page comes with its own piece of the issue: here its address is a 404; page=0 is a 400
// on purpose, and so is the refused add.
const fixture = browserFixture({
  expectedErrors: /status of 404|status of 400|status of 409/,
  async setup() {
    ({ page } = await watchedTab(fixture, { user: DEMO_STAFF.manager }));
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `inspections list pages: ${name}`, ...LONG_LIVED, fn });

test("a work-order link's prefilled form makes the inspection and opens its checklist", async () => {
  const prefill = new URLSearchParams({
    ro: "RO-BROWSER",
    cust_fname: "Ann",
    cust_lname: "Lee",
    cust_phone_mobile: "+14155550199",
    make: "Mazda",
    model: "CX-5",
    year: "2020",
    mileage: "31337",
    license: "BRW123",
    inspectionNotes: "Squeak from the front left",
  });
  await page.goto(`${fixture.app.url}/demo/inspections/add?${prefill}`);
  await page.waitForSelector("html[data-hydrated]");
  assert.equal(await page.getByLabel("RO number").inputValue(), "RO-BROWSER");
  assert.equal(await page.getByLabel("First name").inputValue(), "Ann");
  assert.equal(await page.getByLabel("Make").inputValue(), "Mazda");
  assert.equal(await page.getByLabel("Notes for the mechanic").inputValue(), "Squeak from the front left");
  assert.equal(await page.getByLabel("Manager").inputValue() !== "", true, "the manager is chosen");
  await page.getByLabel("Mechanic", { exact: true }).selectOption({ label: "Mia Mechanic" });
  await page.getByRole("button", { name: "Start inspection" }).click();
  await page.waitForURL(/\/demo\/inspections\/[\w-]+\/checklist$/);
  await page.goto(`${fixture.app.url}/demo/inspections?search=ro-browser`);
  await page.waitForSelector("html[data-hydrated]");
  const row = page.locator("table.inspections-table tbody tr");
  assert.equal(await row.count(), 1);
  assert.match(
    await row.innerText(),
    /2020 Mazda CX-5[\s\S]*Ann Lee[\s\S]*RO-BROWSER[\s\S]*New[\s\S]*Mia Mechanic/,
  );
});

test("a returning customer is found by the last four digits of their phone; their vehicle is offered", async () => {
  await page.goto(`${fixture.app.url}/demo/inspections/add`);
  await page.waitForSelector("html[data-hydrated]");
  // At the counter the customer says the end of their number: Maria Gonzalez's mobile ends in 0101.
  await page.getByLabel("Find a customer").fill("0101");
  const maria = page.getByRole("radio", { name: /Maria Gonzalez/ });
  await maria.waitFor();
  await maria.check();
  assert.equal(await page.getByLabel("First name").isVisible(), false, "no new customer to fill in");
  const rav4 = page.getByRole("radio", { name: /2019 Toyota RAV4/ });
  await rav4.check();
  assert.equal(await page.getByLabel("Make").isVisible(), false, "no new vehicle to fill in");
  // A refusal (a bad odometer) keeps the page and the choices, and says why.
  await page.getByLabel("Odometer", { exact: true }).fill("lots");
  await page.getByRole("button", { name: "Start inspection" }).click();
  await page.getByRole("alert").filter({ hasText: "The odometer reading must be a whole number" }).waitFor();
  assert.equal(await maria.isChecked(), true);
  await page.getByLabel("Odometer", { exact: true }).fill("61500");
  await page.getByRole("button", { name: "Start inspection" }).click();
  // Her RAV4 has the demo's open inspection: flagged before a second one (issue 32), which she confirms.
  const asked = page.getByRole("alert").filter({
    hasText: "2019 Toyota RAV4 already has an open inspection.",
  });
  await asked.getByRole("button", { name: "Start a second inspection" }).click();
  await page.waitForURL(/\/checklist$/);
  const [made] = await fixture.sql`
    select c.last_name, i.odometer from inspections i join customers c on c.id = i.customer_id
    order by i.id desc limit 1`;
  assert.deepEqual({ ...made }, { last_name: "Gonzalez", odometer: 61500 });
});

test("the list's filters and headings reorder and narrow it on the server", async () => {
  await page.goto(`${fixture.app.url}/demo/inspections`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Search").fill("civic");
  await page.getByLabel("Search").press("Enter");
  await page.waitForURL(/search=civic/);
  await page.getByText("1–1 of 1 inspection").waitFor();
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Search").press("Enter");
  await page.getByLabel("Status").selectOption("closed");
  await page.waitForURL(/status=closed/);
  await page.getByRole("rowheader", { name: /Chevrolet Malibu/ }).waitFor();
  await page.getByLabel("Status").selectOption("all");
  await page.waitForURL(/status=all/);
  await page.getByRole("link", { name: "RO", exact: true }).click();
  await page.waitForURL(/orderBy=ro/);
  await page.locator("th[aria-sort=ascending]").waitFor();
  const ros = async () =>
    (await page.locator("table.inspections-table tbody td:nth-child(3)").allTextContents()).filter((ro) =>
      ro.startsWith("RO-240")
    );
  const ascending = await ros();
  assert.deepEqual(ascending, [...ascending].sort());
  await page.getByRole("link", { name: "RO", exact: true }).click();
  await page.waitForURL(/asc=0/);
  assert.equal(await page.locator("th[aria-sort=descending]").innerText(), "RO ▼");
  assert.deepEqual(await ros(), [...ascending].reverse());
});

test("a mechanic on a phone starts an inspection with quick-create and finds it first on the quicklist", async () => {
  const { context: phone, page: tab } = await watchedTab(fixture, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    user: DEMO_STAFF.mechanic,
  });
  await tab.goto(`${fixture.app.url}/demo/open-new-inspection-quicklist`);
  await tab.waitForSelector("html[data-hydrated]");
  await tab.getByRole("link", { name: "New inspection" }).tap();
  await tab.waitForURL(/quick-create$/);
  await tab.waitForSelector("html[data-hydrated]");
  await tab.getByLabel("Customer name").fill("Pat Quickly");
  await tab.getByLabel("Mobile phone").fill("+14155550177");
  await tab.getByLabel("Year").fill("2012");
  await tab.getByLabel("Make").focus(); // the lookup widget's make select is filled on its first focus
  await tab.getByLabel("Make").selectOption("Toyota");
  await tab.getByLabel("Model").fill("Prius");
  await tab.getByRole("button", { name: "Start inspection" }).tap();
  await tab.waitForURL(/\/checklist$/);
  await tab.goto(`${fixture.app.url}/demo/open-new-inspection-quicklist`);
  const first = tab.locator(".quicklist-items li").first();
  assert.match(await first.innerText(), /2012 Toyota Prius[\s\S]*Pat Quickly[\s\S]*Yours/);
  assert.match((await first.locator("a").getAttribute("href"))!, /\/checklist$/);
  await phone.close();
});

test("screenshots at 1280 and 390 wide, light and dark, with no accessibility violations", async () => {
  const pages: Array<[string, string, string]> = [
    ["inspections-list", "/demo/inspections", "owner"],
    ["inspections-list-refused", "/demo/inspections?page=0", "owner"],
    ["inspections-add", "/demo/inspections/add?ro=RO-1&cust_fname=Ann&cust_lname=Lee&make=Mazda", "owner"],
    ["inspections-quick-create", "/demo/quick-create", "mechanic"],
    ["inspections-quicklist", "/demo/open-new-inspection-quicklist", "mechanic"],
  ];
  const logins = {
    owner: ["owner@demo.example", "demo-owner-2026"],
    mechanic: ["mechanic@demo.example", "demo-mechanic-2026"],
  } as const;
  for (const who of ["owner", "mechanic"] as const) {
    const shots = await fixture.browser.newContext({
      userAgent: USER_AGENT,
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
    });
    const tab = await shots.newPage();
    await signIn(tab, fixture.app.url, logins[who][0], logins[who][1]);
    for (const [name, path] of pages.filter((one) => one[2] === who)) {
      await tab.goto(`${fixture.app.url}${path}`);
      await tab.waitForSelector("html[data-hydrated]");
      await screenshots(tab, name, {
        async check(shown, view) {
          await assertMainAccessible(shown, `${name}, ${view.width}, ${view.colorScheme}`);
        },
      });
    }
    await shots.close();
  }
});
