// The vehicle page in Chromium, as a service manager uses it (issue 20 item 4): opened from Jane Driver's
// inspection's details, it shows the Accord's whole record, its inspection with the results counted and the
// work Jane did not buy; the manager adds the trim, saves, and gives the car to Bob Stone, found by name; the
// page then names Bob as the owner, keeps the inspection, and the trail says so. The VIN details page decodes
// the VIN. Screenshots at 1280 and 390 wide, light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import {
  type InspectionShop,
  inspectionShop,
  newInspection,
  PASSWORD,
  saveAuditResults,
} from "../support/inspection_shop.ts";

const VIN = "1HGCM82633A004352";

let shop: InspectionShop;
let maya: Page;
let jane: { encId: string; vehicleId: number; customerId: number };
let bobId: number;

const fixture = browserFixture({
  // The stale save the test asks for.
  expectedErrors: /status of 409 \(Conflict\)/,
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    const first = await newInspection(sql, app.services.keys, shop, {
      customer: { firstName: "Jane", lastName: "Driver", email: "jane@driver.example" },
      vehicle: {
        make: "Honda",
        model: "Accord",
        modelYear: 2003,
        vin: VIN,
        plate: "7ABC123",
        plateIssuer: "CA",
      },
    });
    await saveAuditResults(sql, app.services.keys, shop, first.encId, "Pads at 2 mm");
    await sql`update inspections set report_sent_at = now(), status = 'reportSent' where id = ${first.id}`;
    const bob = await newInspection(sql, app.services.keys, shop, {
      customer: { firstName: "Bob", lastName: "Stone", email: "bob@stone.example" },
      vehicle: { make: "Ford", model: "Transit", plate: "FLEET9" },
      roNumber: "RO-2002",
    });
    jane = { encId: first.encId, vehicleId: first.subjectId!, customerId: first.customerId! };
    bobId = bob.customerId!;
    const user = { email: shop.manager.email, password: PASSWORD };
    maya = (await watchedTab(fixture, { viewport: { width: 1280, height: 900 }, user })).page;
  },
});

Deno.test({
  name: "vehicle page: a manager sees the Accord's record and history, saves its trim and gives it to Bob",
  ...LONG_LIVED,
  fn: async () => {
    const base = `${fixture.app.url}/${shop.shop.uriName}`;
    // From the inspection's details, where the counter works.
    await maya.goto(`${base}/inspections/${jane.encId}`);
    await maya.waitForSelector("html[data-hydrated]");
    await maya.getByRole("link", { name: "The vehicle's page" }).click();
    await maya.waitForURL(`${base}/vehicles/${jane.vehicleId}?inspection=${jane.encId}`);
    await maya.waitForSelector("html[data-hydrated]");
    await maya.getByRole("heading", { name: "2003 Honda Accord", level: 1 }).waitFor();
    assert.equal(
      await maya.getByRole("link", { name: "← Back to the inspection" }).getAttribute("href"),
      `/${shop.shop.uriName}/inspections/${jane.encId}`,
    );
    assert.equal(await maya.getByRole("link", { name: "Jane Driver" }).count(), 1);
    assert.equal(await maya.getByLabel("VIN", { exact: true }).inputValue(), VIN);
    await maya.getByText("Valid VIN", { exact: true }).waitFor();
    for (const label of ["Trim", "Style", "Type", "Size", "Engine", "Transmission", "Colour description"]) {
      await maya.getByLabel(label, { exact: true }).waitFor();
    }
    // The inspection with its results, and what Jane did not buy: the failed pads and the tread to watch.
    const history = maya.getByRole("region", { name: "Inspection history" });
    assert.match(await history.textContent() ?? "", /48,213 miles1 pass 1 recommend 1 failSent/);
    const declined = maya.locator(".declined-work li");
    assert.equal(await declined.count(), 2);
    await assertMainAccessible(maya, "the vehicle page");
    await screenshots(maya, "vehicle-page");

    // The trim is added and saved against the version the page read.
    await maya.getByLabel("Trim", { exact: true }).fill("EX-L");
    await maya.getByRole("button", { name: "Save vehicle" }).click();
    await maya.getByRole("status").filter({ hasText: "Vehicle saved." }).waitFor();
    const [saved] = await fixture.sql<{ trim: string; version: number }[]>`
      select trim, version from subjects where id = ${jane.vehicleId}`;
    assert.deepEqual(saved, { trim: "EX-L", version: 2 });

    // Someone at the counter changes the engine meanwhile: the manager's next save is a conflict, shown with
    // both values; keeping her change keeps theirs too.
    await fixture
      .sql`update subjects set engine = '3.0L V6', version = version + 1 where id = ${jane.vehicleId}`;
    await maya.getByLabel("Size", { exact: true }).fill("Mid-size");
    await maya.getByRole("button", { name: "Save vehicle" }).click();
    const conflict = maya.getByRole("alert").filter({ hasText: "Someone else changed this vehicle" });
    await conflict.waitFor();
    assert.match(await conflict.textContent() ?? "", /Engine: theirs "3.0L V6", yours ""/);
    await screenshots(maya, "vehicle-page-conflict", { part: maya.locator(".vehicle-form") });
    await conflict.getByRole("button", { name: "Keep my changes" }).click();
    assert.equal(await maya.getByLabel("Engine", { exact: true }).inputValue(), "3.0L V6");
    await maya.getByRole("button", { name: "Save vehicle" }).click();
    await maya.getByRole("status").filter({ hasText: "Vehicle saved." }).waitFor();
    const [merged] = await fixture.sql<{ engine: string; size: string; version: number }[]>`
      select engine, size, version from subjects where id = ${jane.vehicleId}`;
    assert.deepEqual(merged, { engine: "3.0L V6", size: "Mid-size", version: 4 });

    // The car is sold to Bob: found by name, chosen, transferred.
    await maya.getByLabel("Find the new owner").fill("Stone");
    await maya.getByRole("button", { name: "Find", exact: true }).click();
    await maya.getByRole("radio", { name: /Bob Stone/ }).check();
    await maya.getByRole("button", { name: "Transfer to Bob Stone" }).click();
    await maya.getByRole("status").filter({ hasText: "The vehicle now belongs to Bob Stone." }).waitFor();
    await maya.getByRole("link", { name: "Bob Stone" }).waitFor();
    assert.equal(
      await maya.getByRole("link", { name: "Bob Stone" }).getAttribute("href"),
      `/${shop.shop.uriName}/customers/${bobId}/edit`,
    );
    await maya.getByText("2003 Honda Accord transferred from Jane Driver to Bob Stone").waitFor();
    // History kept: the inspection is still the car's.
    assert.equal(await maya.locator(".declined-work li").count(), 2);
    const [owner] = await fixture.sql<{ customerId: number }[]>`
      select customer_id as "customerId" from subjects where id = ${jane.vehicleId}`;
    assert.equal(owner.customerId, bobId);
    await screenshots(maya, "vehicle-page-transferred", { fullPage: false });

    // The VIN, decoded.
    await maya.getByRole("link", { name: "Decode the VIN" }).click();
    await maya.getByRole("heading", { name: "VIN details", level: 1 }).waitFor();
    await maya.getByText("Yes (check digit right)").waitFor();
    await maya.getByRole("link", { name: "2003 Honda Accord" }).waitFor();
    await assertMainAccessible(maya, "the VIN details page");
    await screenshots(maya, "vehicle-vin-details");
  },
});
