// The inspection's images page in Chromium, through the real upload protocol: a mechanic uploads photos and
// sees their thumbnails, reorders them (kept after a reload), assigns one to a checklist task from its
// menu (a second tab that assigns it again is told it is already assigned), hides one (the warning shows)
// and deletes one after the seed's question. Offline, the upload says so; a file over the limit (the app
// started with MEDIA_MAX_UPLOAD_MB=1) gets the size message. The photos' story is one test, a step each.
// Screenshots at 1280 and 390, light and dark.
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { BrowserContext, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { screenshotPath, signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

let shop: InspectionShop;
let inspection: { id: number; encId: string };
const DESKTOP = { width: 1280, height: 800 };
const PHOTO = new URL("../fixtures/media/oriented_gps.jpg", import.meta.url).pathname;
const PHOTO_BYTES = Deno.readFileSync(PHOTO);

const test = (name: string, fn: (t: Deno.TestContext) => Promise<void>) =>
  Deno.test({ name: `asset list: ${name}`, ...LONG_LIVED, fn });

const mechanicTab = () =>
  signedInTab(
    fixture.browser,
    fixture.app.url,
    { email: shop.mechanic.email, password: PASSWORD },
    imagesPath(),
    {
      viewport: DESKTOP,
      errors: fixture.consoleErrors,
    },
  );

const imagesPath = () => `/${shop.shop.uriName}/inspections/${inspection.encId}/images`;

async function openImages(page: Page) {
  await page.goto(`${fixture.app.url}${imagesPath()}`);
  await page.waitForSelector("html[data-hydrated]");
}

const grid = (page: Page) => page.getByRole("list", { name: "Inspection images and videos" });
const items = (page: Page) => grid(page).locator(":scope > li");
const idsShown = async (page: Page) =>
  (await items(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.assetId))).map(Number);

async function savedOrder(): Promise<number[]> {
  const rows = await fixture.sql<{ id: number }[]>`
    select id from assets where owner_id = ${inspection.id} and subclass = 'InspectionAsset'
      and status <> 'softDeleted' order by sort_order, id`;
  return rows.map((row) => row.id);
}

async function upload(page: Page, files: Array<{ name: string; mimeType: string; buffer: Uint8Array }>) {
  await page.getByLabel("Add photos or videos").setInputFiles(
    files.map((file) => ({ ...file, buffer: Buffer.from(file.buffer) })),
  );
}

const photo = (name: string) => ({ name, mimeType: "image/jpeg", buffer: PHOTO_BYTES });

const fixture = browserFixture({
  env: { MEDIA_MAX_UPLOAD_MB: "1" },
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    inspection = await newInspection(sql, app.services.keys, shop);
    ({ context, page } = await mechanicTab());
  },
});

let context: BrowserContext;
let page: Page;

