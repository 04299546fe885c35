// The customers pages in Chromium, as a service manager uses them (decision 022): the list, a search by the
// last digits of a phone number, the customer's page, a save, and a save someone else got in first (the
// conflict is shown and nothing is overwritten), then the lookup page. Screenshots at 1280 and 390 wide,
// light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

let manager: Page;
let owner: Page;

const fixture = browserFixture({
  // The stale save's 409 is logged by the browser as a failed load; the page shows it.
  expectedErrors: /status of 409 \(Conflict\)/,
  async setup() {
    manager = (await watchedTab(fixture, { user: DEMO_STAFF.manager })).page;
    owner = (await watchedTab(fixture, { user: DEMO_STAFF.owner })).page;
  },
});

const stored = async () =>
  (await fixture.sql<{ companyName: string; contactPref: string; notes: string }[]>`
    select company_name as "companyName", contact_pref as "contactPref", notes from customers
    where last_name = 'Gonzalez'`)[0];

Deno.test({
  name: "customers pages: a manager finds Maria by her phone's last digits, edits her, and meets a conflict",
  ...LONG_LIVED,
  fn: async () => {
    const url = fixture.app.url;
    await manager.goto(`${url}/demo/inspections`);
    await manager.waitForSelector("html[data-hydrated]");
    await manager.getByRole("navigation", { name: "Shop sections" }).getByRole("link", { name: "Customers" })
      .click();
    await manager.getByRole("heading", { name: "Customers", level: 1 }).waitFor();
    await manager.waitForSelector("html[data-hydrated]");
    await assertMainAccessible(manager, "the customers list");
    await screenshots(manager, "customers-list");

    // The search box reads 0101 as the end of a phone number; Enter updates the list in place.
    await manager.getByRole("searchbox", { name: "Search" }).fill("0101");
    await manager.getByRole("searchbox", { name: "Search" }).press("Enter");
    await manager.waitForURL(/\/demo\/customers\?search=0101$/);
    await manager.getByText("1–1 of 1 customer").waitFor();
    const table = manager.getByRole("table", { name: "Customers" });
    assert.deepEqual(
      (await table.locator("tbody tr").first().locator("th, td").allTextContents()).slice(0, 5),
      ["Maria Gonzalez", "—", "(415) 555-0101", "maria.gonzalez@example.com", "1"],
    );
    await table.getByRole("link", { name: "Maria Gonzalez" }).click();

    await manager.getByRole("heading", { name: "Maria Gonzalez", level: 1 }).waitFor();
    await manager.waitForSelector("html[data-hydrated]");
    await manager.getByRole("heading", { name: "Vehicles" }).waitFor();
    await manager.getByRole("heading", { name: "Inspections", level: 2 }).waitFor();
    await manager.getByRole("heading", { name: "Messages sent" }).waitFor();
    await manager.getByRole("heading", { name: "Trail" }).waitFor();
    await manager.getByLabel("Company").fill("Gonzalez Catering");
    await manager.getByLabel("Contact preference").selectOption({ label: "E-mail" });
    await manager.getByLabel("Notes").fill("Prefers mornings.");
    await manager.getByRole("button", { name: "Save" }).click();
    await manager.getByRole("status").filter({ hasText: "Customer saved." }).waitFor();
    assert.deepEqual(await stored(), {
      companyName: "Gonzalez Catering",
      contactPref: "email",
      notes: "Prefers mornings.",
    });
    await manager.reload();
    await manager.getByRole("cell", { name: "Contact preference changed from Text message to E-mail" })
      .waitFor();
    await manager.waitForSelector("html[data-hydrated]");
    await assertMainAccessible(manager, "a customer's page");
    await screenshots(manager, "customer-page");

    // The owner saves Maria while the manager's page is open; the manager's save then writes nothing.
    await owner.goto(`${manager.url()}`);
    await owner.waitForSelector("html[data-hydrated]");
    await owner.getByLabel("Notes").fill("Call after 10.");
    await owner.getByRole("button", { name: "Save" }).click();
    await owner.getByRole("status").filter({ hasText: "Customer saved." }).waitFor();
    await manager.getByLabel("Notes").fill("Prefers mornings, texts only.");
    await manager.getByRole("button", { name: "Save" }).click();
    const conflict = manager.getByRole("alert").filter({ hasText: "Someone else changed this customer" });
    await conflict.waitFor();
    assert.deepEqual(
      await conflict.getByRole("row").filter({ hasText: "Notes" }).locator("td").allTextContents(),
      ["Call after 10.", "Prefers mornings, texts only."],
    );
    assert.equal((await stored()).notes, "Call after 10.", "the stale save wrote nothing");
    await screenshots(manager, "customer-page-conflict", { part: manager.locator(".customer-card") });
    await conflict.getByRole("button", { name: "Keep mine (then save)" }).click();
    await manager.getByRole("button", { name: "Save" }).click();
    await manager.getByRole("status").filter({ hasText: "Customer saved." }).waitFor();
    assert.equal((await stored()).notes, "Prefers mornings, texts only.");

    // The lookup page: matches with their vehicles, from an ordinary form.
    await manager.goto(`${url}/demo/customers`);
    await manager.getByRole("link", { name: "Look up" }).click();
    await manager.getByRole("heading", { name: "Look up a customer", level: 1 }).waitFor();
    await manager.getByLabel("Phone").fill("415 555 0101");
    await manager.getByRole("button", { name: "Look up" }).click();
    const matches = manager.getByRole("list", { name: "Matching customers" });
    await matches.getByRole("link", { name: "Maria Gonzalez" }).waitFor();
    assert.equal(await matches.locator(".customer-vehicles a").count(), 1);
    await manager.waitForSelector("html[data-hydrated]");
    await assertMainAccessible(manager, "the lookup page");
    await screenshots(manager, "customers-lookup");
  },
});
