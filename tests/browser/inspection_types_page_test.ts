// The first real page in a real browser: its content is there before any script runs, it hydrates, and
// an interaction after hydration works without a full page load. Screenshots at desktop and phone width,
// light and dark, are saved under test-output/browser/. Shop pages are for members: each browser signs in
// as the demo owner first.
import assert from "node:assert/strict";
import type { Browser, Route } from "playwright-core";
import { LONG_LIVED, startTestApp, type TestApp } from "../support/app.ts";
import { launchChromium, screenshotPath, signIn, USER_AGENT } from "../support/browser.ts";

let app: TestApp;
let browser: Browser;
const OWNER = { email: "owner@demo.example", password: "demo-owner-2026" };

Deno.test({
  name: "browser: start the app and Chromium",
  ...LONG_LIVED,
  async fn() {
    [app, browser] = await Promise.all([startTestApp(), launchChromium()]);
  },
});

Deno.test({
  name:
    "browser: the server-rendered list shows before scripts run; after hydration the filter works in place",
  ...LONG_LIVED,
  async fn() {
    const context = await browser.newContext({
      userAgent: USER_AGENT,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
    page.on("pageerror", (error) => consoleErrors.push(error.message));

    await signIn(page, app.url, OWNER.email, OWNER.password);

    // Hold every script back until the server-rendered page has been checked.
    const held: Route[] = [];
    let holding = true;
    await page.route("**/assets/*.js", (route) => (holding ? held.push(route) : route.continue()));

    await page.goto(`${app.url}/demo/inspection-types`, { waitUntil: "commit" });
    await page.locator("h1", { hasText: "Inspection types" }).waitFor();
    const rows = page.locator("table.data-table tbody tr");
    await assert.doesNotReject(rows.first().waitFor());
    assert.deepEqual(await rows.locator("th").allTextContents(), [
      "Courtesy multi-point inspectionDefault",
      "Brake inspection",
      "Pre-purchase inspection",
      "Seasonal check",
    ]);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null), null);
    assert.ok(
      await page.getByRole("button", { name: "Apply" }).isVisible(),
      "the no-script Apply button shows",
    );

    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.waitForSelector("html[data-hydrated]");
    assert.ok(
      !(await page.getByRole("button", { name: "Apply" }).isVisible()),
      "Apply hides once scripts run",
    );

    // A marker on window survives a client-side navigation but not a page load.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.getByLabel("Show inactive types").check();
    await page.getByText("Pre-purchase inspection (2023 checklist)").waitFor();
    assert.match(page.url(), /[?&]showAll=1\b/);
    assert.equal(
      await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
      true,
    );
    assert.equal(await rows.count(), 5);

    await page.getByLabel("Show inactive types").uncheck();
    await page.getByText("Pre-purchase inspection (2023 checklist)").waitFor({ state: "detached" });
    assert.doesNotMatch(page.url(), /showAll/);

    assert.deepEqual(consoleErrors, [], "no script errors, CSP refusals or hydration mismatches");
    await context.close();
  },
});

Deno.test({
  name: "browser: without JavaScript the filter works as an ordinary form",
  ...LONG_LIVED,
  async fn() {
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: USER_AGENT });
    const page = await context.newPage();
    await signIn(page, app.url, OWNER.email, OWNER.password);
    await page.goto(`${app.url}/demo/inspection-types`);
    await page.getByLabel("Show inactive types").check();
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/showAll=1/);
    assert.ok(await page.getByText("Pre-purchase inspection (2023 checklist)").isVisible());
    await context.close();
  },
});

Deno.test({
  name: "browser: screenshots at desktop and phone width, light and dark",
  ...LONG_LIVED,
  async fn() {
    for (
      const [device, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", {
        width: 390,
        height: 844,
      }]] as const
    ) {
      for (const colorScheme of ["light", "dark"] as const) {
        const context = await browser.newContext({
          userAgent: USER_AGENT,
          viewport,
          colorScheme,
          deviceScaleFactor: 1,
        });
        const page = await context.newPage();
        await signIn(page, app.url, OWNER.email, OWNER.password);
        for (
          const [name, path] of [["inspection-types", "/demo/inspection-types?showAll=1"], ["landing", "/"], [
            "not-found",
            "/nowhere/at-all",
          ]]
        ) {
          await page.goto(`${app.url}${path}`);
          await page.waitForSelector("html[data-hydrated]");
          await page.screenshot({
            path: await screenshotPath(`${name}-${device}-${colorScheme}`),
            fullPage: true,
          });
        }
        await context.close();
      }
    }
  },
});

Deno.test({
  name: "browser: stop Chromium and the app",
  ...LONG_LIVED,
  async fn() {
    await browser?.close();
    await app?.close();
  },
});
