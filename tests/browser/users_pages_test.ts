// The users pages in Chromium, as a shop owner uses them: add a mechanic with an invitation, find them in
// the list, reveal the password set for them, hand them a sign-in link that a second browser opens, disable
// them (their session ends), then act as the manager and come back. Screenshots of the list, a user's page
// and the own profile at desktop and phone width, light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { screenshotPath, signIn } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

// The refused status change and the impersonation's ends are logged by the browser as failed loads.
const fixture = browserFixture({
  expectedErrors: /status of 500|status of 401/,
  async setup() {
    [, owner] = await newPage();
    await signIn(owner, fixture.app.url, "owner@demo.example", "demo-owner-2026");
  },
});
/** The owner's tab, signed in for the whole file; each test opens the page it starts from. */
let owner: Page;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `users pages: ${name}`, ...LONG_LIVED, fn });

async function newPage(options: { javaScriptEnabled?: boolean } = {}): Promise<[BrowserContext, Page]> {
  const { context, page } = await watchedTab(fixture, options);
  return [context, page];
}

const THEO = { name: "Theo Tech", email: "theo.tech@demo.example", password: "Theo-first-pass-1" };
let theoAdded: Promise<string> | undefined;

/**
 * Theo, added by the owner with the form (the first test that needs him adds him, the file's first test
 * when it runs); his page's address. He has not signed in yet until the sign-in link test.
 */
function theoEditUrl(): Promise<string> {
  return theoAdded ??= addTheo();
}

async function addTheo(): Promise<string> {
  await owner.goto(`${fixture.app.url}/demo/users`);
  await owner.waitForSelector("html[data-hydrated]");
  await owner.getByRole("link", { name: "Add a user" }).click();
  await owner.getByRole("heading", { name: "Add a user" }).waitFor();
  await owner.getByLabel("Name").fill(THEO.name);
  await owner.getByLabel("E-mail address").fill(THEO.email);
  await owner.getByRole("button", { name: "Suggest one" }).click();
  await owner.waitForFunction(() =>
    (document.querySelector("input[name=password]") as HTMLInputElement).value !== ""
  );
  await owner.getByLabel("Password (optional)").fill(THEO.password);
  assert.ok(await owner.getByLabel("Mechanic").isChecked(), "mechanic is the usual choice");
  assert.ok(await owner.getByLabel("E-mail them a sign-in link").isChecked());
  await owner.getByRole("button", { name: "Add user" }).click();
  await owner.getByText("The user was added, and their invitation is on its way.").waitFor();
  assert.match(owner.url(), /\/demo\/users\/\d+\/edit\?done=invited$/);
  assert.equal(await owner.getByRole("heading", { level: 1 }).textContent(), THEO.name);
  return owner.url().replace(/\?.*$/, "");
}

/** The owner's tab on the users list, hydrated. */
async function ownerOnUsersList() {
  await owner.goto(`${fixture.app.url}/demo/users`);
  await owner.waitForSelector("html[data-hydrated]");
}

test("the owner adds a mechanic with an e-mail invitation and a password they set", async () => {
  await theoEditUrl();
});

test("the list shows them; filters work in place", async () => {
  await theoEditUrl();
  await ownerOnUsersList();
  const row = owner.locator("tbody tr", { hasText: THEO.name });
  await row.waitFor();
  assert.match(await row.textContent() ?? "", /theo\.tech@demo\.example.*mechanic.*Never/);

  await owner.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await owner.getByLabel("Role").selectOption("manager");
  await owner.waitForURL(/type=manager/);
  await row.waitFor({ state: "detached" });
  await owner.getByLabel("Search").fill("marcus");
  await owner.getByLabel("Search").press("Enter");
  await owner.waitForURL(/search=marcus/);
  // The address changes first; the list follows when the new rows have loaded.
  await owner.waitForFunction(() => document.querySelectorAll("tbody th").length === 1);
  assert.deepEqual(await owner.locator("tbody th").allTextContents(), ["Marcus Manager"]);
  assert.equal(
    await owner.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    true,
  );
  await owner.getByRole("link", { name: "E-mail" }).click();
  await owner.waitForURL(/orderBy=email/);
});

test("the owner reveals the password they set, and hides it", async () => {
  await owner.goto(await theoEditUrl());
  await owner.waitForSelector("html[data-hydrated]");
  await owner.getByRole("button", { name: "Reveal" }).click();
  assert.equal(await owner.getByLabel("Password", { exact: true }).textContent(), THEO.password);
  await owner.getByRole("button", { name: "Hide" }).click();
  assert.equal(await owner.getByText(THEO.password).count(), 0);
});

