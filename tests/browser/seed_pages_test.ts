// The seed (template) pages in Chromium, as a service manager uses them: open Templates, preview a tire
// shop's type, add it to the shop, find it under Inspection types, and see it matched on the comparison page.
// Screenshots of every seed page at desktop and phone width, light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LONG_LIVED, startTestApp, type TestApp } from "../support/app.ts";
import { launchChromium, screenshotPath, signIn, USER_AGENT } from "../support/browser.ts";

let app: TestApp;
let browser: Browser;
let context: BrowserContext;
let manager: Page;
const consoleErrors: string[] = [];
let previewPath = "";
let comparisonPath = "";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `seed pages: ${name}`, ...LONG_LIVED, fn });

test("start the app and Chromium; the manager signs in", async () => {
  [app, browser] = await Promise.all([startTestApp(), launchChromium()]);
  context = await browser.newContext({ userAgent: USER_AGENT, viewport: { width: 1280, height: 800 } });
  manager = await context.newPage();
  manager.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  manager.on("pageerror", (error) => consoleErrors.push(error.message));
  await signIn(manager, app.url, "manager@demo.example", "demo-manager-2026");
});

test("the manager opens Templates and previews the tire shop's Tire check", async () => {
  await manager.goto(`${app.url}/demo`);
  // The header's one Catalogue entry opens the catalogue; its own row of sections has Templates.
  await manager.getByRole("navigation", { name: "Shop sections" }).getByRole("link", { name: "Catalogue" })
    .click();
  await manager.getByRole("navigation", { name: "Catalogue" }).getByRole("link", { name: "Templates" })
    .click();
  await manager.getByRole("heading", { level: 1, name: "Templates" }).waitFor();
  const tireAndLube = manager.locator("section", {
    has: manager.getByRole("heading", { name: "Tire and lube" }),
  });
  const row = tireAndLube.getByRole("row", { name: /Tire check/ });
  assert.equal(await row.getByRole("cell").nth(2).textContent(), "Not yet");
  await row.getByRole("link", { name: "Preview Tire check" }).click();
  await manager.getByRole("heading", { level: 1, name: "Tire check" }).waitFor();
  previewPath = new URL(manager.url()).pathname;
  assert.match(previewPath, /^\/demo\/seed-data\/inspection-types\/\d+\/preview$/);
  assert.ok(await manager.getByRole("heading", { level: 3, name: "Lug nuts torqued" }).isVisible());
  assert.ok(
    await manager.getByText("A dead sensor cannot warn you when that tire is losing air").isVisible(),
  );
  assert.ok(await manager.getByText("Not in my shop yet").isVisible());
});

test("the manager adds it to the shop and finds it under Inspection types", async () => {
  await manager.waitForSelector("html[data-hydrated]");
  await manager.getByRole("button", { name: "Add Tire check to my shop" }).click();
  await manager.getByRole("status").getByText(/Added as Tire check \(\d+ new tasks, \d+ new findings\)\./)
    .waitFor();
  // The page's data is loaded again: the type now shows as the shop's, and adding it again asks first.
  await manager.getByText("In my shop as").waitFor();
  await manager.getByRole("button", { name: "Add Tire check to my shop" }).click();
  const dialog = manager.getByRole("dialog", { name: "Add another copy?" });
  await dialog.getByText('Your shop already has "Tire check".', { exact: false }).waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
  await manager.getByRole("link", { name: "Inspection types" }).click();
  await manager.getByRole("heading", { level: 1, name: "Inspection types" }).waitFor();
  await manager.getByRole("rowheader", { name: "Tire check" }).waitFor();
  assert.equal(
    await manager.getByRole("rowheader", { name: /^Tire check \(2\)/ }).count(),
    0,
    "Cancel added nothing",
  );
});

test("the comparison page shows the shop's copy as matching, task for task", async () => {
  await manager.goto(`${app.url}${previewPath}`);
  await manager.getByRole("link", { name: "Compare with my shop" }).click();
  await manager.getByText("was added from this template type.").waitFor();
  comparisonPath = new URL(manager.url()).pathname;
  const summary = manager.getByRole("list", { name: "Summary" });
  assert.match(await summary.innerText(), /13\s+in both/);
  assert.match(await summary.innerText(), /0\s+only in the template/);
  assert.equal(await manager.locator("tr[data-side=both]").count(), 13);
  // The shop already had a "Tire condition" from general repair: the copy kept the shop's, and says how the
  // template's differs.
  const tireCondition = manager.getByRole("row", { name: /^Tire condition/ });
  assert.match(
    await tireCondition.innerText(),
    /Values\s+Template: Optional: Oldest DOT date \(WWYY\) \(text\)\s+Mine: No values/,
  );
});

test("screenshots of every seed page, desktop and phone, light and dark", async () => {
  const templateShop = (await app.services.sql<{ id: number }[]>`
    select id from shops where uri_name = '_fleet-diesel'`)[0].id;
  const pages: Array<[string, string]> = [
    ["seed-index", "/demo/seed"],
    ["seed-tasks", `/demo/seed/tasks?shopId=${templateShop}`],
    ["seed-preview", previewPath],
    ["seed-comparison", comparisonPath],
    ["seed-shop-comparison", `/demo/seed/shop-types/${templateShop}/comparison`],
  ];
  for (
    const [device, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["phone", { width: 390, height: 844 }],
    ] as const
  ) {
    const shots = await browser.newContext({ userAgent: USER_AGENT, viewport, deviceScaleFactor: 1 });
    const page = await shots.newPage();
    await signIn(page, app.url, "manager@demo.example", "demo-manager-2026");
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      for (const [name, path] of pages) {
        await page.goto(`${app.url}${path}`);
        await page.waitForSelector("html[data-hydrated]");
        await page.screenshot({
          path: await screenshotPath(`${name}-${device}-${colorScheme}`),
          fullPage: true,
        });
      }
    }
    await shots.close();
  }
});

test("no script errors, CSP refusals or hydration mismatches; stop Chromium and the app", async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  assert.deepEqual(consoleErrors, []);
});
