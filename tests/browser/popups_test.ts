// The popups of the component gallery in Chromium, as a shop owner meets them: a page opened in the iframe
// popup (spinner, its title, Back closes it and Forward reopens it, Expand/Shrink, the unsaved-changes
// question), the confirm popup (Cancel first, Esc, a drag out of it does not close it), the copy popup and
// the Suggestion Box. On a phone a popup link is an ordinary link unless it forces the popup, which then
// fills the screen. The popup opened from a link is one story, so one test whose stages are its steps.
// Screenshots at 1280 and 390 wide, light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { screenshotPath, signIn, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";

let page: Page;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const test = (name: string, fn: (t: Deno.TestContext) => Promise<void>) =>
  Deno.test({ name: `popups: ${name}`, ...LONG_LIVED, fn });

async function newPage(viewport: { width: number; height: number }): Promise<[BrowserContext, Page]> {
  const context = await fixture.browser.newContext({ userAgent: USER_AGENT, viewport });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: fixture.app.url });
  const page = await context.newPage();
  page.on("console", (message) => {
    // A refused call is the test's own doing; the browser logs it as a console error.
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) {
      fixture.consoleErrors.push(message.text());
    }
  });
  page.on("pageerror", (error) => fixture.consoleErrors.push(error.message));
  await signIn(page, fixture.app.url, "owner@demo.example", "demo-owner-2026");
  return [context, page];
}

async function openGallery(on: Page) {
  await on.goto(`${fixture.app.url}/demo/gallery#popups`);
  await on.waitForSelector("html[data-hydrated]");
}

