// A checklist row's Photos slot in Chromium, through the real upload protocol: a mechanic adds a JPEG to a
// task that requires a photo, sees its thumbnail load and the row stop asking for one, still sees it after a
// reload, opens it in the viewer and hides it (the thumbnail dims); the images page lists it with "1 task".
// A photo taken with the camera dialog (Chromium's fake camera) lands on its own task and is deleted from the
// viewer; a renamed text file gets the seed's format message. A closed inspection shows the thumbnails and a
// viewer without actions, and no upload buttons. Screenshots of the rows at 1280 and 390, light and dark, with
// axe.
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { UPLOAD_MESSAGES } from "../../modules/media/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { screenshotPath, signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { inStaffLanguage } from "../support/staff_language.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

type Inspection = { id: number; encId: string };

let shop: InspectionShop;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PHOTO_BYTES = Deno.readFileSync(
  new URL("../fixtures/media/oriented_gps.jpg", import.meta.url).pathname,
);

// Chromium with a fake camera; the service task requires a photo.
const fixture = browserFixture({
  chromiumArgs: ["--use-fake-device-for-media-stream"],
  async setup({ sql }) {
    shop = await inspectionShop(sql);
    await sql`update tasks set media_mode = 'required' where id = ${shop.tasks.inspectedOn}`;
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `item photos: ${name}`, ...LONG_LIVED, fn });

const mechanicTab = (inspection: Inspection, viewport = DESKTOP, colorScheme: "light" | "dark" = "light") =>
  signedInTab(
    fixture.browser,
    fixture.app.url,
    { email: shop.mechanic.email, password: PASSWORD },
    checklistPath(inspection),
    { viewport, colorScheme, camera: true, errors: fixture.consoleErrors },
  );

const checklistPath = (inspection: Inspection) =>
  `/${shop.shop.uriName}/inspections/${inspection.encId}/checklist`;

async function openChecklist(page: Page, inspection: Inspection) {
  await page.goto(`${fixture.app.url}${checklistPath(inspection)}`);
  await page.waitForSelector("html[data-hydrated]");
}

/** "Next service due" requires a photo (set above); "Front brake pads" takes one optionally. */
const serviceRow = (page: Page) => page.locator(`#task-${shop.tasks.inspectedOn}`);
const padsRow = (page: Page) => page.locator(`#task-${shop.tasks.pads}`);
/** An untouched row shows its name and result buttons; "More" opens its photos, as a mechanic would. */
async function openRow(row: ReturnType<typeof serviceRow>) {
  await row.getByRole("button", { name: /^More: / }).click();
  return row;
}
const thumbnails = (row: ReturnType<typeof serviceRow>) => row.locator(".row-photo-strip button");
const viewer = (page: Page) => page.locator("dialog.asset-viewer, [role=dialog].asset-viewer").first();
const serviceSticker = () => ({
  name: "service-sticker.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from(PHOTO_BYTES),
});

async function loadedWidth(row: ReturnType<typeof serviceRow>, index = 0): Promise<number> {
  const img = thumbnails(row).nth(index).locator("img");
  await img.waitFor();
  await img.evaluate((el) =>
    (el as HTMLImageElement).complete ? null : new Promise((done) => el.addEventListener("load", done))
  );
  return await img.evaluate((el) => (el as HTMLImageElement).naturalWidth);
}

/**
 * A new inspection whose service task has service-sticker.jpg, as the upload test leaves it, and the
 * mechanic's tab on its checklist.
 */
async function inspectionWithServicePhoto() {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const tab = await mechanicTab(inspection);
  const row = serviceRow(tab.page);
  await row.getByLabel("Add photo or video").setInputFiles(serviceSticker());
  await loadedWidth(row);
  await row.locator(".row-photo-queued").waitFor({ state: "detached" });
  return { inspection, ...tab };
}

/** Opens the service row's first photo in the viewer and presses Hide; the answer's status. */
async function hideServicePhoto(page: Page): Promise<number> {
  await thumbnails(serviceRow(page)).first().click();
  await viewer(page).waitFor();
  await viewer(page).locator("img").first().waitFor();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "PATCH"),
    viewer(page).getByRole("button", { name: "Hide" }).click(),
  ]);
  return answer.status();
}

test("upload a JPEG to the required task: its thumbnail loads and the row stops asking", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const { context, page } = await mechanicTab(inspection);
  const row = serviceRow(page);
  await row.getByText("Add a photo or video.").waitFor();
  assert.equal(await row.locator(".row-badge.required").innerText(), "To do");
  assert.equal(await row.locator(".row-photos-label").innerText(), "Photos (required)");
  await row.getByLabel("Add photo or video").setInputFiles(serviceSticker());
  assert.ok(await loadedWidth(row) > 0, "the thumbnail loads from its view URL");
  await row.locator(".row-badge.required").waitFor({ state: "detached" });
  assert.equal(await row.getByText("Add a photo or video.").count(), 0);
  assert.equal(await row.locator(".row-photos-count").innerText(), "1 added");
  // The upload line goes once the file is in.
  await row.locator(".row-photo-queued").waitFor({ state: "detached" });
  const [stored] = await fixture.sql<{ taskIds: number[] }[]>`
    select task_ids as "taskIds" from assets where owner_id = ${inspection.id} and subclass = 'InspectionAsset'`;
  assert.deepEqual(stored.taskIds, [shop.tasks.inspectedOn], "the asset is assigned to the row's task");
  await context.close();
});

