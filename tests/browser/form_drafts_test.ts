// Form drafts in Chromium, on the gallery's sample "customer concern" form: what was typed comes back
// after a reload and says so; Clear form asks the seed's question and Undo brings the values back; a
// multiple select makes the form dirty and clean again; leaving a dirty form warns (in the app and
// for the browser); a sent form's draft is not offered again; the textarea grows to 5 rows and no more;
// a typed date in the quick search is sent when the field is left; the time-zone input holds the
// browser's zone and writes it to a 365-day cookie; the submit button spins while the form is sent.
import assert from "node:assert/strict";
import type { BrowserContext, Dialog, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { signIn } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

// The refused loads a page logs as it is left are not script errors.
const fixture = browserFixture({ expectedErrors: /^Failed to load resource/ });
/** The test's own tab (its own drafts in localStorage and cookies), opened by ownerOnGallery. */
let context: BrowserContext | undefined;
let page: Page;
/** The dialogs the page opened, with the answer each got (answer: what the next one is told). */
const dialogs: { type: string; message: string }[] = [];
let answer = true;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `Form drafts: ${name}`, ...LONG_LIVED, fn });

const GALLERY = "/demo/gallery";
const form = () => page.locator("form.gallery-form");
const notice = () => form().locator(".draft-notice");
const isDirty = async () => (await form().getAttribute("data-dirty")) === "true";

async function openGallery(path = GALLERY) {
  await page.goto(`${fixture.app.url}${path}`);
  await page.waitForSelector("html[data-hydrated]");
}

/** The previous test's tab closed, the owner signs in in a new one and opens the gallery. */
async function ownerOnGallery() {
  await context?.close();
  dialogs.length = 0;
  answer = true;
  ({ context, page } = await watchedTab(fixture, { colorScheme: "light", timezoneId: "America/Chicago" }));
  page.on("dialog", onDialog);
  await signIn(page, fixture.app.url, "owner@demo.example", "demo-owner-2026");
  await openGallery();
  await page.getByRole("heading", { name: "Forms: drafts, Clear form, quick search" }).waitFor();
}

/** Robin Roe's concern typed and not sent, as the Clear form test leaves it after Undo: a dirty form. */
async function robinRoeTyped() {
  await page.getByLabel("Customer name").fill("Robin Roe");
  await page.getByLabel("Systems to check").selectOption(["tires"]);
}

/** Clear form, answered with the confirm popup's own Clear form button. */
async function clearForm() {
  await form().getByRole("button", { name: "Clear form" }).click();
  const question = page.getByRole("dialog", { name: "Clear form?" });
  await question.getByRole("button", { name: "Clear form" }).click();
  await question.waitFor({ state: "detached" });
}

async function onDialog(dialog: Dialog) {
  dialogs.push({ type: dialog.type(), message: dialog.message() });
  await (answer ? dialog.accept() : dialog.dismiss());
}

test("the time-zone input holds the browser's time zone, also kept in a 365-day cookie", async () => {
  await ownerOnGallery();
  assert.equal(await page.getByLabel("Your time zone").inputValue(), "America/Chicago");
  const cookie = (await page.context().cookies()).find((c) => c.name === "timeZone");
  assert.equal(cookie?.value, "America%2FChicago");
  assert.equal(cookie?.path, "/");
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  assert.ok(days > 364 && days <= 365, `the cookie lasts 365 days, not ${days}`);
  assert.equal(await isDirty(), false, "a value the page filled in is not an unsaved change");
});

test("what was typed comes back after a reload, announced, and Discard throws it away", async () => {
  await ownerOnGallery();
  await page.getByLabel("Customer name").fill("Dana Driver");
  await page.getByLabel("Urgency").selectOption("today");
  await page.getByLabel("What the customer says").fill("Squeal from the front left when braking.");
  assert.equal(await isDirty(), true);
  assert.equal(await page.getByText("Unsaved changes (kept on this device)").isVisible(), true);

  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  assert.match(await notice().innerText(), /^Restored your unsaved changes from .+ ago\./);
  assert.equal(await page.getByLabel("Customer name").inputValue(), "Dana Driver");
  assert.equal(await page.getByLabel("Urgency").inputValue(), "today");
  assert.equal(
    await page.getByLabel("What the customer says").inputValue(),
    "Squeal from the front left when braking.",
  );
  assert.equal(await isDirty(), true);

  await notice().getByRole("button", { name: "Discard" }).click();
  assert.equal(await page.getByLabel("Customer name").inputValue(), "");
  assert.equal(await isDirty(), false);
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  assert.equal(await notice().count(), 0, "a discarded draft is gone");
  assert.equal(await page.getByLabel("Customer name").inputValue(), "");
});

