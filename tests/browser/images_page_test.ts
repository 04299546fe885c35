// The inspection's images page in Chromium with what a mechanic's phone really makes, through the real
// upload protocol and the worker: a JPEG, an iPhone HEIC and a short iPhone-style HEVC video each get their
// thumbnail; the video opens in the viewer and plays from its transcoded MP4; a photo is marked up in the
// image editor over the page and the marked-up copy takes the original's place (the original is kept,
// superseded); a photo taken with the camera dialog (Chromium's fake camera) uploads like a picked file.
// Screenshots of the page and of the viewer at 1280 and 390, light and dark, each checked by axe.
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page, Response } from "playwright-core";
import sharp from "sharp";
import { LONG_LIVED } from "../support/app.ts";
import { accessibilityViolations, assertMainAccessible } from "../support/axe.ts";
import { screenshotPath, signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { IPHONE_CLIP, makeTestVideo } from "../support/video_fixtures.ts";

type Inspection = { id: number; encId: string };

let shop: InspectionShop;
const mediaFile = (name: string) => Deno.readFileSync(new URL(`../fixtures/media/${name}`, import.meta.url));

// Chromium with a fake camera.
const fixture = browserFixture({
  chromiumArgs: ["--use-fake-device-for-media-stream"],
  async setup({ sql }) {
    shop = await inspectionShop(sql);
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `images page: ${name}`, ...LONG_LIVED, fn });

/** A new inspection and the mechanic's tab on its images page. */
async function newInspectionTab() {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const path = `/${shop.shop.uriName}/inspections/${inspection.encId}/images`;
  const user = { email: shop.mechanic.email, password: PASSWORD };
  const { page } = await signedInTab(fixture.browser, fixture.app.url, user, path, {
    viewport: { width: 1280, height: 800 },
    camera: true,
    errors: fixture.consoleErrors,
  });
  return { inspection, page };
}

const grid = (on: Page) => on.getByRole("list", { name: "Inspection images and videos" });
const item = (on: Page, name: string) => grid(on).locator(":scope > li").filter({ hasText: name });
const viewer = (on: Page) => on.locator(".asset-viewer[role=dialog]");

/** Waits until the item's thumbnail has loaded from its view URL. */
async function thumbnailLoaded(on: Page, name: string) {
  const img = item(on, name).locator(".asset-thumbnail img");
  await img.waitFor({ timeout: 120_000 });
  await on.waitForFunction(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await img.elementHandle(),
  );
}

interface AssetRow {
  id: number;
  file_name: string;
  kind: string;
  status: string;
  parent_asset_id: number | null;
}

const assetsOfInspection = (inspection: Inspection) =>
  fixture.sql<AssetRow[]>`
    select id, file_name, kind, status, parent_asset_id from assets
    where subclass = 'InspectionAsset' and owner_id = ${inspection.id} order by id`;

/** Reddish pixels in the middle of an asset's original view (the fixture's red corner left out). */
async function redInMiddle(assetId: number): Promise<number> {
  const [view] = await fixture.sql<{ storage_key: string }[]>`
    select storage_key from asset_views where asset_id = ${assetId} and name = 'original'`;
  const answer = await fetch(`${fixture.app.url}/media/${view.storage_key}`);
  const { data, info } = await sharp(new Uint8Array(await answer.arrayBuffer())).rotate().removeAlpha().raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let y = Math.floor(info.height * 0.15); y < info.height * 0.65; y++) {
    for (let x = Math.floor(info.width * 0.15); x < info.width * 0.65; x++) {
      const at = (y * info.width + x) * 3;
      // A thin red line in a JPEG bleeds into its neighbours: red well above green and blue counts.
      if (data[at] - Math.max(data[at + 1], data[at + 2]) > 60) red++;
    }
  }
  return red;
}

let uploadedTogether: Promise<{ inspection: Inspection; page: Page }> | undefined;

/**
 * An inspection with a JPEG, an iPhone HEIC and an iPhone video the mechanic uploaded together, and the tab
 * they were uploaded in: made once for the file, by the first test that needs them.
 */
function threeUploads() {
  return uploadedTogether ??= uploadThree();
}

async function uploadThree() {
  const { inspection, page } = await newInspectionTab();
  const dir = await Deno.makeTempDir();
  const clip = `${dir}/IMG_0101.MOV`;
  await makeTestVideo(clip, { ...IPHONE_CLIP, seconds: 2, width: 640, height: 360, rotation: 90 });
  await page.getByLabel("Add photos or videos").setInputFiles([
    { name: "front-pads.jpg", mimeType: "image/jpeg", buffer: Buffer.from(mediaFile("oriented_gps.jpg")) },
    { name: "IMG_0100.HEIC", mimeType: "image/heic", buffer: Buffer.from(mediaFile("iphone_photo.heic")) },
    { name: "IMG_0101.MOV", mimeType: "video/quicktime", buffer: Buffer.from(Deno.readFileSync(clip)) },
  ]);
  await Deno.remove(dir, { recursive: true });
  for (const name of ["front-pads.jpg", "IMG_0100.HEIC", "IMG_0101.MOV"]) await thumbnailLoaded(page, name);
  await page.locator(".upload-item").first().waitFor({ state: "detached" });
  return { inspection, page };
}

test("a JPEG, an iPhone HEIC and an iPhone video uploaded together each get a thumbnail", async () => {
  const { inspection, page } = await threeUploads();
  assert.match(await item(page, "IMG_0101.MOV").locator(".asset-video-badge").innerText(), /0:02/);

  const rows = await assetsOfInspection(inspection);
  assert.deepEqual(rows.map((row) => [row.file_name, row.kind]), [
    ["front-pads.jpg", "photo"],
    ["IMG_0100.HEIC", "photo"],
    ["IMG_0101.MOV", "video"],
  ]);
  // The HEIC's thumbnail is a picture every browser shows, not the HEIC itself.
  const heicThumbnail = await item(page, "IMG_0100.HEIC").locator("img").getAttribute("src");
  const answer = await fetch(new URL(heicThumbnail!, fixture.app.url));
  assert.equal(answer.headers.get("Content-Type"), "image/webp");
  await answer.body?.cancel();
});

test("the video opens in the viewer and plays from its transcoded MP4, upright", async () => {
  const { page } = await threeUploads();
  await page.getByRole("button", { name: "Open IMG_0101.MOV" }).click();
  const video = viewer(page).locator("video");
  await video.waitFor();
  const sources = await video.locator("source").evaluateAll((els) =>
    els.map((el) => [(el as HTMLSourceElement).src, (el as HTMLSourceElement).type])
  );
  const [transcoded] = sources;
  assert.match(transcoded[1], /^video\/mp4; codecs="avc1\./, "the transcoded H.264 MP4 comes first");
  assert.match(new URL(transcoded[0]).pathname, /^\/media\//);
  const played = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    // Until a fifth of a second has played, however long a busy machine takes to get there (the test's own
    // time-out ends a video that never does).
    await new Promise<void>((resolve) => {
      const played = () => {
        if (v.currentTime <= 0.2) return;
        v.removeEventListener("timeupdate", played);
        resolve();
      };
      v.addEventListener("timeupdate", played);
      played();
    });
    v.pause();
    return { src: v.currentSrc, time: v.currentTime, width: v.videoWidth, height: v.videoHeight };
  });
  assert.equal(played.src, transcoded[0], "the browser plays the transcoded MP4");
  assert.ok(played.time > 0.2, `the video played: ${played.time}s`);
  assert.ok(
    played.height > played.width,
    `the phone's portrait video is shown upright: ${played.width}×${played.height}`,
  );
  await viewer(page).getByRole("button", { name: "Close" }).click();
  await viewer(page).waitFor({ state: "detached" });
});

test("a photo marked up in the editor over the page replaces the original, which is kept superseded", async () => {
  const { inspection, page } = await newInspectionTab();
  await page.getByLabel("Add photos or videos").setInputFiles([
    { name: "front-pads.jpg", mimeType: "image/jpeg", buffer: Buffer.from(mediaFile("oriented_gps.jpg")) },
  ]);
  await thumbnailLoaded(page, "front-pads.jpg");
  await page.locator(".upload-item").first().waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Open front-pads.jpg" }).click();
  await viewer(page).getByRole("button", { name: "Edit image" }).click();
  const overlay = page.frameLocator("iframe[title='Image editor']");
  const editorCanvas = overlay.locator("canvas.image-editor-canvas");
  await editorCanvas.waitFor();
  // The viewer waits hidden behind the editor.
  await viewer(page).waitFor({ state: "hidden" });
  await overlay.getByRole("group", { name: "Tool" }).getByRole("button", { name: "Box" }).click();
  const box = (await editorCanvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 5 });
  await page.mouse.up();
  await page.screenshot({ path: await screenshotPath("images-page-editor-1280-light") });
  await overlay.getByRole("button", { name: "Save" }).click();
  await page.locator(".editor-overlay").waitFor({ state: "hidden" });

  const rows = await assetsOfInspection(inspection);
  const original = rows.find((row) => row.file_name === "front-pads.jpg" && row.parent_asset_id === null)!;
  const copy = rows.find((row) => row.parent_asset_id === original.id);
  assert.ok(copy, "the marked-up copy is a new asset whose parent is the original");
  assert.equal(original.status, "superseded");
  // The list now shows the copy in place of the original (the viewer, back, shows it too).
  await page.waitForFunction(
    (id) => document.querySelector(`[data-asset-id="${id}"]`) !== null,
    copy.id,
  );
  assert.equal(await page.locator(`[data-asset-id="${original.id}"]`).count(), 0);
  // The box drawn over the middle of the photo is in the stored copy, and not in the original.
  const [redOfCopy, redOfOriginal] = [await redInMiddle(copy.id), await redInMiddle(original.id)];
  assert.ok(
    redOfCopy > redOfOriginal + 400,
    `the copy carries the red box: ${redOfCopy} vs ${redOfOriginal}`,
  );
  await page.keyboard.press("Escape");
  await viewer(page).waitFor({ state: "detached" });
  await thumbnailLoaded(page, copy.file_name);
});