test("a mechanic uploads two photos, reorders them by button and by drag, assigns one, hides and deletes the other", async (t) => {
  await t.step({
    name: "upload two photos: each shows its thumbnail, the progress rows go when done",
    ...LONG_LIVED,
    fn: async () => {
      await page.getByText("No images or videos yet.").waitFor();
      await upload(page, [photo("front-pads.jpg"), photo("rear-pads.jpg")]);
      await items(page).nth(1).locator("img").waitFor();
      await page.locator(".upload-item").first().waitFor({ state: "detached" });
      const names = await items(page).locator(".asset-name").allInnerTexts();
      assert.deepEqual(names, ["front-pads.jpg", "rear-pads.jpg"]);
      const loaded = await items(page).first().locator("img").evaluate((img) =>
        (img as HTMLImageElement).naturalWidth
      );
      assert.ok(loaded > 0, "the thumbnail loads from its view URL");
      assert.deepEqual(await idsShown(page), await savedOrder());
    },
  });
  await t.step({
    name: "reorder by the Move later button: the order is saved and kept after a reload",
    ...LONG_LIVED,
    fn: async () => {
      const [first, second] = await idsShown(page);
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/assets/reorder") && r.status() === 204),
        page.getByRole("button", { name: "Move front-pads.jpg later" }).click(),
      ]);
      assert.deepEqual(await idsShown(page), [second, first]);
      assert.deepEqual(await savedOrder(), [second, first]);
      await openImages(page);
      assert.deepEqual(await idsShown(page), [second, first]);
    },
  });
  await t.step({
    name: "reorder by dragging: rear pads dragged after front pads",
    ...LONG_LIVED,
    fn: async () => {
      const before = await idsShown(page);
      const handle = page.getByRole("button", { name: "Drag rear-pads.jpg" });
      const target = items(page).nth(1);
      const from = (await handle.boundingBox())!;
      const to = (await target.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width * 0.75, to.y + to.height / 2, { steps: 8 });
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/assets/reorder") && r.status() === 204),
        page.mouse.up(),
      ]);
      assert.deepEqual(await idsShown(page), [before[1], before[0]]);
      assert.deepEqual(await savedOrder(), [before[1], before[0]]);
    },
  });
  await t.step({
    name: "assign to a task from the menu; a second tab's assignment is told it is already assigned",
    ...LONG_LIVED,
    fn: async () => {
      const other = await mechanicTab();
      const menuOf = (p: Page) => p.getByRole("dialog", { name: "Menu for front-pads.jpg" });
      await other.page.getByRole("button", { name: "Menu for front-pads.jpg" }).click();
      await menuOf(other.page).getByLabel("Front brake pads").waitFor();

      await page.getByRole("button", { name: "Menu for front-pads.jpg" }).click();
      const pads = menuOf(page).getByLabel("Front brake pads");
      // A click and the server's answer, then the box as the mechanic sees it: check() would read the box in
      // the instant between the click and the re-render, and says nothing of a refused call.
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "PUT"),
        pads.click(),
      ]);
      const alert = await page.locator(".asset-list-alert").innerText();
      assert.equal(answer.status(), 200, `the assignment was refused: ${alert}`);
      await page.waitForFunction(
        (box) => (box as HTMLInputElement).checked && !(box as HTMLInputElement).disabled,
        await pads.elementHandle(),
      );
      assert.match(await items(page).filter({ hasText: "front-pads.jpg" }).innerText(), /1 task/);
      // The menu stayed open through the list refresh.
      assert.equal(await menuOf(page).isVisible(), true);

      // A click, not check(): the refused box goes back to unticked, and check() fails when it reads the box
      // after that instead of before.
      await menuOf(other.page).getByLabel("Front brake pads").click();
      await other.page.getByRole("alert").filter({ hasText: "The image is already assigned to this task." })
        .waitFor();
      await other.context.close();

      // A click outside closes the menu.
      await page.locator("h1").click();
      await menuOf(page).waitFor({ state: "detached" });
    },
  });
  await t.step({
    name: "hide one: dimmed, with the hidden warning; Show brings it back",
    ...LONG_LIVED,
    fn: async () => {
      const item = items(page).filter({ hasText: "rear-pads.jpg" });
      assert.equal(await page.getByRole("dialog").count(), 0, "no menu is left open");
      await page.getByRole("button", { name: "Menu for rear-pads.jpg" }).click();
      await page.getByRole("dialog", { name: "Menu for rear-pads.jpg" }).getByRole("button", { name: "Hide" })
        .click();
      await item.getByText("Warning: Image is currently hidden and will not be displayed in reports.")
        .waitFor();
      assert.match((await item.getAttribute("class"))!, /is-hidden/);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "Menu for rear-pads.jpg" }).waitFor({ state: "detached" });
    },
  });
  await t.step({
    name: "screenshots at 1280 and 390, light and dark",
    ...LONG_LIVED,
    fn: async () => {
      const tab = await mechanicTab();
      await items(tab.page).first().locator("img").waitFor();
      await screenshots(tab.page, "asset-list");
      await tab.page.getByRole("button", { name: "Menu for front-pads.jpg" }).click();
      await tab.page.getByRole("dialog", { name: "Menu for front-pads.jpg" }).getByLabel("Front brake pads")
        .waitFor();
      await screenshots(tab.page, "asset-menu");
      await tab.context.close();
    },
  });
  await t.step({
    name: "delete after the seed's question",
    ...LONG_LIVED,
    fn: async () => {
      const before = await idsShown(page);
      await page.getByRole("button", { name: "Menu for rear-pads.jpg" }).click();
      await page.getByRole("dialog", { name: "Menu for rear-pads.jpg" }).getByRole("button", {
        name: "Delete",
      })
        .click();
      const question = page.getByRole("dialog", { name: "Delete image" });
      await question.getByText("Are you sure you want to delete this image?").waitFor();
      await question.getByRole("button", { name: "Delete" }).click();
      // The page is hidden from the accessibility tree while the question is open.
      await question.waitFor({ state: "detached" });
      await items(page).filter({ hasText: "rear-pads.jpg" }).waitFor({ state: "detached" });
      assert.equal((await idsShown(page)).length, before.length - 1);
      assert.deepEqual(await savedOrder(), await idsShown(page));
    },
  });
});

test("offline, the upload says the file cannot be uploaded", async () => {
  await context.setOffline(true);
  await upload(page, [photo("offline.jpg")]);
  await page.locator(".upload-item").getByText("You are offline.The file cannot be uploaded.").waitFor();
  await page.locator(".upload-status").getByText("You are offline.The file cannot be uploaded.").waitFor();
  await context.setOffline(false);
});

test("a file over the 1 MB limit gets the size message", async () => {
  // A document: a picture this big is shrunk on the device before it goes (photo_shrink_test.ts).
  const big = new Uint8Array(1_500_000);
  big.set(new TextEncoder().encode("%PDF-1.4\n"));
  await upload(page, [{ name: "huge-scan.pdf", mimeType: "application/pdf", buffer: big }]);
  await page.locator(".upload-item").getByText("The uploaded file exceeds the file upload size limit.")
    .waitFor();
  await page.screenshot({ path: await screenshotPath("asset-upload-errors-1280-light") });
  await context.close();
});
