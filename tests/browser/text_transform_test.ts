// Text transformation in Chromium, on the gallery's customer-and-vehicle form, as a service adviser types:
// a name is tidied when they leave the field (read-only with a wait cursor while the server works), the
// e-mail is lowered and the plate raised without a call, "Tidy capitals" does every field at once, and a
// refused call leaves the typed text and says why. Screenshots of the section go to test-output/browser/.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { accessibilityViolations } from "../support/axe.ts";
import { signIn, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

let context: BrowserContext;
let page: Page;
let calls = 0;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `text transform: ${name}`, ...LONG_LIVED, fn });

const field = (label: string) => page.locator("#text-transform").getByLabel(label, { exact: true });

async function openGallery(target: Page) {
  await target.goto(`${fixture.app.url}/demo/gallery#text-transform`);
  await target.waitForSelector("html[data-hydrated]");
}

// The refused call's test answers 401 on purpose: Chromium logs it as a failed load.
const fixture = browserFixture({
  expectedErrors: /Failed to load resource.*status of 401/,
  async setup({ app }) {
    ({ context, page } = await watchedTab(fixture));
    page.on("request", (request) => request.url().endsWith("/ajax/misc/text") && calls++);
    await signIn(page, app.url, "owner@demo.example", "demo-owner-2026");
    await openGallery(page);
  },
});

test("a name is tidied on leaving the field, read-only with a wait cursor while the server works", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => release = resolve);
  await page.route("**/ajax/misc/text", async (route) => {
    await held;
    await route.continue();
  });
  const lastName = field("Last name");
  await lastName.fill("mcdonald-o'brien jr");
  await lastName.press("Tab");
  await page.waitForFunction(() => (document.getElementById("tt-last-name") as HTMLInputElement).readOnly);
  assert.equal(await lastName.evaluate((input) => getComputedStyle(input).cursor), "wait");
  assert.equal(await lastName.getAttribute("aria-busy"), "true");
  release();
  await page.waitForFunction(() =>
    (document.getElementById("tt-last-name") as HTMLInputElement).value === "McDonald-O'Brien Jr"
  );
  assert.equal(await lastName.evaluate((input: HTMLInputElement) => input.readOnly), false);
  assert.notEqual(await lastName.evaluate((input) => getComputedStyle(input).cursor), "wait");
  await page.unroute("**/ajax/misc/text");
});

test("the e-mail is lowered and the plate raised in the browser, without a call", async () => {
  const before = calls;
  await field("E-mail").fill("Ann.McDonald@Example.COM");
  await field("E-mail").press("Tab");
  await field("License plate").fill("abc 1234");
  await field("License plate").press("Tab");
  assert.equal(await field("E-mail").inputValue(), "ann.mcdonald@example.com");
  assert.equal(await field("License plate").inputValue(), "ABC 1234");
  assert.equal(calls, before);
});

test("Tidy capitals does every field at once, as if they had been pasted in", async () => {
  await page.evaluate(() => {
    const values: Record<string, string> = {
      "tt-first-name": "MARIA",
      "tt-company": "acme auto llc",
      "tt-make": "bmw",
      "tt-model": "328i xdrive",
      "tt-concern": "noise from the front when braking",
      "tt-notes": "CUSTOMER SAYS ABS LIGHT IS ON. i checked the vin.",
      // As the first test leaves it.
      "tt-last-name": "McDonald-O'Brien Jr",
    };
    for (const [id, value] of Object.entries(values)) {
      (document.getElementById(id) as HTMLInputElement).value = value;
    }
  });
  const before = calls;
  await page.getByRole("button", { name: "Tidy capitals" }).click();
  await page.waitForFunction(() => (document.getElementById("tt-make") as HTMLInputElement).value === "BMW");
  assert.equal(calls, before + 1, "one call for every field");
  assert.equal(await field("First name").inputValue(), "Maria");
  assert.equal(await field("Company").inputValue(), "Acme Auto LLC");
  assert.equal(await field("Model").inputValue(), "328i xDrive");
  assert.equal(await field("Concern").inputValue(), "Noise from the Front When Braking");
  assert.equal(await field("Notes").inputValue(), "Customer says ABS light is on. I checked the VIN.");
  assert.equal(await field("Last name").inputValue(), "McDonald-O'Brien Jr", "already tidy: unchanged");
});