test("after a reload the thumbnail is still there and the row is done", async () => {
  const { inspection, context, page } = await inspectionWithServicePhoto();
  await openChecklist(page, inspection);
  const row = serviceRow(page);
  assert.ok(await loadedWidth(row) > 0);
  assert.equal(await row.locator(".row-badge.required").count(), 0);
  await context.close();
});

test("the thumbnail opens the viewer; Hide dims it on the row", async () => {
  const { context, page } = await inspectionWithServicePhoto();
  const row = serviceRow(page);
  assert.equal(await hideServicePhoto(page), 200);
  await viewer(page).getByText("Warning: Image is currently hidden and will not be displayed in reports.")
    .waitFor();
  await page.keyboard.press("Escape");
  await viewer(page).waitFor({ state: "detached" });
  await row.locator(".row-photo.is-hidden").waitFor();
  assert.match(
    (await thumbnails(row).first().getAttribute("aria-label"))!,
    /^Open photo 1 of Next service due, hidden from the report$/,
  );
  // Hidden from the report, it still counts as the task's photo.
  assert.equal(await row.locator(".row-badge.required").count(), 0);
  await context.close();
});

test("a row's photo is marked up right there: the copy takes its place on the row, on its task", async () => {
  const { inspection, context, page } = await inspectionWithServicePhoto();
  const row = serviceRow(page);
  const before = await thumbnails(row).first().getAttribute("data-asset-id");
  await thumbnails(row).first().click();
  await viewer(page).getByRole("button", { name: "Mark up" }).click();
  const overlay = page.frameLocator("iframe[title='Image editor']");
  const canvas = overlay.locator("canvas.image-editor-canvas");
  await canvas.waitFor();
  await overlay.getByRole("group", { name: "Tool" }).getByRole("button", { name: "Arrow" }).click();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 5 });
  await page.mouse.up();
  await overlay.getByRole("button", { name: "Save" }).click();
  await page.locator(".editor-overlay").waitFor({ state: "hidden" });
  await page.keyboard.press("Escape");
  await viewer(page).waitFor({ state: "detached" });
  await page.waitForFunction(
    ([selector, old]) => {
      const shown = [...document.querySelectorAll(selector)].map((el) => el.getAttribute("data-asset-id"));
      return shown.length === 1 && shown[0] !== old;
    },
    [`#task-${shop.tasks.inspectedOn} .row-photo-strip button`, before] as const,
  );
  const rows = await fixture.sql<
    { id: number; parentAssetId: number | null; taskIds: number[]; status: string }[]
  >`
    select id, parent_asset_id as "parentAssetId", task_ids as "taskIds", status from assets
    where owner_id = ${inspection.id} and subclass = 'InspectionAsset' order by id`;
  assert.equal(rows.length, 2);
  assert.equal(rows[1].parentAssetId, rows[0].id, "the marked-up copy names its original");
  assert.deepEqual(rows[1].taskIds, [shop.tasks.inspectedOn], "the copy is on the row's task");
  assert.equal(rows[0].status, "superseded");
  await context.close();
});

