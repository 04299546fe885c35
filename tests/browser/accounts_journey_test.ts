// The accounts story end to end in Chromium, on the embedded defaults (no SMTP, no SMS provider: messages
// wait in the outbox and the dev mailbox shows them): a new owner registers a shop through the link e-mailed
// to them, invites a mechanic, the mechanic signs in with the invitation link and later with a one-time code, the
// owner acts as the mechanic and stops, and an owner of another shop reaches none of it. One story, so one
// test whose stages are its steps.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { screenshotPath, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { uniqueName } from "../support/databases.ts";

const fixture = browserFixture();

const owner = { name: "Rita Ramos", email: `${uniqueName("rita")}@example.com`, password: "lug nuts 2026" };
const mechanic = { name: "Milo Mendes", email: `${uniqueName("milo")}@example.com` };
const shop = { name: `Ramos Auto ${uniqueName("r").slice(-5)}`, uriName: "" };
let ownerPage: Page;
let mechanicId = "";

const test = (name: string, fn: (t: Deno.TestContext) => Promise<void>) =>
  Deno.test({ name: `journey: ${name}`, ...LONG_LIVED, fn });

async function newPage(): Promise<Page> {
  const context = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    // Refused forms come back with their 4xx status, which Chromium reports about the page itself.
    if (message.type() === "error" && !/the server responded with a status of 4\d\d/.test(message.text())) {
      fixture.consoleErrors.push(message.text());
    }
  });
  page.on("pageerror", (error) => fixture.consoleErrors.push(error.message));
  return page;
}

/**
 * Follows a link of a message. The test app listens on a port picked at start, after PUBLIC_URL (which
 * links are made from) was read, so the link's path is opened on the app's real address.
 */
async function follow(page: Page, link: ReturnType<Page["locator"]>) {
  const url = new URL((await link.getAttribute("href"))!);
  await page.goto(`${fixture.app.url}${url.pathname}${url.search}`);
}

/**
 * The newest message to a recipient with the subject in the dev mailbox (newest first), reloaded until a
 * job has sent it. Opened with the start log's link, as the developer does.
 */
async function openMailbox(page: Page, recipient: string, subject: RegExp) {
  for (let tries = 1;; tries++) {
    await page.goto(fixture.app.devMailbox!);
    const row = page.locator("tbody tr", { hasText: recipient }).filter({ hasText: subject }).first();
    if (tries === 50 || (await row.count()) > 0) {
      await row.waitFor();
      return row;
    }
    await page.waitForTimeout(300);
  }
}

