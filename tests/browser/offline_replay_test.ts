// Issue 32's outside review, in Chromium on a phone (390 x 844) with the service worker in charge:
// - the run that reverted results: a mechanic taps results online, the network drops at once, more results,
//   a failed row with its notes and price and two photos are recorded offline, another car is opened and
//   left, the tab is closed and opened again offline, then the network returns: every result saved online
//   stays, everything recorded offline arrives once, nothing reads "→ Not checked" in the trail; opened
//   offline, the checklist shows the results saved online (not untouched) and says it is the device's copy;
// - no row moves under a thumb: the status of what is not sent yet, the rows' save tags and the checklist's
//   banner never shift what is above a tapped row, online on a slow network or when the network drops, and a
//   press on "Mark the rest passed" right after typing a value opens its question;
// - pages kept in a session that ended without Sign out (the cookies cleared) are not shown to the next
//   person, and the changes a person left queued are neither shown to nor sent for another; they go once
//   their owner signs in again.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { PHONE, pick, reopen, row, tap } from "../support/bay_phone.ts";
import { signedInTab, signIn } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

type Inspection = { id: number; encId: string };

let shop: InspectionShop;

const fixture = browserFixture({
  // Pages fetched while the network is down are refused by the browser, and say so in the console.
  expectedErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|net::/,
  async setup({ sql }) {
    shop = await inspectionShop(sql, { extraTasks: 12 });
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `offline replay: ${name}`, ...LONG_LIVED, fn });

const checklistPath = (inspection: Inspection) =>
  `/${shop.shop.uriName}/inspections/${inspection.encId}/checklist`;
const bar = (page: Page) => page.locator(".outbox-status");

/** The mechanic's phone, signed in, with the service worker in charge (it keeps the day's checklists). */
async function phone(user = shop.mechanic) {
  const tab = await signedInTab(
    fixture.browser,
    fixture.app.url,
    { email: user.email, password: PASSWORD },
    `/${shop.shop.uriName}/inspections`,
    { viewport: PHONE, camera: false, errors: fixture.consoleErrors },
  );
  await tab.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  return tab;
}

async function stored(inspection: Inspection, taskIds: number[]) {
  return await fixture.sql<{ taskId: number; result: string; notes: string; price: number | null }[]>`
    select task_id as "taskId", result, notes, price::float8 as price from inspection_items
    where inspection_id = ${inspection.id} and task_id = any(${taskIds}) order by task_id`;
}

test("results saved online stay after an offline replay; the reopened copy shows them and says it is a copy", async () => {
  const car = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const other = await newInspection(fixture.sql, fixture.app.services.keys, shop, { roNumber: "RO-2002" });
  const { context, page } = await phone();
  const t = shop.extraTasks;
  await page.goto(`${fixture.app.url}${checklistPath(car)}`);
  await page.waitForSelector("html[data-hydrated]");

  // Results online; the network drops without waiting for them.
  for (const taskId of t.slice(0, 3)) await tap(page, taskId, "Pass");
  await context.setOffline(true);
  for (const taskId of t.slice(3, 7)) await tap(page, taskId, "Pass");
  await tap(page, t[7], "Fail");
  const notes = row(page, t[7]).getByLabel("Notes");
  await notes.fill("Leaking at the seam");
  await notes.blur();
  const price = row(page, t[7]).getByLabel("Price");
  await price.fill("89.50");
  await price.blur();
  await pick(page, t[7], "seam-1.jpg");
  await pick(page, t[7], "seam-2.jpg");
  await bar(page).getByText(/Offline: .* not sent yet/).waitFor();

  // Another car and back, then the tab is closed and the app opened again, still offline.
  await page.goto(`${fixture.app.url}${checklistPath(other)}`);
  await page.goto(`${fixture.app.url}${checklistPath(car)}`);
  await page.close();
  const again = await reopen(context, `${fixture.app.url}${checklistPath(car)}`, fixture.consoleErrors);
  await bar(again).getByText(/^Offline copy from .+: changes made elsewhere since are not shown/)
    .waitFor();
  for (const taskId of t.slice(0, 7)) {
    await row(again, taskId).getByRole("button", { name: "Pass", pressed: true }).waitFor();
  }
  await row(again, t[7]).getByRole("button", { name: "Fail", pressed: true }).waitFor();
  await screenshots(again, "offline-replay-kept-copy", { fullPage: false });

  await context.setOffline(false);
  await bar(again).getByText(/You are back online: reload for the latest/).waitFor();
  await again.locator(".save-banner").getByText("All changes saved").waitFor({ timeout: 60_000 });
  assert.deepEqual(
    (await stored(car, t.slice(0, 8))).map((item) => [item.result, item.notes, item.price]),
    [
      ...t.slice(0, 7).map(() => ["pass", "", null]),
      ["fail", "Leaking at the seam", 89.5],
    ],
  );
  const reverted = await fixture.sql`select summary from inspection_events
    where inspection_id = ${car.id} and summary like '%→ Not checked%'`;
  assert.deepEqual([...reverted], [], "no result was set back to Not checked");
  const photos = await fixture.sql`select file_name from assets
    where owner_id = ${car.id} and subclass = 'InspectionAsset' and status <> 'softDeleted' order by id`;
  assert.deepEqual(photos.map((photo) => photo.file_name), ["seam-1.jpg", "seam-2.jpg"]);
  await context.close();
});

/**
 * What moved on screen from now on, as Chromium measures it (the Layout Instability API): each element that
 * moved up or down, and whether it comes after the row tapped last (`data-tapped`), which may push it down
 * as it opens.
 */
async function watchShifts(page: Page): Promise<() => Promise<{ node: string; from: number; to: number }[]>> {
  await page.evaluate(() => {
    const moved: { node: string; from: number; to: number; below: boolean }[] = [];
    (globalThis as unknown as { moved: typeof moved }).moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const sources = (entry as unknown as {
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }).sources;
        const tapped = document.querySelector("[data-tapped]");
        for (const source of sources) {
          if (!(source.node instanceof Element) || source.previousRect.y === source.currentRect.y) continue;
          const below = tapped !== null && tapped !== source.node && !tapped.contains(source.node) &&
            (tapped.compareDocumentPosition(source.node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
          const node = `${source.node.tagName.toLowerCase()}.${source.node.className}#${source.node.id}`;
          moved.push({ node, from: source.previousRect.y, to: source.currentRect.y, below });
        }
      }
    }).observe({ type: "layout-shift" });
  });
  return async () => {
    const moved = await page.evaluate(() =>
      (globalThis as unknown as { moved: { node: string; from: number; to: number; below: boolean }[] }).moved
        .splice(0)
    );
    return moved.filter((shift) => !shift.below).map(({ node, from, to }) => ({ node, from, to }));
  };
}