test("a sign-in link handed over opens in another browser and signs the mechanic in", async () => {
  await owner.goto(await theoEditUrl());
  await owner.waitForSelector("html[data-hydrated]");
  await owner.getByLabel("By e-mail").uncheck();
  await owner.getByLabel("Show me the link").check();
  await owner.getByRole("button", { name: "Send login link" }).click();
  const dialog = owner.getByRole("dialog", { name: `Sign-in link for ${THEO.name}` });
  await dialog.waitFor();
  // The link is made from PUBLIC_URL; the test app listens on a port chosen at start, so only its path counts.
  await owner.screenshot({ path: await screenshotPath("user-login-link-dialog-desktop-light") });
  const theoLink = new URL(await dialog.locator("textarea").inputValue()).pathname;
  assert.match(theoLink, /^\/login-link\/[\w-]{20}\.[\w-]{32}$/);
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "hidden" });

  const [theoContext, theo] = await newPage();
  await theo.goto(`${fixture.app.url}${theoLink}`);
  await theo.getByRole("button", { name: `Continue as ${THEO.name}` }).click();
  // A mechanic starts on the bay quicklist.
  await theo.getByRole("heading", { name: "Open inspections" }).waitFor();
  assert.ok(await theo.getByRole("link", { name: THEO.name }).isVisible(), "signed in as Theo");

  // Signing in ends the revealable copy of the password the owner set.
  await owner.reload();
  assert.equal(await owner.getByRole("button", { name: "Reveal" }).count(), 0);

  await disableTheo(theo);
  await theoContext.close();
});

/** The owner unticks Theo's status: the checkbox waits for the answer; Theo's next page is the sign-in page. */
async function disableTheo(theo: Page) {
  await ownerOnUsersList();
  const toggle = owner.getByLabel(`${THEO.name} is active`);
  assert.ok(await toggle.isChecked());
  const [response] = await Promise.all([
    owner.waitForResponse((r) => r.url().endsWith("/status")),
    toggle.uncheck(),
  ]);
  assert.equal(response.status(), 200);
  await owner.waitForFunction(
    (label) => !(document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement).disabled,
    `${THEO.name} is active`,
  );
  assert.equal(await toggle.isChecked(), false);

  await theo.reload();
  await theo.waitForURL(/\/login\?reason=signin/);
  await theo.getByRole("heading", { name: "Sign in" }).waitFor();
}

test("a refused status change puts the checkbox back and says why", async () => {
  await ownerOnUsersList();
  await owner.route(
    "**/ajax/users/*/status",
    (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
  );
  const toggle = owner.getByLabel("Marcus Manager is active");
  // click(), not uncheck(): the refusal comes back so fast that the box may be ticked again before
  // Playwright looks, which uncheck() would take for a click that did nothing.
  await toggle.click();
  await owner.getByText("Couldn't change the status: boom").waitFor();
  assert.equal(await toggle.isChecked(), true);
  await owner.unroute("**/ajax/users/*/status");
});

test("the owner acts as the manager from the manager's page, sees the banner, and comes back", async () => {
  await ownerOnUsersList();
  await owner.getByRole("link", { name: "Marcus Manager" }).click();
  await owner.getByRole("heading", { name: "Marcus Manager", exact: true }).waitFor();
  const managerPage = owner.url();
  await owner.getByRole("button", { name: "Act as this user" }).click();
  const banner = owner.getByRole("status").filter({ hasText: "is acting as" });
  await banner.waitFor();
  assert.equal(
    (await banner.textContent())?.replace(/\s+/g, " ").includes("Olivia Owner is acting as Marcus Manager"),
    true,
  );
  // Acting as a manager starts where a manager starts: the inspections list.
  await owner.getByRole("heading", { name: "Inspections", exact: true }).waitFor();
  await owner.getByRole("button", { name: "End impersonation" }).click();
  await owner.waitForURL(managerPage);
  await owner.getByRole("heading", { name: "Marcus Manager", exact: true }).waitFor();
  assert.equal(await owner.getByText("is acting as").count(), 0);
  assert.ok(await owner.getByRole("link", { name: "Olivia Owner" }).isVisible(), "the owner again");
});

test("without JavaScript the filters are an ordinary form", async () => {
  await theoEditUrl();
  const [context, page] = await newPage({ javaScriptEnabled: false });
  await signIn(page, fixture.app.url, "owner@demo.example", "demo-owner-2026");
  await page.goto(`${fixture.app.url}/demo/users`);
  await page.getByLabel("Role").selectOption("mechanic");
  await page.getByLabel("Status").selectOption("all");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL(/type=mechanic/);
  assert.deepEqual(await page.locator("tbody th").allTextContents(), ["Mia Mechanic", THEO.name]);
  await context.close();
});

test("screenshots of the list, a user's page and the profile, desktop and phone, light and dark", async () => {
  const pages: Array<[string, string]> = [
    ["users-list", "/demo/users?status=all"],
    ["user-edit", (await theoEditUrl()).slice(fixture.app.url.length)],
    ["users-me", "/demo/users/me"],
    ["users-add", "/demo/users/add"],
  ];
  const [context, page] = await newPage();
  await signIn(page, fixture.app.url, "owner@demo.example", "demo-owner-2026");
  for (const [name, path] of pages) {
    await page.goto(`${fixture.app.url}${path}`);
    await page.waitForSelector("html[data-hydrated]");
    await screenshots(page, name);
  }
  await context.close();
});
