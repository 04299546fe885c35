// The sign-in and sign-up pages in Chromium: they work with scripts (and the forms post the same without),
// and look right at desktop and phone width, light and dark. Screenshots go to test-output/browser/.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { lastMessage, waitForMessage } from "../support/outbox.ts";

const fixture = browserFixture();

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `browser: ${name}`, ...LONG_LIVED, fn });

async function newPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 800 },
    timezoneId: "America/Denver",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // A refused form comes back with its 4xx status, which Chromium reports about the page itself.
    if (message.type() === "error" && !/the server responded with a status of 4\d\d/.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

test("a wrong password shows the message in the form; the right one opens the shop", async () => {
  const { page, errors, close } = await newPage();
  await page.goto(`${fixture.app.url}/demo/inspection-types`);
  await page.waitForURL(/\/login\?/);
  await page.getByText("Sign in to continue.").waitFor();
  // The sign-in page works as plain HTML, so it comes without scripts (issue 19: light on a phone network).
  assert.equal(await page.locator("script[src], link[rel=modulepreload]").count(), 0);
  await screenshots(page, "login");
  await page.getByLabel("E-mail address").fill("owner@demo.example");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("alert").filter({ hasText: "The e-mail address or password is not right." }).waitFor();
  assert.equal(await page.getByLabel("E-mail address").inputValue(), "owner@demo.example");
  await screenshots(page, "login-refused");
  await page.getByLabel("Password").fill("demo-owner-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${fixture.app.url}/demo/inspection-types`);
  await page.getByRole("heading", { name: "Inspection types" }).waitFor();
  assert.ok(await page.getByRole("link", { name: "Olivia Owner" }).isVisible());
  assert.deepEqual(errors, []);
  await close();
});

test("sign-up: the web address follows the shop name, the browser's time zone is chosen", async () => {
  const { page, errors, close } = await newPage();
  await page.goto(`${fixture.app.url}/register`);
  await page.waitForSelector("html[data-hydrated]");
  await screenshots(page, "register");
  await page.getByLabel("Your name").fill("Rosa Ramirez");
  const email = `${uniqueName("rosa")}@example.com`;
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByLabel("Choose a password").fill("brake rotors 2026");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
  await screenshots(page, "register-check-email");
  const link = new URL((await waitForMessage(fixture.sql, email)).links[0]);
  await page.goto(`${fixture.app.url}${link.pathname}${link.search}`);
  await page.waitForURL(`${fixture.app.url}/register/step2`);
  await page.waitForSelector("html[data-hydrated]");
  const shopName = `Rosa's Tire & Auto ${uniqueName("x").slice(-4)}`;
  await page.getByLabel("Shop name").fill(shopName);
  const uriName = await page.getByLabel("Web address").inputValue();
  assert.match(uriName, /^rosas-tire-auto-[a-z0-9]+$/);
  assert.equal(await page.getByLabel("Time zone").inputValue(), "America/Denver");
  await screenshots(page, "register-step2");
  await page.getByRole("button", { name: "Create my shop" }).click();
  await page.waitForURL(/\/register\/complete\?shop=/);
  await screenshots(page, "register-complete");
  // The new shop's owner starts where the day's inspections are followed.
  await page.getByRole("link", { name: "Open your shop" }).click();
  await page.waitForURL(`${fixture.app.url}/${uriName}/inspections`);
  await page.getByRole("heading", { level: 1, name: "Inspections" }).waitFor();
  assert.deepEqual(errors, []);
  await close();
});

test("the other account pages, each in both widths and schemes", async () => {
  const { page, errors, close } = await newPage();
  const before = (await lastMessage(fixture.sql, "mechanic@demo.example"))?.id;
  await page.goto(`${fixture.app.url}/login?mode=link`);
  await page.getByLabel("E-mail address").fill("mechanic@demo.example");
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await page.getByText("a sign-in link is on its way").waitFor();
  await screenshots(page, "login-link-sent");
  const message = await waitForMessage(fixture.sql, "mechanic@demo.example", before);
  const linkPath = new URL(message.links[0]).pathname;
  await page.goto(`${fixture.app.url}${linkPath}`);
  await page.getByRole("button", { name: "Continue as Mia Mechanic" }).waitFor();
  await screenshots(page, "login-link");
  await page.goto(`${fixture.app.url}/login-link/not-a-link`);
  await page.getByText("This sign-in link has expired or was already used.").waitFor();
  await screenshots(page, "login-link-unusable");
  for (
    const [path, heading, name] of [
      ["/forgot-password", "Forgot your password?", "forgot-password"],
      ["/help/sign-in", "Signing in", "help"],
      ["/confirm-account/not-a-token", "Confirm your account", "confirm-account-unusable"],
      // The start log's link, with its token.
      [fixture.app.devMailbox!.slice(fixture.app.url.length), "Mailbox", "dev-mailbox"],
    ]
  ) {
    await page.goto(`${fixture.app.url}${path}`);
    await page.getByRole("heading", { name: heading }).first().waitFor();
    await screenshots(page, name);
  }
  await page.goto(`${fixture.app.url}/login`);
  await page.getByLabel("E-mail address").fill("owner@demo.example");
  await page.getByLabel("Password").fill("demo-owner-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/demo\//);
  for (
    const [path, heading, name] of [
      ["/switch-shop", "Your shops", "switch-shop"],
      ["/session/becomeUser", "Become a user", "become-user"],
      ["/logout", "Sign out", "logout"],
    ]
  ) {
    await page.goto(`${fixture.app.url}${path}`);
    await page.getByRole("heading", { name: heading }).waitFor();
    await screenshots(page, name);
  }
  assert.deepEqual(errors, []);
  await close();
});
