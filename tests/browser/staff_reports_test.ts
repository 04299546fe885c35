// The staff reports in Chromium (issue 22, decision 034): a manager at the desk opens Reports from the
// navigation, reads the manager report (its chart, its numbers, the days counted), narrows the days with the
// filter form, moves to the other reports by their navigation and downloads the CSV file; every report page
// is looked at 1280 and 390 wide, light and dark, and checked with axe.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { reportNumbersFixture, WINDOW } from "../support/report_numbers_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { createShop, setParentShop } from "@modules/shops/mod.ts";

const ZONE = "America/Los_Angeles";

const fixture = browserFixture({
  // The mechanic's refusal is logged by the browser as a failed load.
  expectedErrors: /status of 403/,
  async setup({ sql }) {
    const [{ id: demoId }] = await sql<{ id: number }[]>`
      update shops set time_zone = ${ZONE} where uri_name = 'demo' returning id`;
    const ids = await sql<{ id: number; email: string }[]>`
      select id, email from users where email in ${
      sql([DEMO_STAFF.manager.email, DEMO_STAFF.mechanic.email, DEMO_STAFF.owner.email])
    }`;
    const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
    const people = { manager: idOf(DEMO_STAFF.manager.email), mechanic: idOf(DEMO_STAFF.mechanic.email) };
    await reportNumbersFixture(sql, demoId, people, ZONE);
    // A branch of the demo's group that the demo's owner owns too: the multishop reports count both.
    const branch = await createShop(sql, { uriName: uniqueName("north"), name: "North Branch" });
    await sql`update shops set time_zone = ${ZONE} where id = ${branch.id}`;
    await setParentShop(sql, branch.id, demoId);
    await sql`insert into shop_members (shop_id, user_id, is_administrator, is_manager, is_mechanic)
      values (${branch.id}, ${idOf(DEMO_STAFF.owner.email)}, true, false, false)`;
    await reportNumbersFixture(sql, branch.id, people, ZONE);
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `staff reports (browser): ${name}`, ...LONG_LIVED, fn });

test("a manager reads the manager report, narrows the days, and moves through the reports", async () => {
  const { context, page } = await watchedTab(fixture, { user: DEMO_STAFF.manager });
  try {
    await page.goto(`${fixture.app.url}/demo/inspections`);
    // A click while the page hydrates can be lost: click once scripts run.
    const hydrated = page.locator("html[data-hydrated]");
    await hydrated.waitFor({ state: "attached" });
    await page.locator("header nav").getByRole("link", { name: "Reports" }).click();
    await page.waitForURL(/\/demo\/manager-report$/);
    await page.getByRole("heading", { level: 1, name: "Manager report" }).waitFor();
    await hydrated.waitFor({ state: "attached" });
    await page.getByLabel("From", { exact: true }).fill("2025-03-01");
    await page.getByLabel("To", { exact: true }).fill("2025-03-31");
    await Promise.all([
      page.waitForURL(/from=2025-03-01/),
      page.getByRole("button", { name: "Show" }).click(),
    ]);
    await page.getByText("Mar 1, 2025 to Mar 31, 2025 (Pacific Time)").waitFor();
    const table = page.getByRole("region", { name: "Per adviser" });
    assert.match(await table.innerText(), /Marcus Manager[\s\S]*\$450\.00/);
    assert.equal(
      await page.locator("svg[role=img] title").first().textContent(),
      "Inspections, reports sent and approvals",
    );
    const csv = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    assert.equal(csv, "/demo/manager-report?from=2025-03-01&to=2025-03-31&groupByType=0&csv=1");
    await assertMainAccessible(page, "manager report");
    await screenshots(page, "manager-report");

    const reports = page.getByRole("navigation", { name: "Reports" });
    for (
      const [link, name, path] of [
        ["Mechanic report", "mechanic-report", `mechanic-report?${WINDOW}`],
        ["Customer results", "customer-results", `customer-results?${WINDOW}&showSold=1`],
        ["Hours", "hours-report", `hours-report?${WINDOW}`],
        ["Work order completion", "rocompletion-report", `rocompletion-report?${WINDOW}`],
        ["Recent images", "recent-images", `recent-images?${WINDOW}`],
      ] as const
    ) {
      await reports.getByRole("link", { name: link }).click();
      await page.waitForURL(new RegExp(`/demo/${name}$`));
      await page.goto(`${fixture.app.url}/demo/${path}`);
      await page.getByRole("heading", { level: 1, name: link }).waitFor();
      // Whichever report is open, the header's Reports entry is the current one.
      assert.equal(
        await page.locator("header nav").getByRole("link", { name: "Reports" }).getAttribute("aria-current"),
        "page",
      );
      await assertMainAccessible(page, link);
      await screenshots(page, name);
    }
    await page.goto(`${fixture.app.url}/demo/manager-report-old?${WINDOW}`);
    assert.equal(await page.locator("svg[role=img]").count(), 0, "the table variant has no chart");
    await screenshots(page, "manager-report-old");
  } finally {
    await context.close();
  }
});

test("an owner of two shops of a group reads the multishop reports", async () => {
  const { context, page } = await watchedTab(fixture, { user: DEMO_STAFF.owner });
  try {
    await page.goto(`${fixture.app.url}/demo/manager-report?${WINDOW}`);
    const reports = page.getByRole("navigation", { name: "Reports" });
    await reports.getByRole("link", { name: "Manager report, all shops" }).click();
    await page.waitForURL(/\/demo\/multishop-manager-report$/);
    for (
      const [name, title] of [
        ["multishop-manager-report", "Manager report, all shops"],
        ["multishop-manager-report-old", "Manager report, all shops (table)"],
        ["multishop-mechanic-report", "Mechanic report, all shops"],
      ] as const
    ) {
      await page.goto(`${fixture.app.url}/demo/${name}?${WINDOW}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      const table = await page.locator(".staff-report-table").first().innerText();
      assert.match(table, /Demo Auto Repair/);
      assert.match(table, /North Branch/);
      await assertMainAccessible(page, title);
      await screenshots(page, name);
    }
  } finally {
    await context.close();
  }
});

test("a mechanic is not offered Reports and is refused the page", async () => {
  const { context, page } = await watchedTab(fixture, { user: DEMO_STAFF.mechanic });
  try {
    await page.goto(`${fixture.app.url}/demo/inspections`);
    assert.equal(await page.locator("header nav").getByRole("link", { name: "Reports" }).count(), 0);
    const response = await page.goto(`${fixture.app.url}/demo/manager-report`);
    assert.equal(response?.status(), 403);
    await page.getByText("Only shop owners and managers can see the shop's reports.").waitFor();
  } finally {
    await context.close();
  }
});