test("a photo taken with the camera uploads and shows its thumbnail", async () => {
  const { inspection, page } = await newInspectionTab();
  const before = (await assetsOfInspection(inspection)).length;
  const shown = await grid(page).locator(":scope > li").count();
  await page.getByRole("button", { name: "Take photo" }).click();
  const camera = page.getByRole("dialog", { name: "Take a photo" });
  await page.waitForFunction(() =>
    (document.querySelector("video.camera-live") as HTMLVideoElement)?.videoWidth > 0
  );
  await camera.getByRole("button", { name: "Take photo" }).click();
  await camera.getByRole("button", { name: "Use photo" }).click();
  await camera.waitFor({ state: "detached" });
  await grid(page).locator(":scope > li").nth(shown).waitFor();
  const rows = await assetsOfInspection(inspection);
  assert.equal(rows.length, before + 1);
  const taken = rows.at(-1)!;
  assert.equal(taken.kind, "photo");
  await thumbnailLoaded(page, taken.file_name);
});

let pickedAfterVideo: Promise<{ page: Page; events: string[] }> | undefined;

/**
 * An inspection where a video and then a photo (rear-pads.jpg, the shop's only one) were picked together, the
 * tab they were picked in and what it heard of their uploads: made once for the file, by the first test that
 * needs them.
 */