test("the images page lists it with 1 task", async () => {
  const { inspection, context, page } = await inspectionWithServicePhoto();
  await hideServicePhoto(page);
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/${inspection.encId}/images`);
  const item = page.getByRole("list", { name: "Inspection images and videos" }).locator(":scope > li")
    .filter({ hasText: "service-sticker.jpg" });
  await item.getByText("1 task").waitFor();
  await item.getByText("Warning: Image is currently hidden and will not be displayed in reports.").waitFor();
  await context.close();
});

test("a photo from the camera lands on its task; Delete in the viewer takes it off the row", async () => {
  const { context, page } = await inspectionWithServicePhoto();
  const row = await openRow(padsRow(page));
  await row.getByRole("button", { name: "Take photo: Front brake pads" }).click();
  const camera = page.getByRole("dialog", { name: "Take a photo" });
  const take = camera.getByRole("button", { name: "Take photo" });
  await take.and(page.locator(":enabled")).waitFor();
  await page.waitForFunction(() =>
    (document.querySelector("video.camera-live") as HTMLVideoElement)?.videoWidth > 0
  );
  await take.click();
  await camera.getByRole("button", { name: "Use photo" }).click();
  await camera.waitFor({ state: "detached" });
  assert.ok(await loadedWidth(row) > 0);
  assert.equal(await row.locator(".row-photos-count").innerText(), "1 added");
  assert.equal(await thumbnails(serviceRow(page)).count(), 1, "the other row keeps its own photo");

  await thumbnails(row).first().click();
  await viewer(page).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete image" }).getByRole("button", { name: "Delete" }).click();
  await viewer(page).waitFor({ state: "detached" });
  await thumbnails(row).first().waitFor({ state: "detached" });
  assert.equal(await row.locator(".row-photos-count").innerText(), "None yet");
  await context.close();
});

test("a renamed text file gets the seed's format message on its row; Discard asks, then drops it", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const { context, page } = await mechanicTab(inspection);
  const row = await openRow(padsRow(page));
  await row.getByLabel("Add photo or video").setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("these are not pixels"),
  });
  await row.locator(".row-photo-queued.is-failed").getByText(UPLOAD_MESSAGES.badFormat).waitFor();
  assert.equal(await thumbnails(row).count(), 0);
  // The page's status says it was not sent, with the reason, and offers Retry and Discard.
  const status = page.getByRole("region", { name: "Not sent yet" });
  await status.getByText("1 photo or video could not be sent").waitFor();
  await status.getByText(UPLOAD_MESSAGES.badFormat).waitFor();
  await status.getByRole("button", { name: "Discard" }).click();
  const dialog = page.getByRole("dialog", { name: "Discard this?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await status.getByRole("button", { name: "Retry" }).waitFor();
  await status.getByRole("button", { name: "Discard" }).click();
  await dialog.getByRole("button", { name: "Discard" }).click();
  await row.locator(".row-photo-queued").waitFor({ state: "detached" });
  await page.locator(".save-banner").getByText("All changes saved").waitFor();
  await context.close();
});

test("an upload from the device's outbox says why it failed in the staff's language", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    const { context, page } = await mechanicTab(inspection);
    // The storage never answers: the outbox keeps the file and says why it is not sent yet.
    await page.route(
      "**/*",
      (route) => route.request().method() === "PUT" ? route.abort() : route.continue(),
    );
    // The row's More button, by its place: its name is the staff's language too.
    const row = padsRow(page);
    await row.locator(".row-more").click();
    await row.locator("input[type=file]").first().setInputFiles({
      name: "pads.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(PHOTO_BYTES),
    });
    const status = page.getByRole("region", { name: "Sin enviar" });
    await status.getByText("No se pudo subir: error de red. Revise su conexión a internet.").waitFor();
    assert.doesNotMatch(await status.innerText(), /Upload failed/);
    await context.close();
  });
});

test("screenshots of the rows with photos at 1280 and 390, light and dark; axe", async () => {
  // The service photo hidden, as the tests before leave it, and two photos of the tread.
  const setup = await inspectionWithServicePhoto();
  await hideServicePhoto(setup.page);
  await setup.page.keyboard.press("Escape");
  const tread = await openRow(setup.page.locator(`#task-${shop.tasks.tread}`));
  await tread.getByLabel("Add photo or video").setInputFiles(
    ["tread-left.jpg", "tread-right.jpg"].map((name) => ({
      name,
      mimeType: "image/jpeg",
      buffer: Buffer.from(PHOTO_BYTES),
    })),
  );
  await thumbnails(setup.page.locator(`#task-${shop.tasks.tread}`)).nth(1).locator("img").waitFor();
  await setup.context.close();
  const tab = await mechanicTab(setup.inspection);
  await screenshots(tab.page, "item-photos", {
    async check(page, view) {
      await loadedWidth(page.locator(`#task-${shop.tasks.tread}`), 1);
      await assertMainAccessible(page, `rows with photos at ${view.width}, ${view.colorScheme}`);
    },
  });
  await tab.context.close();
});

test("a closed inspection: thumbnails and a viewer without actions, no upload buttons", async () => {
  const setup = await inspectionWithServicePhoto();
  await setup.context.close();
  await fixture.sql`update inspections set status = 'closed' where id = ${setup.inspection.id}`;
  const tab = await mechanicTab(setup.inspection, PHONE);
  const row = serviceRow(tab.page);
  assert.ok(await loadedWidth(row) > 0);
  assert.equal(await tab.page.getByLabel("Add photo or video").count(), 0);
  assert.equal(await tab.page.getByRole("button", { name: /^Take photo/ }).count(), 0);
  await thumbnails(row).first().click();
  await viewer(tab.page).locator("img").first().waitFor();
  assert.equal(await viewer(tab.page).getByRole("button", { name: "Hide" }).count(), 0);
  assert.equal(await viewer(tab.page).getByRole("button", { name: "Show" }).count(), 0);
  assert.equal(await viewer(tab.page).getByRole("button", { name: "Delete" }).count(), 0);
  await tab.page.screenshot({ path: await screenshotPath("item-photos-viewer-390-light") });
  await tab.context.close();
});
