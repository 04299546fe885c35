// The bay without a network (issue 19), in Chromium on a phone (390 x 844), as a mechanic works it: the
// checklist is opened, the network goes, 20 results are tapped and 5 photos added (two picked, three from
// the camera), the tab goes to another page and back, is closed and opened again, then the network returns:
// on the server every save and every photo exists exactly once on its row, and a manager in another browser
// sees them. While offline every page says how much is waiting; afterwards "All changes saved".
// Also: leaving the checklist in the middle of an upload (the photo arrives anyway), and answers lost on the
// way back (the same entries sent twice change nothing twice).
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { PHONE, pick, reopen, row, tap } from "../support/bay_phone.ts";
import { signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

type Inspection = { id: number; encId: string };

let shop: InspectionShop;

const fixture = browserFixture({
  chromiumArgs: ["--use-fake-device-for-media-stream"],
  // Pages fetched while the network is down are refused by the browser, and say so in the console.
  expectedErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|net::/,
  async setup({ sql }) {
    shop = await inspectionShop(sql, { extraTasks: 20 });
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `offline bay: ${name}`, ...LONG_LIVED, fn });

const checklistPath = (inspection: Inspection) =>
  `/${shop.shop.uriName}/inspections/${inspection.encId}/checklist`;
const status = (page: Page) => page.locator(".outbox-status");

function mechanicTab(inspection: Inspection) {
  return signedInTab(
    fixture.browser,
    fixture.app.url,
    { email: shop.mechanic.email, password: PASSWORD },
    checklistPath(inspection),
    { viewport: PHONE, camera: true, errors: fixture.consoleErrors },
  );
}

async function takePhoto(page: Page, taskId: number) {
  await row(page, taskId).getByRole("button", { name: /^Take photo/ }).click();
  const dialog = page.getByRole("dialog", { name: "Take a photo" });
  const shutter = dialog.getByRole("button", { name: "Take photo" }).and(page.locator(":enabled"));
  await shutter.waitFor();
  await page.waitForFunction(() =>
    (document.querySelector("video.camera-live") as HTMLVideoElement)?.videoWidth > 0
  );
  await shutter.click();
  await dialog.getByRole("button", { name: "Use photo" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The stored items of the inspection's extra tasks with a result, and each one's save events. */
async function storedResults(inspection: Inspection) {
  return await fixture.sql<{ taskId: number; result: string; saves: number }[]>`
    select i.task_id as "taskId", i.result,
      (select count(*)::int from inspection_events e
        where e.inspection_id = i.inspection_id and e.details->>'taskId' = i.task_id::text) as saves
    from inspection_items i
    where i.inspection_id = ${inspection.id} and i.result <> 'none'
    order by i.task_id`;
}

async function storedPhotos(inspection: Inspection) {
  return await fixture.sql<{ taskIds: number[]; fileName: string }[]>`
    select a.task_ids as "taskIds", a.file_name as "fileName" from assets a
    where a.owner_id = ${inspection.id} and a.subclass = 'InspectionAsset' and a.status <> 'softDeleted'
    order by a.id`;
}

test("20 taps and 5 photos offline, through a page change and a closed tab, arrive exactly once", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const { context, page } = await mechanicTab(inspection);
  const path = checklistPath(inspection);
  // The service worker takes over once installed (with the app's scripts kept for offline); then the pages
  // visited online open offline later from its copy.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections`);
  await page.waitForSelector("html[data-hydrated]");
  await page.goto(`${fixture.app.url}${path}`);
  await page.waitForSelector("html[data-hydrated]");

  await context.setOffline(true);
  const tasks = shop.extraTasks;
  const results = ["Pass", "Warn", "Fail", "Pass"] as const;
  for (const [index, taskId] of tasks.entries()) await tap(page, taskId, results[index % 4]);
  await pick(page, tasks[1], "picked-1.jpg");
  await pick(page, tasks[2], "picked-2.jpg");
  for (const taskId of [tasks[2], tasks[5], tasks[6]]) await takePhoto(page, taskId);
  await status(page).getByText("Offline: 20 changes and 5 photos or videos not sent yet").waitFor();
  // Each queued photo shows on its row at once, from the device.
  assert.equal(await row(page, tasks[2]).locator(".row-photo-queued img").count(), 2);
  await screenshots(page, "offline-bay-unsent");

  // Another page and back, offline: the count follows the mechanic.
  await page.getByRole("link", { name: "Inspections", exact: true }).click();
  await page.getByRole("heading", { name: "Inspections", level: 1 }).waitFor();
  await status(page).getByText("20 changes and 5 photos or videos not sent yet").waitFor();
  await page.goBack();
  await page.waitForSelector("html[data-hydrated]");
  await row(page, tasks[3]).getByRole("button", { name: "Pass", pressed: true }).waitFor();

  // The tab is closed and the app opened again, still offline: nothing was lost.
  await page.close();
  const reopened = await reopen(context, `${fixture.app.url}${path}`, fixture.consoleErrors);
  await status(reopened).getByText("20 changes and 5 photos or videos not sent yet").waitFor();
  assert.equal((await storedResults(inspection)).length, 0, "nothing reached the server while offline");

  await context.setOffline(false);
  await reopened.locator(".save-banner").getByText("All changes saved").waitFor({ timeout: 60_000 });
  assert.equal(await status(reopened).getByText(/not sent yet/).count(), 0, "the page's count went to zero");

  const saved = [...await storedResults(inspection)];
  assert.deepEqual(
    saved.map((item) => [item.taskId, item.result]),
    tasks.map((taskId, index) => [taskId, results[index % 4].toLowerCase()]),
  );
  assert.ok(saved.every((item) => item.saves === 1), `each save once: ${JSON.stringify(saved)}`);
  const photos = await storedPhotos(inspection);
  assert.equal(photos.length, 5, JSON.stringify(photos));
  assert.deepEqual(
    photos.map((photo) => photo.taskIds),
    [[tasks[1]], [tasks[2]], [tasks[2]], [tasks[5]], [tasks[6]]],
    "each photo on its row, in the order taken",
  );

  // A manager in another browser sees them.
  const manager = await signedInTab(
    fixture.browser,
    fixture.app.url,
    { email: shop.manager.email, password: PASSWORD },
    path,
    { viewport: PHONE, errors: fixture.consoleErrors },
  );
  await row(manager.page, tasks[2]).getByRole("button", { name: "Fail", pressed: true }).waitFor();
  assert.equal(await row(manager.page, tasks[2]).locator(".row-photo-strip button").count(), 2);
  await manager.context.close();
  await context.close();
});

test("leaving the checklist in the middle of an upload: the photo arrives anyway", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const { context, page } = await mechanicTab(inspection);
  const taskId = shop.extraTasks[0];
  await tap(page, taskId, "Fail");
  // A slow uplink, so the mechanic leaves while the photo is on its way.
  const network = await context.newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 8_000,
  });
  await pick(page, taskId, "leaving.jpg");
  await row(page, taskId).locator(".row-photo-queued").getByText(/^Sending \d+%$/).waitFor();
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections`);
  await page.waitForSelector("html[data-hydrated]");
  await status(page).getByText("All changes saved").waitFor({ timeout: 60_000 });
  const photos = await storedPhotos(inspection);
  assert.deepEqual(photos.map((photo) => [photo.fileName, photo.taskIds]), [["leaving.jpg", [taskId]]]);
  await context.close();
});

test("answers lost on the way back: the same entries sent twice are applied once", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const { context, page } = await mechanicTab(inspection);
  // The server gets each first request and does its work; the answer never reaches the phone.
  const lost: Record<string, number> = {};
  const lose = async (pattern: string, method: string, times: number) => {
    let left = times;
    lost[pattern] = 0;
    await page.route(pattern, async (route) => {
      if (left === 0 || route.request().method() !== method) return await route.continue();
      left--;
      lost[pattern]++;
      const answer = await route.fetch();
      assert.ok(answer.status() < 500, `the server took the request: ${answer.status()}`);
      await route.abort("connectionreset");
    });
  };
  await lose("**/ajax/inspections/*/items", "POST", 2);
  await lose("**/items/*/assets/create", "GET", 1);
  await lose("**/ajax/sas-uploads/*/complete", "POST", 2);
  const [first, second] = shop.extraTasks;
  await tap(page, first, "Warn");
  await tap(page, second, "Pass");
  await pick(page, first, "once.jpg");
  await page.locator(".save-banner").getByText("All changes saved").waitFor({ timeout: 60_000 });
  assert.deepEqual(Object.values(lost), [2, 1, 2], "every answer meant to be lost was lost");

  const saved = await storedResults(inspection);
  assert.deepEqual(saved.map((item) => [item.taskId, item.result, item.saves]), [
    [first, "warn", 1],
    [second, "pass", 1],
  ]);
  const photos = await storedPhotos(inspection);
  assert.deepEqual(photos.map((photo) => [photo.fileName, photo.taskIds]), [["once.jpg", [first]]]);
  const [{ uploads }] = await fixture.sql<{ uploads: number }[]>`
    select count(*)::int as uploads from asset_uploads where owner_key = ${inspection.encId}`;
  assert.equal(uploads, 1, "the create call asked twice with one key made one upload");
  await context.close();
});