function photoAfterVideo() {
  return pickedAfterVideo ??= pickPhotoAfterVideo();
}

async function pickPhotoAfterVideo() {
  const { page } = await newInspectionTab();
  const dir = await Deno.makeTempDir();
  const clip = `${dir}/IMG_0102.MOV`;
  await makeTestVideo(clip, { ...IPHONE_CLIP, seconds: 4, width: 640, height: 360 });
  const events: string[] = [];
  const listening = (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith("/complete")) events.push("complete");
    else if (path.startsWith("/ajax/sas-uploads/")) {
      response.json().then(
        (answer) => answer.sasUploadStatus === "done" && events.push("video ready"),
        () => {},
      );
    }
  };
  page.on("response", listening);
  await page.getByLabel("Add photos or videos").setInputFiles([
    { name: "IMG_0102.MOV", mimeType: "video/quicktime", buffer: Buffer.from(Deno.readFileSync(clip)) },
    { name: "rear-pads.jpg", mimeType: "image/jpeg", buffer: Buffer.from(mediaFile("oriented_gps.jpg")) },
  ]);
  await Deno.remove(dir, { recursive: true });
  await thumbnailLoaded(page, "IMG_0102.MOV");
  await thumbnailLoaded(page, "rear-pads.jpg");
  page.off("response", listening);
  return { page, events };
}

