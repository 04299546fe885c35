// The dedupe page in Chromium, as a service manager uses it (decision 023): Jane Driver was entered twice at
// the counter, each time with an inspection; the page lists her two records side by side with why, the
// manager keeps the older one and merges, and Jane is one customer with both inspections and both cars.
// Screenshots of the list at 1280 and 390 wide, light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

let shop: InspectionShop;
let maya: Page;
let janes: number[];
let inspections: number[];

const fixture = browserFixture({
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    const first = await newInspection(sql, app.services.keys, shop, { roNumber: "RO-501" });
    const second = await newInspection(sql, app.services.keys, shop, {
      roNumber: "RO-502",
      vehicle: { make: "Toyota", model: "Corolla", modelYear: 2011, plate: "5XYZ789" },
    });
    janes = [first.customerId!, second.customerId!];
    inspections = [first.id, second.id];
    const user = { email: shop.manager.email, password: PASSWORD };
    maya = (await watchedTab(fixture, { viewport: { width: 1280, height: 900 }, user })).page;
  },
});

Deno.test({
  name: "dedupe page: a manager merges Jane Driver's two records and Jane has both histories",
  ...LONG_LIVED,
  fn: async () => {
    await maya.goto(`${fixture.app.url}/${shop.shop.uriName}/customers/dedupe`);
    await maya.waitForSelector("html[data-hydrated]");
    await maya.getByRole("heading", { name: "Duplicate customers", level: 1 }).waitFor();
    const pair = maya.locator(".dedupe-pair");
    assert.equal(await pair.count(), 1);
    assert.deepEqual(
      await pair.getByRole("list", { name: "Why this pair is listed" }).locator("li").allTextContents(),
      [
        "Same e-mail address",
        "Same mobile number",
        "Same name",
      ],
    );
    const [older, newer] = janes;
    for (const id of janes) {
      const side = pair.getByRole("region", { name: `Jane Driver (#${id})` });
      assert.match(await side.textContent() ?? "", /Inspections1/);
      assert.match(await side.textContent() ?? "", /Vehicles1/);
      assert.match(await side.textContent() ?? "", /Mobile\(415\) 555-0142/);
      assert.match(
        await side.textContent() ?? "",
        /Added[A-Z][a-z]{2} \d{1,2}, \d{4}/,
        "a day as pages write it",
      );
    }
    assert.ok(
      await pair.getByRole("region", { name: `Jane Driver (#${older})` }).getByLabel("Keep this one")
        .isChecked(),
      "the older record keeps everything when both have as much history",
    );
    await assertMainAccessible(maya, "the dedupe page");
    await screenshots(maya, "customers-dedupe");

    // Choosing which record keeps everything changes what Merge says; the manager settles on the older one.
    await pair.getByRole("region", { name: `Jane Driver (#${newer})` }).getByLabel("Keep this one").check();
    await pair.getByRole("button", { name: `Merge into Jane Driver (#${newer})` }).waitFor();
    await pair.getByRole("region", { name: `Jane Driver (#${older})` }).getByLabel("Keep this one").check();
    await pair.getByRole("button", { name: `Merge into Jane Driver (#${older})` }).click();
    const dialog = maya.getByRole("dialog", { name: "Merge these customers?" });
    await dialog.getByText(`#${newer} is deleted`, { exact: false }).waitFor();
    await screenshots(maya, "customers-dedupe-confirm", { fullPage: false });
    await dialog.getByRole("button", { name: "Merge" }).click();

    await maya.getByRole("status").filter({
      hasText: `Merged Jane Driver (#${newer}) into Jane Driver (#${older}).`,
    })
      .waitFor();
    await maya.getByText("No likely duplicates: every customer looks like a different person.").waitFor();
    assert.equal(await maya.locator(".dedupe-pair").count(), 0);

    // One Jane, with both inspections and both cars, on her page; the trail says who merged what.
    await maya.goto(`${fixture.app.url}/${shop.shop.uriName}/customers/${older}/edit`);
    await maya.waitForSelector("html[data-hydrated]");
    for (const text of ["RO-501", "RO-502", "Honda Civic", "Toyota Corolla"]) {
      await maya.getByText(text, { exact: false }).first().waitFor();
    }
    await maya.getByText(
      `Jane Driver (#${newer}) merged into this customer: 1 vehicle and 1 inspection moved.`,
    )
      .waitFor();
    await screenshots(maya, "customers-dedupe-merged");
    const rows = await fixture.sql<{ id: number; customerId: number }[]>`
      select id, customer_id as "customerId" from inspections where id = any(${inspections}::int[]) order by id`;
    assert.deepEqual(rows.map((row) => row.customerId), [older, older]);
    const cars = await fixture.sql`select model from subjects where customer_id = ${older} order by id`;
    assert.deepEqual(cars.map((car) => car.model), ["Civic", "Corolla"]);
  },
});