test("a new owner registers a shop, invites a mechanic who signs in, acts as them; another shop's owner reaches none of it", async (t) => {
  await t.step({
    name: "a new owner registers a shop through the link the dev mailbox shows",
    ...LONG_LIVED,
    fn: async () => {
      ownerPage = await newPage();
      const page = ownerPage;
      await page.goto(`${fixture.app.url}/`);
      await page.getByRole("link", { name: "Register your shop" }).click();
      await page.getByLabel("Your name").fill(owner.name);
      await page.getByLabel("Your e-mail address").fill(owner.email);
      await page.getByLabel("Choose a password").fill(owner.password);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
      const mail = await openMailbox(page, owner.email, /Continue registering your shop on Shop Inspections/);
      await page.screenshot({ path: await screenshotPath("dev-mailbox-desktop-light"), fullPage: true });
      await follow(page, mail.locator('a[href*="/register/step2?token="]'));
      await page.waitForURL(/\/register\/step2$/);
      await page.waitForSelector("html[data-hydrated]");
      await page.getByLabel("Shop name").fill(shop.name);
      shop.uriName = await page.getByLabel("Web address").inputValue();
      await page.getByRole("button", { name: "Create my shop" }).click();
      await page.getByRole("heading", { name: "Your shop is ready" }).waitFor();
    },
  });
  await t.step({
    name: "the owner adds a mechanic with an e-mailed invitation",
    ...LONG_LIVED,
    fn: async () => {
      const page = ownerPage;
      await page.goto(`${fixture.app.url}/${shop.uriName}/users/add`);
      await page.getByLabel("Name", { exact: true }).fill(mechanic.name);
      await page.getByLabel("E-mail address").fill(mechanic.email);
      await page.getByRole("button", { name: "Add user" }).click();
      await page.waitForURL(new RegExp(`/${shop.uriName}/users/(\\d+)/edit`));
      mechanicId = /\/users\/(\d+)\/edit/.exec(page.url())![1];
      await page.goto(`${fixture.app.url}/${shop.uriName}/users`);
      await page.getByRole("cell", { name: mechanic.email }).waitFor();
    },
  });
  await t.step({
    name: "the mechanic signs in with the invitation link, and another day with a one-time code",
    ...LONG_LIVED,
    fn: async () => {
      const page = await newPage();
      const mail = await openMailbox(page, mechanic.email, new RegExp(`${owner.name} added you to`));
      await follow(page, mail.locator('a[href*="/login-link/"]'));
      await page.getByRole("button", { name: `Continue as ${mechanic.name}` }).click();
      await page.waitForURL(new RegExp(`/${shop.uriName}/`));
      await page.getByRole("link", { name: mechanic.name }).waitFor();

      const later = await newPage();
      await later.goto(`${fixture.app.url}/login?mode=code`);
      await later.getByLabel("E-mail address").fill(mechanic.email);
      await later.getByRole("button", { name: "Send me a code" }).click();
      await later.getByText("a six-digit code is on its way").waitFor();
      const codeMail = await openMailbox(page, mechanic.email, /Your sign-in code/);
      const code = /(\d{6})/.exec(await codeMail.textContent() ?? "")![1];
      await later.getByLabel("Six-digit code").fill(code);
      await later.getByRole("button", { name: "Sign in" }).click();
      await later.waitForURL(new RegExp(`/${shop.uriName}/`));
      await later.getByRole("link", { name: mechanic.name }).waitFor();
    },
  });
  await t.step({
    name: "the owner acts as the mechanic, sees the banner on every page, and ends it",
    ...LONG_LIVED,
    fn: async () => {
      const page = ownerPage;
      await page.goto(`${fixture.app.url}/${shop.uriName}/users/${mechanicId}/edit`);
      await page.getByRole("button", { name: "Act as this user" }).click();
      const banner = page.getByRole("status").filter({
        hasText: `${owner.name} is acting as ${mechanic.name}`,
      });
      await banner.waitFor();
      await page.getByRole("link", { name: "Catalogue" }).click();
      await page.getByRole("heading", { name: "Inspection types" }).waitFor();
      assert.ok(await banner.isVisible(), "the banner stays on the next page");
      await screenshots(page, "impersonation", { fullPage: false });
      await banner.getByRole("button", { name: "End impersonation" }).click();
      await page.waitForURL(new RegExp(`/${shop.uriName}/users/${mechanicId}/edit$`));
      assert.equal(await page.getByText("is acting as").count(), 0);
    },
  });
  await t.step({
    name: "an owner of another shop reaches none of the new shop's pages",
    ...LONG_LIVED,
    fn: async () => {
      const page = await newPage();
      await page.goto(`${fixture.app.url}/login`);
      await page.getByLabel("E-mail address").fill("owner@demo.example");
      await page.getByLabel("Password").fill("demo-owner-2026");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${fixture.app.url}/demo/inspections`);
      for (
        const path of [
          "",
          "/inspection-types",
          "/users",
          "/users/add",
          `/users/${mechanicId}/edit`,
          "/users/me",
        ]
      ) {
        const response = await page.goto(`${fixture.app.url}/${shop.uriName}${path}`);
        assert.equal(response?.status(), 404, path);
        await page.getByText("There is no shop at this address").waitFor();
        assert.equal(await page.getByText(mechanic.name).count(), 0);
      }
    },
  });
});
