// The checklist in Chromium, as mechanics use it: one completes a 40-task checklist on a phone (a reload
// half-way keeps every result) and marks it done; taps made offline wait on the device and are saved when
// the connection comes back, even after the tab was closed; two mechanics on the same inspection lose
// nothing, and the second to change a row sees the first one's values with their own change one tap away.
// Screenshots of the checklist and its preview at 1280 and 390 wide, light and dark; axe on each.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { changeInspectionStatus, saveItems } from "../../modules/inspections/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { screenshotPath } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import {
  accessOf,
  type InspectionShop,
  inspectionShop,
  newInspection,
  PASSWORD,
} from "../support/inspection_shop.ts";

let shop: InspectionShop;
let first: { id: number; encId: string; subjectId: number | null; customerId: number | null };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `checklist: ${name}`, ...LONG_LIVED, fn });

async function mechanicTab(who: "mechanic" | "mechanic2", viewport = PHONE) {
  const user = { email: shop[who].email, password: PASSWORD };
  return await watchedTab(fixture, { viewport, deviceScaleFactor: 1, user });
}

async function openChecklist(page: Page, encId: string) {
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/${encId}/checklist`);
  await page.waitForSelector("html[data-hydrated]");
}

const row = (page: Page, taskId: number) => page.locator(`article[data-task-id="${taskId}"]`);
const banner = (page: Page) => page.locator(".save-banner");

async function results(inspectionId: number) {
  const rows = await fixture.sql<{ taskId: number; result: string }[]>`
    select task_id as "taskId", result from inspection_items where inspection_id = ${inspectionId}`;
  return new Map(rows.map((item) => [item.taskId, item.result]));
}

// Offline taps make the browser log failed fetches; those are the test's own doing.
const fixture = browserFixture({
  expectedErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 409/,
  async setup({ app, sql }) {
    shop = await inspectionShop(sql, { extraTasks: 35 });
    first = await newInspection(sql, app.services.keys, shop);
  },
});

/**
 * The first inspection as test (a) leaves it, for a test run without it: every task done (the pads failed,
 * worn to 2 mm), the checklist done.
 */
async function firstCompleted(): Promise<void> {
  if ((await results(first.id)).get(shop.tasks.pads) === "fail") return;
  const { sql, keys } = fixture.app.services;
  await saveItems(sql, await accessOf(sql, keys, first.encId, shop.mechanic), [
    {
      taskId: shop.tasks.pads,
      itemVersion: 1,
      result: "fail",
      conclusionId: shop.findings.worn,
      notes: "2 mm left on the inner pad",
    },
    { taskId: shop.tasks.tread, itemVersion: 1, result: "nota" },
    { taskId: shop.tasks.wipers, itemVersion: 1, result: "pass" },
    { taskId: shop.tasks.horn, itemVersion: 1, result: "pass" },
    { taskId: shop.tasks.inspectedOn, itemVersion: 1, value1: "2026-09-30" },
    ...shop.extraTasks.map((taskId) => ({ taskId, itemVersion: 1, result: "pass" as const })),
  ], "");
  await changeInspectionStatus(
    sql,
    await accessOf(sql, keys, first.encId, shop.mechanic),
    "checklistDone",
    "",
  );
}

test("(a) a mechanic on a phone completes 40 tasks; a reload half-way keeps every result", async () => {
  const { context, page } = await mechanicTab("mechanic");
  await openChecklist(page, first.encId);
  await page.getByText("All changes saved").waitFor();
  assert.match(await page.locator(".checklist-progress").innerText(), /of 40 done/);

  const half = shop.extraTasks.slice(0, 17);
  for (const taskId of half) await row(page, taskId).getByRole("button", { name: "Pass" }).click();
  await banner(page).getByText("All changes saved").waitFor();
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  for (const taskId of half) {
    assert.equal(
      await row(page, taskId).getByRole("button", { name: "Pass" }).getAttribute("aria-pressed"),
      "true",
    );
  }

  const pads = row(page, shop.tasks.pads);
  await pads.getByRole("button", { name: "Fail" }).click();
  assert.match(await pads.innerText(), /Choose a finding/);
  await pads.getByLabel("Finding (required)").selectOption({ label: "Worn to 2 mm" });
  await pads.getByLabel("Notes (required)").fill("2 mm left on the inner pad");
  await pads.getByLabel("Price").fill("189.50");
  await pads.getByLabel("Price").blur();
  await row(page, shop.tasks.tread).getByRole("button", { name: "N/A" }).click();
  await row(page, shop.tasks.wipers).getByRole("button", { name: "Yes" }).click();
  await row(page, shop.tasks.horn).getByRole("button", { name: "OK" }).click();
  const due = row(page, shop.tasks.inspectedOn).getByLabel("Date");
  await due.fill("2026-09-30");
  for (const taskId of shop.extraTasks.slice(17)) {
    await row(page, taskId).getByRole("button", { name: "Pass" }).click();
  }
  await banner(page).getByText("All changes saved").waitFor();
  assert.equal((await page.locator(".checklist-progress").innerText()).trim(), "40 of 40 done");
  await page.screenshot({ path: await screenshotPath("checklist-complete-phone-light"), fullPage: false });

  await page.getByRole("button", { name: "Checklist done" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Checklist done" }).click();
  await page.locator(".inspection-status").getByText("Ready for audit").waitFor();

  const stored = await results(first.id);
  assert.equal(stored.get(shop.tasks.pads), "fail");
  assert.equal(stored.get(shop.tasks.tread), "nota");
  assert.ok(shop.extraTasks.every((taskId) => stored.get(taskId) === "pass"));
  const [pads2] = await fixture.sql`
    select finding_text, notes, price::float8 as price from inspection_items
    where inspection_id = ${first.id} and task_id = ${shop.tasks.pads}`;
  assert.deepEqual(pads2, {
    finding_text: "Worn to 2 mm",
    notes: "2 mm left on the inner pad",
    price: 189.5,
  });
  await context.close();
});

test("(b) taps made offline wait on the device and are saved when the connection is back", async () => {
  await firstCompleted();
  const second = await newInspection(fixture.sql, fixture.app.services.keys, shop, {
    vehicle: { id: first.subjectId! },
    customer: { id: first.customerId! },
    odometer: 52_000,
  });
  const { context, page } = await mechanicTab("mechanic");
  await openChecklist(page, second.encId);
  // Last visit's unsold recommendation is offered.
  assert.match(await page.locator(".bring-forward").innerText(), /Front brake pads: Fail — Worn to 2 mm/);
  assert.match(await row(page, shop.tasks.wipers).innerText(), /Last time \(.*48,213 mi\): Yes/);

  await context.setOffline(true);
  for (const taskId of shop.extraTasks.slice(0, 3)) {
    await row(page, taskId).getByRole("button", { name: "Warn" }).click();
  }
  await banner(page).getByText("3 changes waiting to be saved").waitFor();
  assert.match(await row(page, shop.extraTasks[0]).innerText(), /Waiting to save/);
  await page.close();
  assert.equal((await results(second.id)).get(shop.extraTasks[0]), "none", "nothing reached the server");

  // The tab is gone; the device kept the changes. Back online, the checklist sends them on opening.
  await context.setOffline(false);
  const again = await context.newPage();
  await openChecklist(again, second.encId);
  await banner(again).getByText("All changes saved").waitFor();
  const stored = await results(second.id);
  assert.deepEqual(shop.extraTasks.slice(0, 3).map((taskId) => stored.get(taskId)), ["warn", "warn", "warn"]);

  // Offline again, then online on the same page: the "online" event sends at once.
  await context.setOffline(true);
  await row(again, shop.extraTasks[3]).getByRole("button", { name: "Fail" }).click();
  await banner(again).getByText("1 change waiting to be saved").waitFor();
  await context.setOffline(false);
  await banner(again).getByText("All changes saved").waitFor();
  assert.equal((await results(second.id)).get(shop.extraTasks[3]), "fail");

  await again.locator(".bring-forward li", { hasText: "Front brake pads" }).getByRole("button").click();
  await banner(again).getByText("All changes saved").waitFor();
  const [pads] = await fixture.sql`
    select result, finding_text from inspection_items where inspection_id = ${second.id} and task_id = ${shop.tasks.pads}`;
  assert.deepEqual(pads, { result: "fail", finding_text: "Worn to 2 mm" });
  await context.close();
});

test("(c) two mechanics: different rows both kept; the same row shows the other's value to re-apply", async () => {
  const third = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const carl = await mechanicTab("mechanic", DESKTOP);
  const dana = await mechanicTab("mechanic2", DESKTOP);
  await openChecklist(carl.page, third.encId);
  await openChecklist(dana.page, third.encId);

  await row(carl.page, shop.tasks.wipers).getByRole("button", { name: "Yes" }).click();
  await banner(carl.page).getByText("All changes saved").waitFor();
  await row(dana.page, shop.tasks.horn).getByRole("button", { name: "OK" }).click();
  await banner(dana.page).getByText("All changes saved").waitFor();

  await row(carl.page, shop.tasks.pads).getByRole("button", { name: "Warn" }).click();
  await banner(carl.page).getByText("All changes saved").waitFor();
  const danaPads = row(dana.page, shop.tasks.pads);
  await danaPads.getByRole("button", { name: "Fail" }).click();
  await danaPads.getByText("Carl Mechanic changed this: Warn").waitFor();
  assert.equal(await danaPads.getByRole("button", { name: "Warn" }).getAttribute("aria-pressed"), "true");
  await dana.page.screenshot({ path: await screenshotPath("checklist-conflict-desktop-light") });
  await danaPads.getByRole("button", { name: "Use my change (Fail)" }).click();
  await banner(dana.page).getByText("All changes saved").waitFor();
  await danaPads.getByText("Saved", { exact: true }).waitFor();

  const stored = await results(third.id);
  assert.equal(stored.get(shop.tasks.pads), "fail", "Dana's change, applied knowingly");
  assert.equal(stored.get(shop.tasks.wipers), "pass", "Carl's wipers kept");
  assert.equal(stored.get(shop.tasks.horn), "pass", "Dana's horn kept");
  // Dana's view took Carl's wipers from the answer to her own save.
  assert.equal(
    await row(dana.page, shop.tasks.wipers).getByRole("button", { name: "Yes" }).getAttribute("aria-pressed"),
    "true",
  );
  await carl.context.close();
  await dana.context.close();
});

test("screenshots of the checklist and its preview, 1280 and 390 wide, light and dark; axe", async () => {
  await firstCompleted();
  const fourth = await newInspection(fixture.sql, fixture.app.services.keys, shop, {
    vehicle: { id: first.subjectId! },
    customer: { id: first.customerId! },
  });
  const pages: Array<[string, string]> = [
    ["checklist", `/${shop.shop.uriName}/inspections/${fourth.encId}/checklist`],
    ["checklist-readonly", `/${shop.shop.uriName}/inspections/${first.encId}/checklist`],
    [
      "checklist-preview",
      `/${shop.shop.uriName}/inspection-types/${shop.typeId}/checklist-preview?expandAll=1&odo=1200`,
    ],
    [
      "checklist-preview-new",
      `/${shop.shop.uriName}/inspection-types/new/checklist-preview?name=Quick%20look&taskIds=${shop.tasks.pads},${shop.tasks.tread}`,
    ],
  ];
  await fixture.sql`update inspections set status = 'audited' where id = ${first.id}`;
  const { context, page } = await mechanicTab("mechanic", DESKTOP);
  for (const [name, path] of pages) {
    await page.goto(`${fixture.app.url}${path}`);
    await page.waitForSelector("html[data-hydrated]");
    if (name === "checklist") {
      // A failed row still to finish: its findings, notes and recommendation show.
      const fail = row(page, shop.tasks.pads).getByRole("button", { name: "Fail" });
      if (await fail.getAttribute("aria-pressed") !== "true") await fail.click();
      await banner(page).getByText("All changes saved").waitFor();
    }
    await screenshots(page, name, {
      fullPage: false,
      async check(shown, view) {
        if (view.width !== 1280) return;
        await assertMainAccessible(shown, `${name}, ${view.colorScheme}`);
      },
    });
  }
  await context.close();
});
