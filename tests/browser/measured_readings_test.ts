// Issue 32: a measured task's readings grade the row. On a phone (390 wide) a mechanic tests a battery with
// the general repair template's battery test (measured CCA graded as a percentage of the rated CCA, and the
// voltage): 12.6 CCA of 650 rated fails the row with "Battery failed the test" as the rated CCA is typed, in
// the same save. Passed by hand anyway, and with a voltage of 98 V, the manager's audit shows each value with
// its unit and the approve check lists the red reading and the impossible one, as it lists prices.
// Screenshots of the row and of the approve check at 390 and 1280 wide, light and dark.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { BUILT_IN_TEMPLATES, readCatalogDocument } from "../../modules/catalog/mod.ts";

let shop: InspectionShop;
let battery = 0;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `measured readings: ${name}`, ...LONG_LIVED, fn });

// The battery test exactly as the general repair template ships it.
const TEMPLATE_BATTERY = readCatalogDocument(BUILT_IN_TEMPLATES[0]).categories.flatMap((c) => c.tasks)
  .find((task) => task.name === "Battery test")!;

const fixture = browserFixture({
  async setup({ sql }) {
    shop = await inspectionShop(sql);
    const [general] = await sql<{ id: number }[]>`
      select id from categories where shop_id = ${shop.shop.id} and name = 'General'`;
    const values = TEMPLATE_BATTERY.values;
    const [task] = await sql<{ id: number }[]>`
      insert into tasks (shop_id, category_id, name, sort_order, task_type, conclusion_mode, media_mode,
                         notes_mode, value_mode, value_labels, value_input_types, value_units, value_grades,
                         value_percent_of)
      values (${shop.shop.id}, ${general.id}, 'Battery test', 0, 'pwf', 'wf-required', 'none', 'optional',
              'required', ${values.map((v) => v.label)}, ${values.map((v) => v.inputType)},
              ${values.map((v) => v.unit)}, ${sql.json(values.map((v) => v.ranges) as never)},
              ${values.map((v) => v.percentOf ?? 0)})
      returning id`;
    const [weak, failed] = await sql<{ id: number }[]>`
      insert into findings (shop_id, task_id, text, status, explanation, recommendation, sort_order)
      values (${shop.shop.id}, ${task.id}, 'Battery weak', 'audited', 'It may not start on a cold morning.',
              'We recommend a new battery before winter.', 1),
             (${shop.shop.id}, ${task.id}, 'Battery failed the test', 'audited', 'It can leave you stranded.',
              'We recommend replacing the battery.', 2)
      returning id`;
    await sql`update tasks set yellow_finding_id = ${weak.id}, red_finding_id = ${failed.id} where id = ${task.id}`;
    await sql`insert into inspection_type_tasks (shop_id, inspection_type_id, task_id)
              values (${shop.shop.id}, ${shop.typeId}, ${task.id})`;
    battery = task.id;
  },
});

const row = (page: Page) => page.locator(`article[data-task-id="${battery}"]`);

async function enter(page: Page, label: string, text: string) {
  const field = row(page).getByLabel(new RegExp(`^${label}`));
  await field.fill(text);
  await field.press("Enter");
}

test("12.6 CCA of 650 rated fails the battery; the audit and the approve check show it with units", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const mechanic = await watchedTab(fixture, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    user: { email: shop.mechanic.email, password: PASSWORD },
  });
  const page = mechanic.page;
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/${inspection.encId}/checklist`);
  await page.waitForSelector("html[data-hydrated]");

  const fail = row(page).getByRole("button", { name: "Fail", exact: true });
  await enter(page, "Measured CCA", "12.6");
  assert.equal(await fail.getAttribute("aria-pressed"), "false", "nothing to grade against yet");
  await enter(page, "Rated CCA", "650");
  await enter(page, "Voltage", "12.6");
  // The result follows the reading: Fail, with the task's red finding, and no button left to tap.
  await row(page).locator('button[aria-pressed="true"]', { hasText: "Fail" }).waitFor();
  assert.equal(await row(page).getByLabel("Finding (required)").inputValue(), String(await redFinding()));
  assert.equal(await row(page).getByRole("button", { name: /^Apply/ }).count(), 0);
  assert.equal(await row(page).getByText("Red", { exact: true }).count(), 1, "the CCA's grade in words");
  assert.equal(await row(page).getByText("CCA", { exact: true }).count(), 2, "each value says its unit");
  await page.locator(".save-banner").getByText("All changes saved").waitFor();
  const [saved] = await fixture.sql<{ result: string; findingText: string }[]>`
    select result, finding_text as "findingText" from inspection_items
    where inspection_id = ${inspection.id} and task_id = ${battery}`;
  assert.deepEqual({ ...saved }, { result: "fail", findingText: "Battery failed the test" });
  await screenshots(page, "measured-readings-battery-row", { part: row(page) });

  // A voltage no battery reads, then passed by hand anyway (the tap is the mechanic's): the approve check
  // will ask.
  await enter(page, "Voltage", "98");
  await row(page).getByRole("button", { name: "Pass", exact: true }).click();
  await page.locator(".save-banner").getByText("All changes saved").waitFor();
  const [passed] = await fixture.sql<{ result: string; value3: string }[]>`
    select result, value3 from inspection_items where inspection_id = ${inspection.id} and task_id = ${battery}`;
  assert.deepEqual({ ...passed }, { result: "pass", value3: "98" });
  await mechanic.context.close();

  await fixture.sql`update inspections set status = 'readyForAudit' where id = ${inspection.id}`;
  const manager = await watchedTab(fixture, {
    viewport: { width: 1280, height: 900 },
    user: { email: shop.manager.email, password: PASSWORD },
  });
  const audit = manager.page;
  await audit.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/${inspection.encId}/audit`);
  await audit.waitForSelector("html[data-hydrated]");
  const item = audit.locator("li.audit-item", { has: audit.getByRole("heading", { name: "Battery test" }) });
  assert.deepEqual(await item.locator(".audit-recorded dd").allInnerTexts(), ["12.6 CCA", "650 CCA", "98 V"]);
  await audit.getByRole("button", { name: "Approve" }).click();
  const check = audit.getByRole("dialog", { name: "Approve with these open?" });
  await check.waitFor();
  const reasons = (await check.locator(".approve-warnings li").allInnerTexts()).filter((text) =>
    text.startsWith("Battery test")
  );
  assert.deepEqual(reasons, [
    "Battery test: Measured CCA 12.6 CCA (1% of 650 CCA) is red, worse than the result; " +
    "Voltage 98 V is outside every range of this task: check the reading",
  ]);
  await screenshots(audit, "measured-readings-approve-check", { part: check });
  await manager.context.close();
});

async function redFinding(): Promise<number> {
  const [task] = await fixture.sql<
    { id: number }[]
  >`select red_finding_id as id from tasks where id = ${battery}`;
  return task.id;
}
