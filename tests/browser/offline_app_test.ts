// The installable, offline-capable staff app in Chromium on a phone (390 x 844), the network cut with the
// browser's offline switch (docs/decisions/019-offline-staff-app.md): the manifest and the worker are served
// as browsers need them; pages opened online open offline, by a link inside the app and by a reload; a page
// never opened shows the offline page, never "Something went wrong"; a mechanic's checklist of today opens
// offline without having been opened; signing out, or another person signing in, drops every kept page; the
// worker passes Background Sync's outbox tag on to the pages. Screenshots of the offline page.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { signIn } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { waitFor } from "../support/wait_for.ts";

let shop: InspectionShop;
/** Assigned to the other mechanic: kept only once opened. */
let visited: string;
let neverOpened: string;
/** Assigned to the mechanic today: kept ahead. */
let assigned: string;

const PHONE = { width: 390, height: 844 };
/** The worker's caches of kept pages, one per build (src/ui/offline/offline_rules.ts). */
const PAGES_CACHE = "staff-pages-";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `offline app: ${name}`, ...LONG_LIVED, fn });

// Offline, the browser logs the loads that could not reach the server; those are the test's own doing.
const fixture = browserFixture({
  expectedErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/,
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    const make = async (mechanicUserId: number) =>
      (await newInspection(sql, app.services.keys, shop, { mechanicUserId })).encId;
    visited = await make(shop.mechanic2.id);
    neverOpened = await make(shop.mechanic2.id);
    assigned = await make(shop.mechanic.id);
  },
});

const url = (path: string) => `${fixture.app.url}${path}`;
const inspection = (encId: string, tab = "") => url(`/${shop.shop.uriName}/inspections/${encId}${tab}`);

async function mechanicTab(): Promise<{ context: BrowserContext; page: Page }> {
  return await watchedTab(fixture, {
    viewport: PHONE,
    deviceScaleFactor: 1,
    user: { email: shop.mechanic.email, password: PASSWORD },
  });
}

/** The page's worker is installed and answers this page's loads. */
async function workerInCharge(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await waitFor(
    "the worker in charge",
    () => page.evaluate(() => navigator.serviceWorker.controller !== null),
  );
}

/** The addresses of the pages kept on the device. */
async function keptPages(page: Page): Promise<string[]> {
  return await page.evaluate(async (prefix) => {
    const kept = (await caches.keys()).filter((name) => name.startsWith(prefix));
    const pages = await Promise.all(kept.map(async (name) => await (await caches.open(name)).keys()));
    return pages.flat().map((request) => request.url);
  }, PAGES_CACHE);
}

async function waitKept(page: Page, address: string): Promise<void> {
  await waitFor(`${address} kept on the device`, async () => (await keptPages(page)).includes(address));
}

async function assertNoErrorPage(page: Page): Promise<void> {
  assert.equal(await page.getByText("Something went wrong").count(), 0, "never the error page");
}

test("the manifest and the worker are served as an installable app needs them", async () => {
  const { context, page } = await mechanicTab();
  await workerInCharge(page);
  assert.equal(await page.locator('link[rel="manifest"]').getAttribute("href"), "/manifest.webmanifest");
  assert.equal(await page.locator('meta[name="theme-color"]').getAttribute("content"), "#0b5cad");

  const manifest = await page.request.get(url("/manifest.webmanifest"));
  assert.equal(manifest.status(), 200);
  assert.match(manifest.headers()["content-type"], /^application\/manifest\+json/);
  const app = await manifest.json();
  assert.equal(app.name, "Shop Inspections");
  assert.equal(app.display, "standalone");
  assert.equal(app.scope, "/");
  assert.equal(app.start_url, "/switch-shop");
  assert.match(app.theme_color, /^#[0-9a-f]{6}$/);
  for (const size of [192, 512]) {
    const icon = app.icons.find((each: { sizes: string }) => each.sizes === `${size}x${size}`);
    const png = await page.request.get(url(icon.src));
    assert.equal(png.status(), 200, icon.src);
    assert.equal(png.headers()["content-type"], "image/png");
  }
  assert.ok(app.icons.some((each: { purpose: string }) => each.purpose === "maskable"));

  const worker = await page.request.get(url("/sw.js"));
  assert.equal(worker.status(), 200);
  assert.equal(worker.headers()["cache-control"], "no-cache");
  assert.match(worker.headers()["content-type"], /javascript/);
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope), url("/"));
  await context.close();
});

