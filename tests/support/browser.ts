// Debian's Chromium driven by playwright-core. The flags keep it from reaching out to Google's services,
// which this kind of machine (and CI) cannot reach anyway.
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

/** A desktop Chrome user agent: TanStack Start does not stream to what it takes for a bot (headless). */
export const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** extraArgs: more Chromium flags, e.g. a fake camera for the camera dialog's tests. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  try {
    await Deno.stat(CHROMIUM_PATH);
  } catch {
    throw new Error(
      `Chromium is not at ${CHROMIUM_PATH}: run scripts/install_chromium.sh or set CHROMIUM_PATH.`,
    );
  }
  return await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      ...extraArgs,
    ],
  });
}

/** Where a test's screenshots go: test-output/browser/<name>.png. */
export async function screenshotPath(name: string): Promise<string> {
  const dir = new URL("../../test-output/browser/", import.meta.url).pathname;
  await Deno.mkdir(dir, { recursive: true });
  return `${dir}${name}.png`;
}

/** Signs the page's browser context in through the /login form, as a person would. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== "/login"),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
}

/**
 * A tab of its own (own cookies) signed in as a user and opened on one of the app's pages, hydrated. Script
 * errors go to `errors`; `camera` grants the camera (Chromium's fake one, with its flag at launch).
 */
export async function signedInTab(
  browser: Browser,
  baseUrl: string,
  user: { email: string; password: string },
  path: string,
  options: {
    viewport: { width: number; height: number };
    colorScheme?: "light" | "dark";
    camera?: boolean;
    errors: string[];
  },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    userAgent: USER_AGENT,
    viewport: options.viewport,
    deviceScaleFactor: 1,
    colorScheme: options.colorScheme ?? "light",
  });
  if (options.camera) await context.grantPermissions(["camera"], { origin: baseUrl });
  const page = await context.newPage();
  page.on("pageerror", (error) => options.errors.push(error.message));
  await signIn(page, baseUrl, user.email, user.password);
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector("html[data-hydrated]");
  return { context, page };
}