/** Taps a result as a thumb does, marking the row for watchShifts. */
async function tapRow(page: Page, taskId: number, result: string) {
  await page.evaluate((id) => {
    for (const other of document.querySelectorAll("[data-tapped]")) other.removeAttribute("data-tapped");
    document.getElementById(id)!.setAttribute("data-tapped", "");
  }, `task-${taskId}`);
  await row(page, taskId).getByRole("button", { name: result, exact: true }).click();
}

test("no row moves under a thumb: a slow save, the network dropping, a tap right after typing", async () => {
  const car = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const { context, page } = await signedInTab(
    fixture.browser,
    fixture.app.url,
    { email: shop.mechanic.email, password: PASSWORD },
    checklistPath(car),
    { viewport: PHONE, errors: fixture.consoleErrors },
  );
  // A bay's Wi-Fi: every answer takes a while, so what shows while a save is out is seen.
  const network = await context.newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 600,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.evaluate(() => scrollTo(0, 0));
  const shifts = await watchShifts(page);
  // The wipers are tapped; while their save is out and after, nothing but the rows below them moves.
  await tapRow(page, shop.tasks.wipers, "Yes");
  await page.waitForTimeout(200);
  await page.locator(".save-banner").getByText("All changes saved").waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2000);
  assert.deepEqual(await shifts(), [], "a save, slow or done, moved nothing above or in the row tapped");

  // The network drops and a row is tapped offline: the offline status comes, nothing above moves.
  await context.setOffline(true);
  await page.waitForTimeout(500);
  await tapRow(page, shop.tasks.horn, "OK");
  await bar(page).getByText(/Offline: 1 change not sent yet/).waitFor();
  await page.waitForTimeout(500);
  assert.deepEqual(
    await shifts(),
    [],
    "going offline and a tap offline moved nothing above or in the row tapped",
  );
  await screenshots(page, "offline-replay-status-bar", { fullPage: false });

  // Back online, slow again: a value typed, then a press on Mark the rest passed (down, a tenth of a
  // second, up, where the button was when the thumb came down) opens its question the first time.
  await context.setOffline(false);
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 600,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.locator(".save-banner").getByText("All changes saved").waitFor({ timeout: 30_000 });
  const tread = row(page, shop.tasks.tread);
  await tread.getByRole("button", { name: /^More/ }).click();
  await tread.getByLabel(/^Left front/).fill("7");
  const mark = page.getByRole("button", { name: "Mark the rest passed" });
  await mark.scrollIntoViewIfNeeded();
  const box = (await mark.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(100);
  await page.mouse.up();
  await page.getByRole("dialog", { name: "Mark the rest passed?" }).waitFor({ timeout: 5_000 });
  await page.getByRole("button", { name: "Cancel" }).click();
  await context.close();
});

