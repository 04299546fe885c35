// One app and one Chromium per browser test file (app_fixture.ts starts and stops them), the script errors
// its pages log checked after each test, and the screenshots every page is looked at in.
import assert from "node:assert/strict";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { type AppFixture, appFixture } from "./app_fixture.ts";
import { launchChromium, screenshotPath, signIn, USER_AGENT } from "./browser.ts";

export interface BrowserFixture extends AppFixture {
  browser: Browser;
  /** Where the file's pages put their script errors (`page.on("pageerror")`, console errors). */
  consoleErrors: string[];
}

/**
 * The file's app (as appFixture takes it) and Chromium, launched with `chromiumArgs` (a fake camera...).
 * After each test, the script errors logged during it must be none, but those matching `expectedErrors`
 * (the refusals a test asks for are logged by the browser as failed loads).
 */
export function browserFixture(
  options: Omit<NonNullable<Parameters<typeof appFixture>[0]>, "setup"> & {
    chromiumArgs?: string[];
    setup?: (fixture: BrowserFixture) => void | Promise<void>;
    expectedErrors?: RegExp;
  } = {},
): BrowserFixture {
  let browser: Browser | undefined;
  const fixture = appFixture({
    ...options,
    async setup(started) {
      fixture.browser = browser = await launchChromium(options.chromiumArgs);
      await options.setup?.(started as BrowserFixture);
    },
    async stop() {
      await browser?.close();
      await options.stop?.();
    },
  }) as BrowserFixture;
  fixture.consoleErrors = [];
  Deno.test.afterEach(() => {
    const logged = fixture.consoleErrors.splice(0);
    const unexpected = logged.filter((error) => !options.expectedErrors?.test(error));
    assert.deepEqual(unexpected, [], "no script errors in the browser");
  });
  return fixture;
}

/**
 * A tab of its own (own cookies) whose script and console errors go to the fixture's list, checked after
 * each test; signed in as `user` when given. A desktop (1280 × 800) unless `options` say otherwise.
 */
export async function watchedTab(
  fixture: BrowserFixture,
  options: BrowserContextOptions & { user?: { email: string; password: string } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { user, ...contextOptions } = options;
  const context = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 800 },
    ...contextOptions,
  });
  const page = await context.newPage();
  page.on("console", (message) => message.type() === "error" && fixture.consoleErrors.push(message.text()));
  page.on("pageerror", (error) => fixture.consoleErrors.push(error.message));
  if (user) await signIn(page, fixture.app.url, user.email, user.password);
  return { context, page };
}

/** The four views every page is looked at in. */
export const SCREENSHOT_VIEWS = [1280, 390].flatMap((width) =>
  (["light", "dark"] as const).map((colorScheme) => ({
    width,
    colorScheme,
    viewport: { width, height: width === 1280 ? 800 : 844 },
  }))
);
export type ScreenshotView = (typeof SCREENSHOT_VIEWS)[number];

/**
 * Screenshots of the page as it is, at 1280 and 390 wide, light and dark, as test-output/browser/<name>-
 * <width>-<colorScheme>.png: the whole page, or only `part`. The device's scheme is emulated and the page's
 * own colour mode (<html data-color-mode>, which a signed-in user may have set) follows it. `check` looks
 * at each view first (axe...). The page gets its size, scheme and mode back after.
 */
export async function screenshots(
  page: Page,
  name: string,
  options: {
    part?: Locator;
    fullPage?: boolean;
    check?: (page: Page, view: ScreenshotView) => Promise<void>;
  } = {},
): Promise<void> {
  const size = page.viewportSize();
  const dark = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
  const mode = await page.evaluate(() => document.documentElement.dataset.colorMode);
  const setMode = (to: string | undefined) =>
    page.evaluate((m) => {
      if (m === undefined) delete document.documentElement.dataset.colorMode;
      else document.documentElement.dataset.colorMode = m;
    }, to);
  try {
    for (const view of SCREENSHOT_VIEWS) {
      await page.setViewportSize(view.viewport);
      await page.emulateMedia({ colorScheme: view.colorScheme });
      await setMode(view.colorScheme);
      await options.check?.(page, view);
      const path = await screenshotPath(`${name}-${view.width}-${view.colorScheme}`);
      if (options.part) await options.part.screenshot({ path });
      else await page.screenshot({ path, fullPage: options.fullPage ?? true });
    }
  } finally {
    if (size) await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
    await setMode(mode);
  }
}