/** axe-core's findings inside one element (the page's CSP does not apply to what the test evaluates). */
async function axeViolations(on: Page, selector: string): Promise<string[]> {
  await on.evaluate(await Deno.readTextFile(AXE_SCRIPT));
  return await on.evaluate(async (selector) => {
    const axe = (globalThis as unknown as { axe: { run(context: string): Promise<AxeResults> } }).axe;
    const results = await axe.run(selector);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, selector);
}

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

const AXE_SCRIPT = new URL("../../node_modules/axe-core/axe.min.js", import.meta.url);

const popupDialog = (on: Page) => on.locator(".iframe-popup");
const frame = (on: Page) => on.frameLocator(".popup-frame");

const fixture = browserFixture({
  async setup() {
    [, page] = await newPage(DESKTOP);
    await openGallery(page);
  },
});

test("a page opened from a popup link: spinner and title, Back and Forward, Expand, a link inside, unsaved changes", async (t) => {
  await t.step({
    name: "a popup link opens the page in a popup: a spinner, then the page's title",
    ...LONG_LIVED,
    fn: async () => {
      // The page is held back a moment so the spinner can be seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => release = resolve);
      await page.route("**/demo/gallery/popup-sample", async (route) => {
        await held;
        await route.continue();
      });
      const galleryUrl = page.url();
      await page.getByRole("link", { name: "Sample page in a popup", exact: true }).click();
      const dialog = popupDialog(page);
      await dialog.getByRole("status").getByText("Loading…").waitFor();
      release();
      await page.getByRole("dialog", { name: "Popup sample" }).waitFor();
      await page.unroute("**/demo/gallery/popup-sample");
      assert.equal(await dialog.getByRole("status").count(), 0, "the spinner is gone");
      assert.equal(await frame(page).getByRole("heading", { name: "Popup sample" }).isVisible(), true);
      assert.equal(page.url(), galleryUrl, "the address stays the gallery's");
      const state = await page.evaluate(() => history.state);
      assert.equal(state.popup, true);
      assert.equal(state.target, "/demo/gallery/popup-sample");
      assert.equal(new URL(state.previousLocation, fixture.app.url).pathname, "/demo/gallery");
      assert.equal(
        await frame(page).locator("header.page-header").isVisible(),
        false,
        "the page inside leaves its header to the popup",
      );
      await page.screenshot({ path: await screenshotPath("popups-iframe-desktop-light") });
    },
  });
  await t.step({
    name: "Back closes the popup and Forward opens it again",
    ...LONG_LIVED,
    fn: async () => {
      await page.goBack();
      await popupDialog(page).waitFor({ state: "detached" });
      assert.equal(await page.evaluate(() => history.state?.popup ?? null), null);
      await page.goForward();
      await page.getByRole("dialog", { name: "Popup sample" }).waitFor();
      await frame(page).getByLabel("Vehicle note").waitFor();
    },
  });
  await t.step({
    name: "Expand fills the viewport and Shrink gives the popup its size back",
    ...LONG_LIVED,
    fn: async () => {
      const dialog = popupDialog(page);
      const before = await dialog.boundingBox();
      assert.ok(before && before.width < DESKTOP.width - 20, `sized for its page: ${before?.width}`);
      await dialog.getByRole("button", { name: "Expand" }).click();
      await page.waitForFunction(
        (width) => document.querySelector(".iframe-popup")!.getBoundingClientRect().width === width,
        DESKTOP.width,
      );
      const expanded = await dialog.boundingBox();
      assert.equal(expanded?.height, DESKTOP.height);
      await dialog.getByRole("button", { name: "Shrink" }).click();
      await page.waitForFunction(
        (width) => document.querySelector(".iframe-popup")!.getBoundingClientRect().width === width,
        before.width,
      );
    },
  });
  await t.step({
    name:
      "a link inside the popup loads the next page there; the popup takes its title and offers its Chat; Back still closes it",
    ...LONG_LIVED,
    fn: async () => {
      const dialog = popupDialog(page);
      assert.equal(
        await dialog.getByRole("button", { name: "Chat" }).count(),
        0,
        "the first page has no chat",
      );
      await frame(page).getByRole("link", { name: "Next sample page" }).click();
      await page.getByRole("dialog", { name: "Popup sample, page 2" }).waitFor();
      await dialog.getByRole("button", { name: "Chat" }).click();
      assert.equal(
        await frame(page).locator("body").evaluate((body) => body.ownerDocument.activeElement?.id),
        "sample-message",
      );
      // The page inside replaced the first: Back still closes the popup, Forward opens what was opened.
      await page.goBack();
      await popupDialog(page).waitFor({ state: "detached" });
      // Focus comes back to the link a moment after the popup leaves; Forward before that would open the popup
      // from the body, which is where its close would then put focus (no person presses Forward that fast).
      await page.waitForFunction(() => document.activeElement?.textContent === "Sample page in a popup");
      await page.goForward();
      await page.getByRole("dialog", { name: "Popup sample" }).waitFor();
      await frame(page).getByLabel("Vehicle note").waitFor();
    },
  });
  await t.step({
    name: "closing with unsaved changes, or Back, asks first; Cancel keeps the popup, confirming closes it",
    ...LONG_LIVED,
    fn: async () => {
      const dialog = popupDialog(page);
      await frame(page).getByLabel("Vehicle note").fill("Left rear tire worn");
      await frame(page).getByLabel("Priority").selectOption("urgent");
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      const question = page.getByRole("dialog", { name: "Unsaved changes" });
      await question.getByText("You have unsaved changes. Are you sure you want to close this popup?")
        .waitFor();
      await page.screenshot({ path: await screenshotPath("popups-unsaved-desktop-light") });
      await question.getByRole("button", { name: "Cancel" }).click();
      await question.waitFor({ state: "detached" });
      assert.equal(await frame(page).getByLabel("Vehicle note").inputValue(), "Left rear tire worn");

      // Back asks the same; Cancel puts the popup's entry back.
      await page.evaluate(() => history.back());
      await question.getByRole("button", { name: "Cancel" }).click();
      await question.waitFor({ state: "detached" });
      await page.waitForFunction(() => history.state?.popup === true);
      assert.equal(await frame(page).getByLabel("Vehicle note").inputValue(), "Left rear tire worn");

      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await question.getByRole("button", { name: "Discard changes" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.waitForFunction(() => history.state?.popup === undefined);
      assert.equal(new URL(page.url()).pathname, "/demo/gallery");
      // The dialog hands focus back as it unmounts, a moment after it left the page: wait for it (under load the
      // read came first and found the body), failing if it never comes back to the link.
      await page.waitForFunction(
        () => document.activeElement?.textContent === "Sample page in a popup",
        undefined,
        { timeout: 5_000 },
      ).catch(async () => {
        const focused = await page.evaluate(() => document.activeElement?.textContent?.slice(0, 80));
        assert.fail(`focus is back on the link that opened it, not on ${JSON.stringify(focused)}`);
      });
    },
  });
});

test("the confirm popup has Cancel focused first; Esc closes it as a Cancel", async () => {
  await openGallery(page);
  await page.getByRole("button", { name: "Confirm…" }).click();
  const dialog = page.getByRole("dialog", { name: "Finish the inspection" });
  await dialog.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Cancel");
  assert.equal(await dialog.getByRole("button", { name: "Confirm", exact: true }).isVisible(), true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await page.getByText("Answer: Cancelled.").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Confirm…");

  await page.getByRole("button", { name: "Confirm…" }).click();
  await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
  await page.getByText("Answer: Confirmed.").waitFor();
});

test("a press inside the dialog released on the backdrop does not close it; a click on the backdrop does", async () => {
  await openGallery(page);
  await page.getByRole("button", { name: "Delete image…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete image" });
  await dialog.waitFor();
  assert.match(await dialog.getByRole("button", { name: "Delete" }).getAttribute("class") ?? "", /danger/);
  await page.screenshot({ path: await screenshotPath("popups-confirm-desktop-light") });
  const box = (await dialog.getByText("Are you sure you want to delete this image?").boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(10, 10, { steps: 5 });
  await page.mouse.up();
  assert.equal(await dialog.isVisible(), true, "a drag out of the dialog leaves it open");
  await page.mouse.click(10, 10);
  await dialog.waitFor({ state: "detached" });
  await page.getByText("Answer: Cancelled.").waitFor();
});

test("the copy popup copies its text to the clipboard and says so", async () => {
  await openGallery(page);
  await page.getByRole("button", { name: "Copy a link…" }).click();
  const dialog = page.getByRole("dialog", { name: "Report link" });
  await dialog.getByRole("button", { name: "Copy to clipboard" }).click();
  await dialog.getByText("Copied to clipboard.").waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "https://example.test/r/Xb3kQ9");
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });
});

test("the Suggestion Box sends a confirmed suggestion; empty text is not sent", async () => {
  await openGallery(page);
  const sent: string[] = [];
  page.on(
    "request",
    (request) => request.url().endsWith("/ajax/misc/suggestions") && sent.push(request.method()),
  );
  await page.getByRole("button", { name: "Suggestion Box…" }).click();
  const dialog = page.getByRole("dialog", { name: "Suggestion Box" });
  assert.equal(
    await dialog.getByRole("link", { name: "Contact support" }).getAttribute("href"),
    "/help/support",
  );
  await dialog.getByLabel("What would make your work easier?").fill("   ");
  await dialog.getByRole("button", { name: "Send Suggestion" }).click();
  await dialog.getByText("Write your suggestion first.").waitFor();

  const text = "Let me reorder photos by dragging them";
  await dialog.getByLabel("What would make your work easier?").fill(text);
  await page.screenshot({ path: await screenshotPath("popups-suggestion-desktop-light") });
  await dialog.getByRole("button", { name: "Send Suggestion" }).click();
  const question = page.getByRole("dialog", { name: "Send suggestion" });
  await question.getByRole("button", { name: "Cancel" }).click();
  await question.waitFor({ state: "detached" });
  assert.deepEqual(sent, [], "nothing is sent until confirmed");

  await dialog.getByRole("button", { name: "Send Suggestion" }).click();
  await question.getByRole("button", { name: "Send" }).click();
  await dialog.getByText("Thank you! Your suggestion was sent.").waitFor();
  assert.deepEqual(sent, ["POST"]);
  const rows = await fixture.sql<{ shop: string; email: string }[]>`
    select shops.uri_name as shop, users.email from suggestions s
    join shops on shops.id = s.shop_id join users on users.id = s.user_id where s.body = ${text}`;
  assert.deepEqual(rows.map((row) => ({ ...row })), [{ shop: "demo", email: "owner@demo.example" }]);
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });
});