test("another person at the same browser is not offered the draft", async () => {
  await ownerOnGallery();
  await form().getByLabel("License plate").fill("KEEP123");
  const keys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith("formDraft:"))
  );
  assert.equal(keys.length, 1);
  // The same form's draft, as another user of the same shop would have left it in this browser.
  const userId = keys[0].split(":")[2];
  assert.match(userId, /^u\d+$/);
  await page.evaluate(([key, other]) => localStorage.setItem(other, localStorage.getItem(key)!), [
    keys[0],
    keys[0].replace(`:${userId}:`, ":u999:"),
  ]);
  await clearForm();
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  assert.equal(await notice().count(), 0);
  assert.equal(await form().getByLabel("License plate").inputValue(), "");
});

test("a multiple select change makes the form dirty, and undoing it makes it clean", async () => {
  await ownerOnGallery();
  const systems = page.getByLabel("Systems to check");
  assert.equal(await isDirty(), false);
  await systems.selectOption(["brakes", "lights"]);
  assert.equal(await isDirty(), true);
  await systems.selectOption([]);
  assert.equal(await isDirty(), false);
});

test("Clear form asks the reset question; No keeps the values, Yes clears them and Undo brings them back", async () => {
  await ownerOnGallery();
  await robinRoeTyped();
  const clear = page.getByRole("button", { name: "Clear form" });

  const question = page.getByRole("dialog", { name: "Clear form?" });
  await clear.click();
  await question.getByText("Are you sure you want to reset this form?").waitFor();
  assert.equal(
    await question.getByRole("button", { name: "Cancel" }).evaluate((b) => b === document.activeElement),
    true,
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  await question.waitFor({ state: "detached" });
  assert.equal(await page.getByLabel("Customer name").inputValue(), "Robin Roe");

  await clear.click();
  await question.getByRole("button", { name: "Clear form" }).click();
  await question.waitFor({ state: "detached" });
  assert.equal(await page.getByLabel("Customer name").inputValue(), "");
  assert.deepEqual(
    await page.getByLabel("Systems to check").evaluate((s: HTMLSelectElement) =>
      [...s.selectedOptions].map((o) => o.value)
    ),
    [],
  );
  assert.equal(await isDirty(), false);
  assert.equal(await page.getByLabel("Your time zone").inputValue(), "America/Chicago", "reset keeps it");

  await notice().getByRole("button", { name: "Undo" }).click();
  assert.equal(await page.getByLabel("Customer name").inputValue(), "Robin Roe");
  assert.deepEqual(
    await page.getByLabel("Systems to check").evaluate((s: HTMLSelectElement) =>
      [...s.selectedOptions].map((o) => o.value)
    ),
    ["tires"],
  );
  assert.equal(await isDirty(), true);
});

test("leaving a dirty form by a link in the app warns in the seed's words; Cancel stays", async () => {
  await ownerOnGallery();
  await robinRoeTyped();
  await page.locator("header nav").getByRole("link", { name: "Users" }).click();
  const question = page.getByRole("dialog", { name: "Unsaved changes" });
  await question.getByText("You have unsaved changes. Are you sure you want to leave this page?").waitFor();
  await question.getByRole("button", { name: "Cancel" }).click();
  await question.waitFor({ state: "detached" });
  assert.equal(new URL(page.url()).pathname, GALLERY);
  assert.equal(await page.getByLabel("Customer name").inputValue(), "Robin Roe");
});

test("leaving a dirty form for another address asks the browser's leave question", async () => {
  await ownerOnGallery();
  await robinRoeTyped();
  answer = false;
  dialogs.length = 0;
  // The browser asks only after the person did something on the page.
  await form().getByLabel("License plate").click();
  await page.goto(`${fixture.app.url}/demo/users`).catch(() => {});
  assert.deepEqual(dialogs.map((dialog) => dialog.type), ["beforeunload"]);
  assert.equal(new URL(page.url()).pathname, GALLERY);
  answer = true;
});

test("the submit button spins and the form is busy while it is sent; the sent draft is not offered again", async () => {
  await ownerOnGallery();
  await robinRoeTyped();
  // What the page shows while the form is on its way, noted in sessionStorage for after the page load.
  await page.evaluate(() => {
    const form = document.querySelector("form.gallery-form")!;
    new MutationObserver(() => {
      const button = form.querySelector("button[type=submit]")!;
      sessionStorage.setItem(
        "busyWhileSending",
        JSON.stringify({
          formBusy: form.getAttribute("aria-busy"),
          buttonDisabled: button.getAttribute("aria-disabled"),
          spinners: button.querySelectorAll(".spinner").length,
        }),
      );
    }).observe(form, { attributes: true, subtree: true, childList: true });
  });
  dialogs.length = 0;
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get("sent") === "concern"),
    page.getByRole("button", { name: "Save concern" }).click(),
  ]);
  await page.waitForSelector("html[data-hydrated]");
  assert.deepEqual(
    JSON.parse(await page.evaluate(() => sessionStorage.getItem("busyWhileSending")) ?? "null"),
    { formBusy: "true", buttonDisabled: "true", spinners: 1 },
  );
  assert.deepEqual(dialogs, [], "sending is not leaving");
  assert.equal(
    await page.getByText("The concern was sent (to nowhere: this is the gallery).").isVisible(),
    true,
  );
  assert.equal(await notice().count(), 0);
  assert.equal(await page.getByLabel("Customer name").inputValue(), "");

  await openGallery();
  assert.equal(await notice().count(), 0, "not on a later visit either");
  assert.equal(await page.getByLabel("Customer name").inputValue(), "");
});