test("pages opened online open offline, by a link and by a reload; a page never opened shows the offline page", async () => {
  const { context, page } = await mechanicTab();
  const list = url(`/${shop.shop.uriName}/inspections`);
  await page.goto(list);
  await workerInCharge(page);
  // Opened before the worker was in charge, and kept all the same.
  await waitKept(page, list);
  await page.goto(inspection(visited, "/checklist"));
  await page.getByRole("heading", { name: "Front brake pads" }).waitFor();
  await waitKept(page, inspection(visited, "/checklist"));
  // Opened by moving inside the app (no page load the worker sees), and kept all the same.
  await page.locator(".section-nav").getByRole("link", { name: "Details" }).click();
  await page.waitForURL(inspection(visited));
  await waitKept(page, inspection(visited));
  await page.locator(".section-nav").getByRole("link", { name: "Checklist" }).click();
  await page.getByRole("heading", { name: "Front brake pads" }).waitFor();

  await context.setOffline(true);
  await page.reload();
  await page.getByRole("heading", { name: "Front brake pads" }).waitFor();
  await assertNoErrorPage(page);

  // A link inside the app fetches the next page's data, which fails offline: the page is opened as a
  // document instead, and the worker answers it with the copy on the device.
  await page.waitForSelector("html[data-hydrated]");
  await page.locator(".section-nav").getByRole("link", { name: "Details" }).click();
  await page.waitForURL(inspection(visited));
  await page.locator(".section-nav").getByRole("link", { name: "Images" }).waitFor();
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("navigation").getByRole("link", { name: "Inspections", exact: true }).click();
  await page.getByRole("heading", { name: "Inspections", exact: true }).waitFor();
  await assertNoErrorPage(page);

  // Never opened on this device: the offline page, whether reached by a link or by its address. (Chromium's
  // offline switch holds for the worker's own fetches too, or these pages would load from the network.)
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("navigation").getByRole("link", { name: "Bay", exact: true }).click();
  await page.getByRole("heading", { name: "You are offline" }).waitFor();
  await assertNoErrorPage(page);
  await page.goto(inspection(neverOpened, "/checklist"));
  await page.getByRole("heading", { name: "You are offline" }).waitFor();
  assert.match(await page.locator("main").innerText(), /Checklists kept on this device/);
  assert.match(await page.locator("main").innerText(), /sent when the connection is back/);
  await assertNoErrorPage(page);
  // No success tick beside "You are offline" (the app's icon is one), and a way back to this shop's Bay.
  assert.equal(await page.locator("h1 img").count(), 0);
  assert.equal(
    await page.getByRole("link", { name: "Back to the Bay" }).getAttribute("href"),
    `/${shop.shop.uriName}/open-new-inspection-quicklist`,
  );
  await screenshots(page, "offline-page", {
    check: (each, view) =>
      assertMainAccessible(each, `the offline page at ${view.width}, ${view.colorScheme}`),
  });

  // Back online, the same address is the page again.
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await page.getByRole("heading", { name: "Front brake pads" }).waitFor();
  await context.close();
});

test("a help page read once opens again offline, in the bay's dead spots", async () => {
  const { context, page } = await mechanicTab();
  await page.goto(url(`/${shop.shop.uriName}/inspections`));
  await workerInCharge(page);
  await page.goto(url("/help/checklist"));
  const title = page.getByRole("heading", { level: 1 });
  const heading = await title.innerText();
  await waitKept(page, url("/help/checklist"));
  await context.setOffline(true);
  await page.reload();
  assert.equal(await title.innerText(), heading);
  await assertNoErrorPage(page);
  await context.setOffline(false);
  await context.close();
});

test("a mechanic's checklist of today opens offline without having been opened; signing out drops it", async () => {
  const { context, page } = await mechanicTab();
  await workerInCharge(page);
  // The shop page the mechanic landed on asked for today's checklists; the worker fetched and kept them.
  await waitKept(page, inspection(assigned, "/checklist"));
  assert.ok(!(await keptPages(page)).includes(inspection(visited, "/checklist")), "another's checklist");

  await context.setOffline(true);
  await page.goto(inspection(assigned, "/checklist"));
  await page.getByRole("heading", { name: "Front brake pads" }).waitFor();
  await assertNoErrorPage(page);

  await context.setOffline(false);
  await page.goto(url("/logout"));
  await Promise.all([
    page.waitForURL((address) => address.pathname === "/login"),
    page.getByRole("button", { name: "Sign out" }).click(),
  ]);
  assert.deepEqual(await keptPages(page), []);
  await context.setOffline(true);
  await page.goto(inspection(assigned, "/checklist"));
  await page.getByRole("heading", { name: "You are offline" }).waitFor();
  assert.equal(await page.getByRole("heading", { name: "Front brake pads" }).count(), 0);
  await context.close();
});

test("another person signing in on the device drops the pages kept for the one before", async () => {
  const { context, page } = await mechanicTab();
  await workerInCharge(page);
  await waitKept(page, inspection(assigned, "/checklist"));
  // The session ran out, or the phone was handed over: the next person signs in without a sign-out.
  await signIn(page, fixture.app.url, shop.mechanic2.email, PASSWORD);
  await page.waitForSelector("html[data-hydrated]");
  await waitFor("the first person's pages dropped", async () => {
    const kept = await keptPages(page);
    return !kept.includes(inspection(assigned, "/checklist")) && kept;
  });
  await context.close();
});

test("Background Sync's outbox tag wakes the open pages' outbox", async () => {
  const { context, page } = await mechanicTab();
  await workerInCharge(page);
  await page.evaluate(() => {
    const heard = (globalThis as unknown as { heard: unknown[] }).heard = [] as unknown[];
    navigator.serviceWorker.addEventListener("message", (event) => heard.push(event.data));
  });
  // The browser fires the sync event when the network is back; DevTools fires it now.
  const devtools = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL === url("/") && !each.isDeleted);
      if (ours) resolve(ours.registrationId);
    })
  );
  await devtools.send("ServiceWorker.enable");
  await devtools.send("ServiceWorker.dispatchSyncEvent", {
    origin: fixture.app.url,
    registrationId: await registrationId,
    tag: "outbox",
    lastChance: false,
  });
  await waitFor(
    "the page told to send its outbox",
    () =>
      page.evaluate(() =>
        (globalThis as unknown as { heard: Array<{ type: string }> }).heard.some((m) =>
          m.type === "outbox-sync"
        )
      ),
  );
  await context.close();
});
