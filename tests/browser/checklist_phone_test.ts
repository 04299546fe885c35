// The checklist on a phone (390 x 844) in Chromium, as issue 32's review found it: the page no wider than the
// screen, the tire grid's grade badges clear of the wheel labels, a tab strip that is cut off fading at the
// cut edge (and not when it fits), the RO number labelled once, the status "In progress" from the first
// result, and "Next car" once the checklist is done. Screenshots at 1280 and 390 wide, light and dark.
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

const PHONE = { width: 390, height: 844 };

let shop: InspectionShop;
let wheelsTask = 0;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `checklist on the phone: ${name}`, ...LONG_LIVED, fn });

const TREAD = [
  { grade: "green", min: 5, max: null },
  { grade: "yellow", min: 3, max: 4 },
  { grade: "red", min: null, max: 2 },
];

const fixture = browserFixture({
  async setup({ sql }) {
    shop = await inspectionShop(sql);
    const [tires] = await sql<{ id: number }[]>`
      select id from categories where shop_id = ${shop.shop.id} and name = 'Tires'`;
    const [wheels] = await sql<{ id: number }[]>`
      insert into tasks (shop_id, category_id, name, sort_order, task_type, conclusion_mode, media_mode,
                         notes_mode, value_mode, value_labels, value_input_types, value_units, value_grades)
      values (${shop.shop.id}, ${tires.id}, 'Tread at each wheel', 2, 'pwf', 'wf-optional', 'optional',
              'optional', 'optional', ${["LF", "RF", "LR", "RR"]}, ${[
      "number",
      "number",
      "number",
      "number",
    ]},
              ${["32nds", "32nds", "32nds", "32nds"]}, ${sql.json([TREAD, TREAD, TREAD, TREAD])})
      returning id`;
    await sql`insert into inspection_type_tasks (shop_id, inspection_type_id, task_id)
              values (${shop.shop.id}, ${shop.typeId}, ${wheels.id})`;
    wheelsTask = wheels.id;
  },
});

async function mechanicOnPhone() {
  return await watchedTab(fixture, {
    viewport: PHONE,
    deviceScaleFactor: 1,
    user: { email: shop.mechanic.email, password: PASSWORD },
  });
}

async function openChecklist(page: Page, encId: string) {
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/${encId}/checklist`);
  await page.waitForSelector("html[data-hydrated]");
}

const row = (page: Page, taskId: number) => page.locator(`article[data-task-id="${taskId}"]`);
const status = (page: Page) => page.locator(".inspection-heading .inspection-status");

/** The elements that reach past the screen's right edge, to say what widens the page. */
async function widerThanScreen(page: Page) {
  return await page.evaluate(() => {
    const width = innerWidth;
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: width,
      culprits: [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 8)
        .map((element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} right=${
            Math.round(element.getBoundingClientRect().right)
          }`
        ),
    };
  });
}

async function assertFitsScreen(page: Page, where: string) {
  const fit = await widerThanScreen(page);
  assert.ok(
    fit.scrollWidth <= fit.innerWidth,
    `${where}: the page is ${fit.scrollWidth} px wide on a ${fit.innerWidth} px screen: ${
      fit.culprits.join(", ")
    }`,
  );
}

