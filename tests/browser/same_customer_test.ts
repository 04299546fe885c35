// Issue 32 in Chromium: quick-create made three "Dana Whitfield" with one mobile. On the phone (390 wide) the
// mechanic's quick-create offers the shop's customer with the mobile number being typed (one tap to use her),
// flags her car's open inspection before a second is opened (one tap to open it), and asks before a second
// customer with the same mobile (saved when confirmed); the add form offers the customer with the e-mail
// address being typed and chooses her in one tap. Screenshots at 390 and 1280 wide, light and dark, go to
// test-output/browser/.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

let mechanic: Page;
let manager: Page;

const fixture = browserFixture({
  // A question is a 409 to the form's fetch, which the browser logs as a failed load; the page asks it.
  expectedErrors: /status of 409 \(Conflict\)/,
  async setup() {
    mechanic =
      (await watchedTab(fixture, { user: DEMO_STAFF.mechanic, viewport: { width: 390, height: 844 } }))
        .page;
    manager = (await watchedTab(fixture, { user: DEMO_STAFF.manager })).page;
  },
});

async function openQuickCreate(page: Page) {
  await page.goto(`${fixture.app.url}/demo/quick-create`);
  await page.waitForSelector("html[data-hydrated]");
}

const whitfields = async () =>
  (await fixture.sql<{ n: number }[]>`
    select count(*)::int as n from customers c join shops s on s.id = c.shop_id
    where s.uri_name = 'demo' and c.last_name = 'Whitfield'`)[0].n;

Deno.test({
  name: "same customer: quick-create offers Dana, flags her car's open inspection, asks before a second Dana",
  ...LONG_LIVED,
  fn: async () => {
    const main = mechanic.locator("main");
    await openQuickCreate(mechanic);
    await main.getByLabel("Customer name").fill("Dana Whitfield");
    await main.getByLabel("Mobile phone").fill("(415) 555-0177");
    await main.locator('[name="license"]').fill("8DWH123");
    await Promise.all([
      mechanic.waitForURL(/\/demo\/inspections\/[^/]+\/checklist$/),
      main.getByRole("button", { name: "Start inspection" }).click(),
    ]);
    const firstChecklist = mechanic.url();
    assert.equal(await whitfields(), 1);

    // The next visit: her number typed another way is offered as Dana, one tap to use her.
    await openQuickCreate(mechanic);
    await main.getByLabel("Customer name").fill("Dana Whitfield");
    await main.getByLabel("Mobile phone").fill("415 555 0177");
    const offer = main.locator(".same-customer-offer").filter({
      hasText: "Already a customer: Dana Whitfield, with the same mobile number.",
    });
    await offer.waitFor();
    await screenshots(mechanic, "quick-create-same-customer");
    await offer.getByRole("button", { name: "Use Dana Whitfield" }).click();
    await main.getByLabel("Customer name").waitFor({ state: "detached" });
    await main.locator('[name="license"]').fill("8dwh 123");

    // Her car has an open inspection: flagged, one tap opens it.
    await main.getByRole("button", { name: "Start inspection" }).click();
    const question = main.getByRole("alert");
    await question.getByText("8DWH123 already has an open inspection. Open it, or start a second one?")
      .waitFor();
    await screenshots(mechanic, "quick-create-open-inspection");
    await Promise.all([
      mechanic.waitForURL(firstChecklist),
      question.getByRole("link", { name: "Open that inspection" }).click(),
    ]);
    assert.equal(await whitfields(), 1, "no second Dana Whitfield");

    // A second person with the same number (a family's phone): asked, then saved when confirmed.
    await openQuickCreate(mechanic);
    await main.getByLabel("Customer name").fill("Dana Whitfield");
    await main.getByLabel("Mobile phone").fill("4155550177");
    await main.getByRole("button", { name: "Start inspection" }).click();
    const asked = main.getByRole("alert");
    await asked.getByText(
      "Dana Whitfield already has the mobile number (415) 555-0177. Use Dana Whitfield, or save a second customer with it?",
    ).waitFor();
    await screenshots(mechanic, "quick-create-same-mobile");
    assert.equal(await whitfields(), 1, "nothing written before the answer");
    await Promise.all([
      mechanic.waitForURL(/\/demo\/inspections\/[^/]+\/checklist$/),
      asked.getByRole("button", { name: "Save a second customer with this number" }).click(),
    ]);
    assert.notEqual(mechanic.url(), firstChecklist);
    assert.equal(await whitfields(), 2);
  },
});

Deno.test({
  name: "same customer: the add form offers the customer with the e-mail address typed and chooses her",
  ...LONG_LIVED,
  fn: async () => {
    await manager.goto(`${fixture.app.url}/demo/inspections/add`);
    await manager.waitForSelector("html[data-hydrated]");
    const main = manager.locator("main");
    await main.locator('[name="cust_fname"]').fill("Maria");
    await main.locator('[name="cust_email"]').fill("Maria.Gonzalez@example.com");
    const offer = main.locator(".same-customer-offer").filter({
      hasText: "Already a customer: Maria Gonzalez, with the same e-mail address.",
    });
    await offer.waitFor();
    await screenshots(manager, "add-form-same-customer", { part: main.locator("fieldset").nth(1) });
    await offer.getByRole("button", { name: "Use Maria Gonzalez" }).click();
    const chosen = main.getByRole("radiogroup", { name: "Which customer" }).getByRole("radio", {
      checked: true,
    });
    assert.match(await chosen.locator("xpath=..").innerText(), /Maria Gonzalez/);
    await main.getByRole("radiogroup", { name: "Which vehicle" }).getByText("2019 Toyota RAV4").waitFor();
  },
});