test("a session ended without Sign out: its kept pages are not shown to the next person, its queue waits", async () => {
  const car = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const { context, page } = await phone();
  await page.goto(`${fixture.app.url}${checklistPath(car)}`);
  await page.waitForSelector("html[data-hydrated]");
  await context.setOffline(true);
  await tap(page, shop.extraTasks[0], "Fail");
  await bar(page).getByText(/Offline: 1 change not sent yet/).waitFor();
  await page.close();

  // The cookies go (cleared, or the session expired): opened offline, the kept checklist is not shown.
  await context.clearCookies();
  const stranger = await context.newPage();
  await stranger.goto(`${fixture.app.url}${checklistPath(car)}`);
  await stranger.getByRole("heading", { name: "You are offline" }).waitFor();
  assert.equal(await stranger.getByText("Jane").count(), 0, "no customer's name");
  assert.equal(await stranger.getByText("7ABC123").count(), 0, "no plate");
  // And it stays so: the kept pages were dropped, not only hidden.
  await stranger.reload();
  await stranger.getByRole("heading", { name: "You are offline" }).waitFor();

  // Back online, someone else signs in on this phone: the queued change is neither shown nor sent.
  await context.setOffline(false);
  await signIn(stranger, fixture.app.url, shop.mechanic2.email, PASSWORD);
  await stranger.goto(`${fixture.app.url}${checklistPath(car)}`);
  await stranger.waitForSelector("html[data-hydrated]");
  await row(stranger, shop.extraTasks[0]).getByRole("button", { name: "Fail", pressed: false }).waitFor();
  await stranger.waitForTimeout(1000);
  assert.equal(await bar(stranger).getByText(/not sent yet/).count(), 0);
  assert.deepEqual((await stored(car, [shop.extraTasks[0]])).map((item) => item.result), ["none"]);

  // Its owner signs in again: it goes.
  await stranger.goto(`${fixture.app.url}/logout`);
  await Promise.all([
    stranger.waitForURL((address) => address.pathname === "/login"),
    stranger.getByRole("button", { name: "Sign out" }).click(),
  ]);
  await signIn(stranger, fixture.app.url, shop.mechanic.email, PASSWORD);
  await stranger.goto(`${fixture.app.url}${checklistPath(car)}`);
  await stranger.locator(".save-banner").getByText("All changes saved").waitFor({ timeout: 30_000 });
  assert.deepEqual((await stored(car, [shop.extraTasks[0]])).map((item) => item.result), ["fail"]);
  await context.close();
});
