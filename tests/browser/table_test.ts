// The table helpers in Chromium, on the gallery's sample tasks: select rows (the header's tri-state and the
// actions' minimums), sort by a heading, filter by words, open rows (kept in the hash without a history
// entry, open again after a reload), reorder by mouse, touch and keyboard (only positive ids are saved),
// and a failed save puts the order back with the alert (the reorders are one story: one test, a step each).
// Screenshots of the section, desktop and phone,
// light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { accessibilityViolations } from "../support/axe.ts";
import { screenshotPath, USER_AGENT } from "../support/browser.ts";
import { browserFixture, watchedTab } from "../support/browser_fixture.ts";
import { restingBox } from "../support/drag.ts";

let context: BrowserContext;
let page: Page;
let table: Locator;

const test = (name: string, fn: (t: Deno.TestContext) => Promise<void>) =>
  Deno.test({ name: `tables: ${name}`, ...LONG_LIVED, fn });

const SAVED_ORDER = [
  "Front brake pads",
  "Rear brake pads",
  "Brake fluid",
  "Tire tread depth",
  "Tire pressure",
]
  .concat(["Wiper blades", "Engine oil level", "Cabin air filter (not saved yet)"]);

const taskNames = () => table.locator("tbody[data-sort-id] th[scope=row]").allTextContents();
const savedOrderLine = () => page.locator("#table").getByText(/^Saved order: /).textContent();
const handle = (name: string) => table.getByRole("button", { name: `Move ${name}`, exact: true });
const details = (name: string) => table.getByRole("button", { name: `Details of ${name}`, exact: true });

async function openGallery(on: Page) {
  await on.goto(`${fixture.app.url}/demo/gallery`);
  await on.waitForSelector("html[data-hydrated]");
  await on.locator("#table table").waitFor();
}

/** Presses the mouse on a row's handle and moves, in steps, to a fraction of another row's height; the
 * pointer's y. */