/** The strip's fades at its two ends, in px (layout.css: --strip-fade-start, --strip-fade-end). */
async function fades(strip: Locator): Promise<[number, number]> {
  return await strip.evaluate((element) => {
    const style = getComputedStyle(element);
    return [
      parseFloat(style.getPropertyValue("--strip-fade-start")) || 0,
      parseFloat(style.getPropertyValue("--strip-fade-end")) || 0,
    ] as [number, number];
  });
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("no wider than the screen, grades clear of the wheel labels, a cut-off tab strip fades, the RO once", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop, {
    roNumber: "RO-24056",
  });
  const { context, page } = await mechanicOnPhone();
  await openChecklist(page, inspection.encId);
  await row(page, wheelsTask).waitFor();

  const facts = await page.locator(".inspection-heading-facts").innerText();
  assert.match(facts, /RO-24056/);
  assert.doesNotMatch(facts, /RO RO-24056/);

  await assertFitsScreen(page, "the checklist as it opens");

  // A red tread at the left front: its badge stays in its own half of the grid, clear of "RF".
  const wheels = row(page, wheelsTask);
  await wheels.getByRole("button", { name: "More: Tread at each wheel" }).click();
  const grid = wheels.getByRole("group", { name: "Tread at each wheel, in 32nds of an inch" });
  await grid.getByLabel("LF").fill("2");
  await grid.getByLabel("LF").press("Enter");
  await grid.getByLabel("RF").fill("2");
  await grid.getByLabel("RF").press("Enter");
  // A value is a recorded result too: the inspection is under way.
  await status(page).filter({ hasText: "In progress" }).waitFor();
  const badges = grid.locator(".value-grade");
  await badges.nth(1).waitFor();
  assert.deepEqual(await badges.allInnerTexts(), ["Red", "Red"]);
  const gridBox = (await grid.boundingBox())!;
  const rightLabel = (await grid.locator("label", { hasText: "RF" }).boundingBox())!;
  const rightInput = (await grid.getByLabel("RF").boundingBox())!;
  for (const [index, badge] of (await badges.all()).entries()) {
    const box = (await badge.boundingBox())!;
    assert.ok(!overlap(box, rightLabel), `badge ${index} overlaps the RF label`);
    if (index === 0) assert.ok(!overlap(box, rightInput), "the LF badge overlaps the RF field");
    assert.ok(box.x + box.width <= gridBox.x + gridBox.width + 0.5, `badge ${index} sticks out of the grid`);
  }
  await assertFitsScreen(page, "the checklist with a tire grid open and graded");

  // The inspection's tabs do not fit 390 px: the strip fades at the end that is cut off, then at the start.
  const tabs = page.locator(".inspection-heading .section-nav");
  assert.ok(await tabs.evaluate((element) => element.scrollWidth > element.clientWidth), "the tabs fit");
  const [startAtStart, endAtStart] = await fades(tabs);
  assert.equal(startAtStart, 0, "nothing is cut off before the first tab");
  assert.ok(endAtStart > 0, "no cue that the tabs go on");
  await tabs.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await page.waitForFunction(
    (element) => parseFloat(getComputedStyle(element!).getPropertyValue("--strip-fade-end")) === 0,
    await tabs.elementHandle(),
  );
  assert.ok((await fades(tabs))[0] > 0, "no cue that tabs are hidden before");
  await tabs.evaluate((element) => element.scrollTo({ left: 0 }));

  await page.locator(".inspection-heading").scrollIntoViewIfNeeded();
  await screenshots(page, "checklist-phone-fit", {
    fullPage: false,
    check: async (each, view) => {
      if (view.width === 1280) {
        // The tabs fit: no fade at either end.
        assert.deepEqual(await fades(each.locator(".inspection-heading .section-nav")), [0, 0]);
        await assertMainAccessible(each, `the checklist at ${view.width}, ${view.colorScheme}`);
      } else {
        await assertFitsScreen(each, `the checklist at 390, ${view.colorScheme}`);
      }
    },
  });
  await grid.scrollIntoViewIfNeeded();
  await screenshots(page, "checklist-phone-tire-grid", { part: wheels });
  await context.close();
});

test("the first result moves a new inspection to In progress; once done, Next car leads to the mechanic's next car", async () => {
  const { sql, keys } = fixture.app.services;
  const current = await newInspection(sql, keys, shop, { roNumber: "1001" });
  // The mechanic's car that has waited longest after this one, and a newer one: Next car is the older.
  const waiting = await newInspection(sql, keys, shop, {
    roNumber: "RO-1002",
    vehicle: { make: "Ford", model: "Transit", modelYear: 2021, plate: "8XYZ321" },
  });
  await sql`update inspections set created_at = created_at - interval '1 hour' where id = ${waiting.id}`;
  await newInspection(sql, keys, shop, { roNumber: "1003" });
  const { context, page } = await mechanicOnPhone();
  await openChecklist(page, current.encId);
  assert.equal(await status(page).innerText(), "New");

  await row(page, shop.tasks.pads).getByRole("button", { name: "Pass", exact: true }).click();
  // At the tap, not at the next load; and stored so.
  await status(page).filter({ hasText: "In progress" }).waitFor();
  await page.locator(".save-banner").getByText("All changes saved").waitFor();
  const [stored] = await sql<{ status: string }[]>`select status from inspections where id = ${current.id}`;
  assert.equal(stored.status, "inProgress");

  await page.getByRole("button", { name: "Checklist done" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Checklist done" }).click();
  const next = page.getByRole("link", { name: "Next car" });
  await next.waitFor();
  assert.match(await page.locator(".checklist-done").innerText(), /2021 Ford Transit · RO-1002/);
  await page.locator(".checklist-done").scrollIntoViewIfNeeded();
  await screenshots(page, "checklist-next-car", { part: page.locator(".checklist-done") });
  await next.click();
  await page.waitForURL(new RegExp(`/inspections/${waiting.encId}/checklist$`));
  await page.waitForSelector("html[data-hydrated]");

  // The last car of theirs done: Next car is the Bay.
  await sql`update inspections set status = 'readyForAudit' where shop_id = ${shop.shop.id} and id <> ${current.id}
              and status in ('created', 'inProgress') and mechanic_user_id = ${shop.mechanic.id}`;
  await openChecklist(page, current.encId);
  await page.getByText("None of yours is waiting: take one in the Bay.").waitFor();
  assert.equal(
    await page.getByRole("link", { name: "Next car" }).getAttribute("href"),
    `/${shop.shop.uriName}/open-new-inspection-quicklist`,
  );
  await context.close();
});