test("a photo picked after a video uploads while the video is still being transcoded", async () => {
  const { page, events } = await photoAfterVideo();
  assert.deepEqual(events.slice(0, 3), ["complete", "complete", "video ready"], events.join(", "));
  // The grid keeps the picked order.
  const names = await grid(page).locator(".asset-name").allInnerTexts();
  assert.ok(names.indexOf("IMG_0102.MOV") < names.indexOf("rear-pads.jpg"), names.join(", "));
});

test("a picture moved to the vehicle by its menu comes back from the shared dialog", async () => {
  const { page } = await photoAfterVideo();
  const subclassOf = async (name: string) =>
    (await fixture.sql<{ subclass: string }[]>`
      select subclass from assets where file_name = ${name} and shop_id = ${shop.shop.id}
        and status = 'visible'`).map((row) => row.subclass);
  await page.getByRole("button", { name: "Menu for rear-pads.jpg" }).click();
  await page.getByRole("dialog", { name: "Menu for rear-pads.jpg" }).getByRole("button", {
    name: "Move to vehicle",
  })
    .click();
  await item(page, "rear-pads.jpg").waitFor({ state: "detached" });
  assert.deepEqual(await subclassOf("rear-pads.jpg"), ["SubjectAsset"]);

  await page.getByRole("button", { name: "Add shared image or video" }).click();
  const dialog = page.getByRole("dialog", { name: "Add shared image or video to Inspection" });
  const vehicle = dialog.getByRole("group", { name: "This vehicle's images and videos" });
  await vehicle.getByRole("button", { name: "Move to this inspection: rear-pads.jpg" }).click();
  await vehicle.getByText("None yet.").waitFor();
  assert.deepEqual(await subclassOf("rear-pads.jpg"), ["InspectionAsset"]);
  // The page behind the dialog is out of the accessibility tree until it closes.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
  await thumbnailLoaded(page, "rear-pads.jpg");
});

test("screenshots of the page and the viewer at 1280 and 390, light and dark", async () => {
  const { page } = await threeUploads();
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  await screenshots(page, "images-page", {
    async check(on, view) {
      await thumbnailLoaded(on, "IMG_0101.MOV");
      await assertMainAccessible(on, `the images page at ${view.width}, ${view.colorScheme}`);
    },
  });
  await page.getByRole("button", { name: "Open IMG_0100.HEIC" }).click();
  await screenshots(page, "images-page-viewer", {
    fullPage: false,
    async check(on, view) {
      await viewer(on).locator("img").first().waitFor();
      assert.equal(
        await accessibilityViolations(on, { scope: ".asset-viewer", only: "all" }),
        "",
        `the viewer at ${view.width}, ${view.colorScheme}`,
      );
    },
  });
  await viewer(page).getByRole("button", { name: "Close" }).click();
});