async function dragWithMouse(name: string, over: string, fraction: number) {
  await table.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const from = (await handle(name).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to =
    (await table.locator("tbody", { has: page.getByRole("rowheader", { name: over }) }).boundingBox())!;
  const y = to.y + to.height * fraction;
  await page.mouse.move(from.x + from.width / 2, y, { steps: 8 });
  return y;
}

const fixture = browserFixture({
  async setup() {
    ({ context, page } = await watchedTab(fixture, { user: DEMO_STAFF.owner }));
    await openGallery(page);
    table = page.locator("#table table");
    assert.deepEqual(await taskNames(), SAVED_ORDER);
  },
});

test("selecting rows: the header shows none, some or all; actions wait for their minimum", async () => {
  await openGallery(page);
  const all = table.getByLabel("Select all tasks shown");
  const deactivate = page.getByRole("button", { name: "Deactivate" });
  const merge = page.getByRole("button", { name: "Merge" });
  const headerState = () =>
    all.evaluate((
      box: HTMLInputElement,
    ) => [box.checked, box.indeterminate, box.getAttribute("aria-checked")]);

  assert.deepEqual(await headerState(), [false, false, "false"]);
  assert.equal(await deactivate.isDisabled(), true);
  assert.equal(await merge.isDisabled(), true);

  await table.getByLabel("Select Brake fluid").check();
  assert.deepEqual(await headerState(), [false, true, "mixed"]);
  assert.equal(await deactivate.isEnabled(), true, "Deactivate needs one row");
  assert.equal(await merge.isDisabled(), true, "Merge needs two rows");

  await table.getByLabel("Select Tire pressure").check();
  assert.equal(await merge.isEnabled(), true);
  await merge.click();
  await page.getByText("Would merge: Brake fluid, Tire pressure.").waitFor();

  await all.check();
  assert.deepEqual(await headerState(), [true, false, "true"]);
  const boxes = table.locator("tbody[data-sort-id] input[type=checkbox]");
  assert.equal(await boxes.count(), 8);
  for (const box of await boxes.all()) assert.equal(await box.isChecked(), true);

  await all.uncheck();
  assert.deepEqual(await headerState(), [false, false, "false"]);
  assert.equal(await table.locator("tbody input:checked").count(), 0);
  assert.equal(await deactivate.isDisabled(), true);
});

test("a heading sorts ascending, then descending; reordering waits for the saved order", async () => {
  await openGallery(page);
  const heading = table.getByRole("columnheader", { name: "Task", exact: true });
  await page.getByRole("button", { name: "Task", exact: true }).click();
  assert.equal(await heading.getAttribute("aria-sort"), "ascending");
  assert.match(await heading.textContent() ?? "", /▲/);
  const ascending = [...SAVED_ORDER].sort((a, b) => a.localeCompare(b));
  assert.deepEqual(await taskNames(), ascending);
  assert.equal(await handle("Brake fluid").isDisabled(), true, "no dragging while the rows are sorted");

  await page.getByRole("button", { name: "Task", exact: true }).click();
  assert.equal(await heading.getAttribute("aria-sort"), "descending");
  assert.match(await heading.textContent() ?? "", /▼/);
  assert.deepEqual(await taskNames(), [...ascending].reverse());

  await page.getByRole("button", { name: "Priority" }).click();
  assert.equal(await heading.getAttribute("aria-sort"), null);
  assert.deepEqual((await taskNames()).slice(0, 3), [
    "Front brake pads",
    "Rear brake pads",
    "Tire tread depth",
  ]);

  await page.getByRole("button", { name: "Saved order" }).click();
  assert.deepEqual(await taskNames(), SAVED_ORDER);
  assert.equal(await handle("Brake fluid").isEnabled(), true);
});

test("the filter keeps rows holding every word, in any case; none left says so", async () => {
  await openGallery(page);
  const filter = page.getByLabel("Filter tasks");
  await filter.fill("PADS  brake");
  assert.deepEqual(await taskNames(), ["Front brake pads", "Rear brake pads"]);
  assert.equal(await page.locator(".table-filter [aria-live=polite]").textContent(), "2 of 8 rows shown");

  await filter.fill("brake rotor");
  assert.deepEqual(await taskNames(), []);
  await table.getByText("No rows match").waitFor();

  await filter.fill("");
  assert.deepEqual(await taskNames(), SAVED_ORDER);
  assert.equal(await page.locator(".table-filter [aria-live=polite]").textContent(), "8 rows");
});

test("opened rows go in the hash as details=a.b without a history entry, and open again after a reload", async () => {
  await openGallery(page);
  const historyLength = await page.evaluate(() => history.length);
  await details("Front brake pads").click();
  await details("Brake fluid").click();
  assert.equal(await page.evaluate(() => location.hash), "#details=12.3");
  assert.equal(await page.evaluate(() => history.length), historyLength, "no history entry added");
  assert.equal(await details("Brake fluid").getAttribute("aria-expanded"), "true");
  await table.getByText("Colour and moisture test strip.").waitFor();

  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  await table.getByText("Colour and moisture test strip.").waitFor();
  await table.getByText("Pad thickness in mm, both sides.").first().waitFor();
  assert.equal(await details("Front brake pads").getAttribute("aria-expanded"), "true");
  assert.equal(await details("Rear brake pads").getAttribute("aria-expanded"), "false");

  await details("Front brake pads").click();
  assert.equal(await page.evaluate(() => location.hash), "#details=3");
  await details("Brake fluid").click();
  assert.equal(await page.evaluate(() => location.hash), "");
  await table.getByText("Colour and moisture test strip.").waitFor({ state: "hidden" });

  // An address typed or pasted with the hash opens its rows in place.
  await page.evaluate(() => location.hash = "#details=14");
  await table.getByText("Level and colour on the dipstick.").waitFor();
  await details("Engine oil level").click();
  assert.equal(await page.evaluate(() => location.hash), "");
});

test("rows are reordered by mouse, over a collapsed row and by keyboard; a failed save puts the order back", async (t) => {
  await t.step({
    name: "a mouse drag moves a row; the save gets only the positive ids",
    ...LONG_LIVED,
    fn: async () => {
      await openGallery(page);
      assert.equal(await savedOrderLine(), "Saved order: not changed yet");
      const pointerY = await dragWithMouse("Brake fluid", "Front brake pads", 0.2);
      const dragged = (await table.locator("tbody.dragging").boundingBox())!;
      assert.ok(
        dragged.y <= pointerY && pointerY <= dragged.y + dragged.height,
        "the row follows the pointer",
      );
      assert.equal(await table.locator("tbody.dragging").getByRole("rowheader").textContent(), "Brake fluid");
      await page.mouse.up();
      assert.deepEqual((await taskNames()).slice(0, 3), [
        "Brake fluid",
        "Front brake pads",
        "Rear brake pads",
      ]);
      assert.equal(await savedOrderLine(), "Saved order: 3, 12, 7, 21, 5, 9, 14");
      await page.getByRole("status").filter({ hasText: "Brake fluid moved to position 1 of 8." }).waitFor();
    },
  });
  await t.step({
    name: "a dragged row held over a collapsed row opens it",
    ...LONG_LIVED,
    fn: async () => {
      await dragWithMouse("Tire pressure", "Wiper blades", 0.75);
      await table.getByText("Streaking or split rubber fails.").waitFor();
      // The opened row is taller now: its lower half, under its details, drops after it.
      const opened =
        (await table.locator("tbody", { has: page.getByRole("rowheader", { name: "Wiper blades" }) })
          .boundingBox())!;
      await page.mouse.move(opened.x + 20, opened.y + opened.height * 0.9, { steps: 3 });
      await page.locator("#table").screenshot({
        path: await screenshotPath("table-section-dragging-1280-light"),
      });
      await page.mouse.up();
      assert.equal(await details("Wiper blades").getAttribute("aria-expanded"), "true");
      assert.equal(await page.evaluate(() => location.hash), "#details=9");
      assert.deepEqual((await taskNames()).slice(4, 7), [
        "Wiper blades",
        "Tire pressure",
        "Engine oil level",
      ]);
      await details("Wiper blades").click();
    },
  });
  await t.step({
    name: "from the keyboard, the handle moves its row with the arrow keys and keeps focus",
    ...LONG_LIVED,
    fn: async () => {
      await handle("Tire tread depth").focus();
      await page.keyboard.press("ArrowUp");
      assert.deepEqual((await taskNames()).slice(2, 4), ["Tire tread depth", "Rear brake pads"]);
      assert.equal(await handle("Tire tread depth").evaluate((el) => el === document.activeElement), true);
      await page.keyboard.press("Alt+ArrowUp");
      await page.keyboard.press("Home");
      assert.equal((await taskNames())[0], "Tire tread depth");
      await page.getByRole("status").filter({ hasText: "Tire tread depth moved to position 1 of 8." })
        .waitFor();
      assert.equal(await savedOrderLine(), "Saved order: 21, 3, 12, 7, 9, 5, 14");
    },
  });
  await t.step({
    name: "a failed save puts the previous order back and alerts why",
    ...LONG_LIVED,
    fn: async () => {
      const before = await taskNames();
      await page.getByLabel("Make the next save fail").check();
      const alerted = new Promise<string>((resolve) =>
        page.once("dialog", async (dialog) => {
          resolve(`${dialog.type()}: ${dialog.message()}`);
          await dialog.accept();
        })
      );
      await handle("Front brake pads").focus();
      await page.keyboard.press("End");
      assert.equal(
        await alerted,
        "alert: Failed to re-order table rows: The example was told to fail this save.",
      );
      assert.deepEqual(await taskNames(), before);
      assert.equal(await savedOrderLine(), "Saved order: 21, 3, 12, 7, 9, 5, 14");
      assert.equal(await page.getByLabel("Make the next save fail").isChecked(), false);
    },
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const phone = viewport.width < 600;
    test(`${viewport.width} wide, ${colorScheme}: usable, accessible; screenshot`, async () => {
      const shot = await fixture.browser.newContext({
        userAgent: USER_AGENT,
        viewport,
        colorScheme,
        hasTouch: phone,
        storageState: await context.storageState(),
      });
      const tab = await shot.newPage();
      await openGallery(tab);
      const section = tab.locator("#table");
      await section.getByLabel("Select Brake fluid").check();
      await section.getByRole("button", { name: "Details of Rear brake pads" }).click();
      assert.equal(await accessibilityViolations(tab, { scope: "#table", only: "all" }), "");
      if (phone) {
        // The table scrolls inside its frame; the page itself does not get wider than the phone.
        assert.equal(await tab.evaluate(() => document.documentElement.scrollWidth), viewport.width);
        await dragByTouch(tab, "Tire pressure", "Front brake pads");
        const names = await section.locator("tbody[data-sort-id] th[scope=row]").allTextContents();
        assert.equal(names[0], "Tire pressure", "a finger on the handle drags the row");
      }
      await section.screenshot({
        path: await screenshotPath(`table-section-${viewport.width}-${colorScheme}`),
      });
      await shot.close();
    });
  }
}

/** A finger on a row's handle, moved onto the top of another row and lifted (touch events, as a phone). */
async function dragByTouch(tab: Page, name: string, over: string) {
  const section = tab.locator("#table");
  const from = await restingBox(section.getByRole("button", { name: `Move ${name}` }));
  const to =
    (await section.locator("tbody", { has: tab.getByRole("rowheader", { name: over }) }).boundingBox())!;
  const cdp = await tab.context().newCDPSession(tab);
  const x = from.x + from.width / 2;
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x, y: from.y + from.height / 2 }],
  });
  for (let step = 1; step <= 6; step++) {
    const y = from.y + from.height / 2 + (to.y + to.height * 0.2 - from.y - from.height / 2) * step / 6;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}
