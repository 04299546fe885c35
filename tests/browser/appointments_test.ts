// /appt-list in Chromium (decision 030): a manager imports a shop system's export and a calendar; the page
// reloads with the appointments and what the import said; "Check the details first" opens the add form
// prefilled from the appointment, "Start inspection" opens its checklist in one tap (issue 32) and the card
// then says "Open checklist"; a file that is no appointments export shows the server's reason (a 400); Delete all
// empties the list. Screenshots at 1280 and 390 wide, light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import { shopSystemCsv, weeklySeries } from "../support/appointment_files.ts";

const ZONE = "America/Los_Angeles";
let manager: Page;

const fixture = browserFixture({
  // The refused upload's 400 is logged by the browser as a failed load; the page shows it.
  expectedErrors: /status of 400 \(Bad Request\)/,
  async setup({ sql }) {
    await sql`update shops set time_zone = ${ZONE} where uri_name = 'demo'`;
    manager = (await watchedTab(fixture, { user: DEMO_STAFF.manager })).page;
  },
});

async function choose(page: Page, name: string, content: string): Promise<void> {
  await page.getByLabel("Import appointments").setInputFiles({
    name,
    mimeType: name.endsWith(".ics") ? "text/calendar" : "text/csv",
    buffer: Buffer.from(content),
  });
}

Deno.test({
  name: "appointments: a manager imports an export and a calendar, then starts an inspection from one",
  ...LONG_LIVED,
  fn: async () => {
    await manager.goto(`${fixture.app.url}/demo/appt-list`);
    await manager.waitForSelector("html[data-hydrated]");
    await manager.getByText("No appointments today or later.").waitFor();

    await Promise.all([manager.waitForEvent("load"), choose(manager, "tekmetric.csv", shopSystemCsv(ZONE))]);
    await manager.waitForSelector("html[data-hydrated]");
    const notice = manager.getByRole("status").filter({ hasText: "tekmetric.csv:" });
    await notice.getByText("3 appointments added, 0 already there. 1 could not be read.").waitFor();
    await notice.getByText("Columns not read: Service Advisor.").waitFor();
    await notice.getByText("Not imported (1)").click();
    await notice.getByText(/^Row 5: "13\/45\/2026" in Appointment Date is not a date/).waitFor();

    await Promise.all([manager.waitForEvent("load"), choose(manager, "bay1.ics", weeklySeries(ZONE).ics)]);
    await manager.waitForSelector("html[data-hydrated]");
    await manager.getByRole("status").filter({ hasText: "bay1.ics:" }).waitFor();
    const tomorrow = manager.getByRole("region", { name: /^Tomorrow, / });
    const cards = tomorrow.getByRole("listitem");
    assert.deepEqual(
      (await cards.locator(".appointment-time").allTextContents()).map((text) => text.replace(/\s/g, " ")),
      ["8:00 – 9:30 AM", "9:00 – 10:00 AM", "1:30 – 2:30 PM"],
      "tomorrow's appointments in time order, in the shop's zone",
    );
    await assertMainAccessible(manager, "the appointments list");
    await screenshots(manager, "appt-list");

    const maria = cards.filter({ hasText: "Maria Gonzalez" });
    await maria.getByText("2018 Toyota Camry · 8XYZ321").waitFor();
    await maria.getByText("Brakes squeal when stopping").waitFor();
    await maria.getByRole("link", { name: "Check the details first" }).click();
    await manager.waitForURL(/\/demo\/inspections\/add\?/);
    await manager.waitForSelector("html[data-hydrated]");
    const form = manager.locator("main");
    for (
      const [name, value] of [
        ["cust_fname", "Maria"],
        ["cust_lname", "Gonzalez"],
        ["cust_phone_mobile", "(415) 555-0101"],
        ["cust_email", "maria@example.com"],
        ["make", "Toyota"],
        ["model", "Camry"],
        ["year", "2018"],
        ["license", "8XYZ321"],
        ["vin", "4T1B11HK5JU000001"],
        ["inspectionNotes", "Brakes squeal when stopping"],
      ]
    ) {
      assert.equal(await form.locator(`[name="${name}"]`).first().inputValue(), value, name);
    }
  },
});

Deno.test({
  name: "appointments: one tap from an appointment to its open checklist, Maria's own record and car",
  ...LONG_LIVED,
  fn: async () => {
    await manager.goto(`${fixture.app.url}/demo/appt-list`);
    await manager.waitForSelector("html[data-hydrated]");
    const maria = manager.getByRole("listitem").filter({ hasText: "Maria Gonzalez" }).first();
    await Promise.all([
      manager.waitForURL(/\/demo\/inspections\/[^/]+\/checklist$/),
      maria.getByRole("button", { name: "Start inspection" }).click(),
    ]);
    const checklist = manager.url();
    const [{ customers }] = await fixture.sql<{ customers: number }[]>`
      select count(*)::int as customers from customers c join shops s on s.id = c.shop_id
      where s.uri_name = 'demo' and c.last_name = 'Gonzalez'`;
    assert.equal(customers, 1, "the demo's Maria Gonzalez (same mobile), not a second one");

    await manager.goto(`${fixture.app.url}/demo/appt-list`);
    await manager.waitForSelector("html[data-hydrated]");
    const started = manager.getByRole("listitem").filter({ hasText: "Maria Gonzalez" }).first();
    await started.getByRole("button", { name: "Open checklist" }).waitFor();
    await screenshots(manager, "appt-list-started", { part: started });
    await Promise.all([
      manager.waitForURL(checklist),
      started.getByRole("button", { name: "Open checklist" }).click(),
    ]);
  },
});

Deno.test({
  name:
    "appointments: a file that is no appointments export shows the server's reason; Delete all empties the list",
  ...LONG_LIVED,
  fn: async () => {
    await manager.goto(`${fixture.app.url}/demo/appt-list`);
    await manager.waitForSelector("html[data-hydrated]");
    await Promise.all([manager.waitForEvent("load"), choose(manager, "tekmetric.csv", shopSystemCsv(ZONE))]);
    await manager.waitForSelector("html[data-hydrated]");
    await choose(manager, "notes.csv", "Remember to order brake pads\nand call Maria\n");
    const alert = manager.getByRole("alert");
    await alert.getByText(
      "The file is neither an iCalendar file (.ics) nor a CSV export of appointments: its first row names no " +
        'date column (such as "Appointment Date", "Date" or "Start Date"). Its first row: Remember to order ' +
        "brake pads.",
    ).waitFor();
    await screenshots(manager, "appt-list-refused", {
      part: manager.locator(".page-heading"),
      fullPage: false,
    });

    await manager.getByRole("button", { name: "Delete all" }).click();
    const dialog = manager.getByRole("dialog", { name: "Delete the appointments" });
    await Promise.all([
      manager.waitForEvent("load"),
      dialog.getByRole("button", { name: "Delete appointments" }).click(),
    ]);
    await manager.getByText("No appointments today or later.").waitFor();
    const [{ count }] = await fixture.sql<
      { count: number }[]
    >`select count(*)::int as count from appointments`;
    assert.equal(count, 0);
  },
});