test("on a phone a popup link opens the page; a forced one opens the popup full-screen", async () => {
  const [phoneContext, phone] = await newPage(PHONE);
  await openGallery(phone);
  const forcedLink = phone.getByRole("link", { name: "Sample page, popup forced" });
  await forcedLink.scrollIntoViewIfNeeded();
  const scrolled = await phone.evaluate(() => scrollY);
  assert.ok(scrolled > 0, "the gallery is scrolled to its popups");
  await forcedLink.click();
  await phone.getByRole("dialog", { name: "Popup sample" }).waitFor();
  assert.equal(await phone.evaluate(() => scrollY), scrolled, "the page behind stays where it was");
  const box = await popupDialog(phone).boundingBox();
  assert.deepEqual([box?.width, box?.height], [PHONE.width, PHONE.height]);
  assert.equal(await popupDialog(phone).getByRole("button", { name: "Expand" }).count(), 0);
  await phone.screenshot({ path: await screenshotPath("popups-iframe-phone-light") });
  await popupDialog(phone).getByRole("button", { name: "Close", exact: true }).click();
  await popupDialog(phone).waitFor({ state: "detached" });

  await Promise.all([
    phone.waitForURL(/\/demo\/gallery\/popup-sample$/),
    phone.getByRole("link", { name: "Sample page in a popup", exact: true }).click(),
  ]);
  await phone.getByRole("heading", { name: "Popup sample" }).waitFor();
  assert.equal(await popupDialog(phone).count(), 0);
  await phoneContext.close();
});

test("screenshots of the gallery section and an open popup, light and dark, 1280 and 390 wide", async () => {
  const [shotContext, shot] = await newPage(DESKTOP);
  await openGallery(shot);
  await screenshots(shot, "popups-section", { part: shot.locator("#popups") });
  await shot.getByRole("link", { name: "Sample page, popup forced" }).click();
  await shot.getByRole("dialog", { name: "Popup sample" }).waitFor();
  await screenshots(shot, "popups-open", {
    fullPage: false,
    async check(shown, view) {
      assert.deepEqual(
        await axeViolations(shown, ".iframe-popup"),
        [],
        `iframe popup, ${view.width} ${view.colorScheme}`,
      );
    },
  });
  await popupDialog(shot).getByRole("button", { name: "Close", exact: true }).click();
  await shot.getByRole("button", { name: "Delete image…" }).click();
  await shot.getByRole("dialog", { name: "Delete image" }).waitFor();
  await screenshots(shot, "popups-confirm", {
    fullPage: false,
    async check(shown, view) {
      assert.deepEqual(
        await axeViolations(shown, ".confirm-dialog"),
        [],
        `confirm popup, ${view.width} ${view.colorScheme}`,
      );
    },
  });
  await shotContext.close();
});