test("a dirty form with no saved draft is saved when the page goes away", async () => {
  await ownerOnGallery();
  await form().getByLabel("License plate").fill("PAGEHIDE1");
  // Storage lost the draft (another tab cleared it, say): leaving the page saves it again.
  const drafts = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("formDraft:")).map((key) => localStorage[key])
    );
  await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith("formDraft:")).forEach((key) =>
      localStorage.removeItem(key)
    )
  );
  assert.deepEqual(await drafts(), []);
  // The page's own pagehide, as the browser fires it when the page goes away: the save is what is tested
  // here, not whether a write in the last moment of a page reaches storage under load.
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })));
  const [saved] = await drafts();
  assert.match(saved ?? "", /PAGEHIDE1/);
  answer = true;
  await page.reload();
  // The draft is restored once the page knows whose it is, which may be a moment after hydration.
  await notice().getByRole("button", { name: "Discard" }).waitFor();
  assert.equal(await form().getByLabel("License plate").inputValue(), "PAGEHIDE1");
  await notice().getByRole("button", { name: "Discard" }).click();
});

test("the textarea grows with its text to 5 rows and no more", async () => {
  await ownerOnGallery();
  const textarea = page.getByLabel("What the customer says");
  const rows = () => textarea.evaluate((t: HTMLTextAreaElement) => t.rows);
  const scrolls = () => textarea.evaluate((t: HTMLTextAreaElement) => t.scrollHeight > t.clientHeight + 1);
  assert.equal(await rows(), 2);
  await textarea.fill("one\ntwo\nthree");
  assert.equal(await rows(), 3);
  assert.equal(await scrolls(), false);
  await textarea.fill("1\n2\n3\n4\n5");
  assert.equal(await rows(), 5);
  assert.equal(await scrolls(), false);
  await textarea.fill("1\n2\n3\n4\n5\n6\n7\n8");
  assert.equal(await rows(), 5);
  assert.equal(await scrolls(), true, "beyond 5 rows the text scrolls");
  await textarea.fill("short");
  assert.equal(await rows(), 2);
  // Text that wraps at a phone's width takes more rows once the window has been resized.
  await textarea.fill(
    "The customer says the brakes squeal at low speed, mostly in the morning, and that the car pulls to the " +
      "left when braking hard on the highway.",
  );
  const wide = await rows();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(
    (before) => (document.querySelector("textarea[name=concern]") as HTMLTextAreaElement).rows > before,
    wide,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  answer = true;
  await clearForm();
});

test("a date typed into the quick search is sent when the field is left", async () => {
  await ownerOnGallery();
  const from = page.getByLabel("Visits from");
  await from.focus();
  await page.keyboard.type("03152026");
  assert.equal(new URL(page.url()).searchParams.get("from"), null, "not while typing");
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get("from") === "2026-03-15"),
    // Leaving the field: a click elsewhere on the page.
    page.getByRole("heading", { name: "Forms: drafts, Clear form, quick search" }).click(),
  ]);
  await page.waitForSelector("html[data-hydrated]");
  assert.equal(await page.getByText("Showing visits from 2026-03-15 to today.").isVisible(), true);
  assert.equal(await page.getByLabel("Visits from").inputValue(), "2026-03-15");
});

test("a date picked without typing is sent at once", async () => {
  await ownerOnGallery();
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get("to") === "2026-04-01"),
    page.getByLabel("to", { exact: true }).evaluate((input: HTMLInputElement) => {
      input.value = "2026-04-01";
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }),
  ]);
});

test("screenshots of the forms section with a restored draft, light and dark, 1280 and 390 wide", async () => {
  await ownerOnGallery();
  await page.getByLabel("Customer name").fill("Dana Driver");
  await page.getByLabel("Systems to check").selectOption(["brakes", "lights"]);
  await page.getByLabel("What the customer says").fill(
    "Squeal from the front left\nwhen braking\nin the morning.",
  );
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  await screenshots(page, "form-drafts", { part: page.locator("#forms") });
});