test("a refused call leaves the typed text and says why", async () => {
  await page.route("**/ajax/misc/text", (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({ message: "Sign in to continue." }),
    }));
  await field("First name").fill("ann");
  await field("First name").press("Tab");
  await page.locator("#text-transform").getByRole("alert").filter({
    hasText: "The capitals were not tidied: Sign in to continue.",
  })
    .waitFor();
  assert.equal(await field("First name").inputValue(), "ann");
  assert.equal(await field("First name").evaluate((input: HTMLInputElement) => input.readOnly), false);
  await page.unroute("**/ajax/misc/text");

  await field("First name").fill("ANN");
  await field("First name").press("Tab");
  await page.waitForFunction(() =>
    (document.getElementById("tt-first-name") as HTMLInputElement).value === "Ann"
  );
  assert.equal(
    await page.locator("#text-transform").getByRole("alert").count(),
    0,
    "a call that works clears the message",
  );
});

test("Save pressed while a name is at the server waits for it, so the tidied name is what is sent", async () => {
  // The first name and the vehicle as the tests before leave them.
  for (const [label, value] of [["First name", "Ann"], ["Make", "BMW"], ["Model", "328i xDrive"]]) {
    await field(label).fill(value);
    await field(label).press("Tab");
  }
  await page.waitForFunction(() => !(document.getElementById("tt-model") as HTMLInputElement).readOnly);
  let release = () => {};
  const held = new Promise<void>((resolve) => release = resolve);
  await page.route("**/ajax/misc/text", async (route) => {
    await held;
    await route.continue();
  });
  await field("Last name").fill("smith-jones");
  await field("Last name").press("Enter");
  await page.waitForFunction(() => (document.getElementById("tt-last-name") as HTMLInputElement).readOnly);
  assert.equal(
    await page.locator("#text-transform").getByRole("status").count(),
    0,
    "not sent while the name is at the server",
  );
  release();
  await page.locator("#text-transform").getByRole("status").filter({
    hasText: "Would save Ann Smith-Jones, BMW 328i xDrive",
  }).waitFor();
  await page.unroute("**/ajax/misc/text");
});

test("the section has no accessibility violations in light or dark (axe-core)", async () => {
  for (const colorScheme of ["light", "dark"] as const) {
    const checked = await fixture.browser.newContext({
      userAgent: USER_AGENT,
      colorScheme,
      storageState: await context.storageState(),
    });
    const checkedPage = await checked.newPage();
    await openGallery(checkedPage);
    const violations = await accessibilityViolations(checkedPage, { scope: "#text-transform", only: "all" });
    await checked.close();
    assert.equal(violations, "", colorScheme);
  }
});

test("screenshots of the section, 1280 and 390 wide, light and dark", async () => {
  const shot = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    storageState: await context.storageState(),
  });
  const shotPage = await shot.newPage();
  await openGallery(shotPage);
  const fill = async (label: string, value: string) => {
    await shotPage.locator("#text-transform").getByLabel(label, { exact: true }).fill(value);
    await shotPage.locator("#text-transform").getByLabel(label, { exact: true }).press("Tab");
  };
  await fill("First name", "maria");
  await fill("Last name", "de la cruz-mcdonald");
  await fill("E-mail", "Maria@Example.COM");
  await fill("Make", "mercedes-benz");
  await fill("Model", "c300 4matic");
  await fill("License plate", "7abc123");
  await fill("Notes", "left front pads at 2mm. abs light on, customer ok'd the quote");
  await shotPage.waitForFunction(() =>
    (document.getElementById("tt-notes") as HTMLTextAreaElement).value.startsWith("Left")
  );
  await screenshots(shotPage, "text-transform", { part: shotPage.locator("#text-transform") });
  await shot.close();
});
