// Photos made for a phone network (issue 19), in Chromium at 390 x 844 through the inspection's Images tab
// and the real upload protocol: a 12 MP, 6.5 MB phone photo (4032 x 3024 pixels tagged to be shown upright,
// with its GPS position) is shrunk on the device before it goes: the server receives at most 1 MB, and
// stores an upright picture at most 2560 px on its longest side, without the location. A video is sent
// byte for byte as picked, and so is the camera dialog's photo (a JPEG of quality 90 with nothing to remove),
// an iPhone HEIC (Chromium cannot decode it; the server does) and a PNG with transparency; an opaque
// screenshot becomes a JPEG.
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { LONG_LIVED } from "../support/app.ts";
import { signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { mediaFixture } from "../support/media_fixtures.ts";
import { IPHONE_CLIP, makeTestVideo } from "../support/video_fixtures.ts";
import { makePhonePhoto, PHONE_PHOTO } from "../fixtures/media/phone_photo.ts";

const PHONE = { width: 390, height: 844 };
const MB = 1024 * 1024;

let shop: InspectionShop;
let workDir: string;
let photoPath: string;

// The phone photo is made for the run, in a folder of its own (no 6 MB binary in git). Chromium has a fake
// camera.
const fixture = browserFixture({
  chromiumArgs: ["--use-fake-device-for-media-stream"],
  async setup({ sql }) {
    shop = await inspectionShop(sql);
    workDir = await Deno.makeTempDir({ prefix: "photo-shrink-" });
    photoPath = join(workDir, "IMG_1200.JPG");
    await makePhonePhoto(photoPath);
  },
  async stop() {
    if (workDir) await Deno.remove(workDir, { recursive: true });
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `photo shrink: ${name}`, ...LONG_LIVED, fn });

/** A new inspection and the mechanic's phone on its Images tab, keeping each file body the page sends. */
async function imagesTab() {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const path = `/${shop.shop.uriName}/inspections/${inspection.encId}/images`;
  const user = { email: shop.mechanic.email, password: PASSWORD };
  const { page } = await signedInTab(fixture.browser, fixture.app.url, user, path, {
    viewport: PHONE,
    camera: true,
    errors: fixture.consoleErrors,
  });
  // The storage PUT sends the file with XMLHttpRequest: what it sends is what left the phone.
  await page.evaluate(() => {
    const sent: Blob[] = [];
    Object.assign(globalThis, { sentFiles: sent });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob) sent.push(body);
      return send.call(this, body);
    };
    // And the JPEGs the camera dialog makes.
    const taken: Blob[] = [];
    Object.assign(globalThis, { takenPhotos: taken });
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = function (callback, ...options) {
      return toBlob.call(this, (blob) => {
        if (blob) taken.push(blob);
        callback(blob);
      }, ...options);
    };
  });
  return { inspection, page };
}

/** The file bodies the page has sent so far (or the camera's photos taken), in order. */
async function sentFiles(
  page: Page,
  which: "sentFiles" | "takenPhotos" = "sentFiles",
): Promise<Uint8Array[]> {
  const encoded = await page.evaluate((which) =>
    Promise.all(
      (globalThis as unknown as Record<string, Blob[]>)[which].map((blob) =>
        new Promise<string>((done) => {
          const reader = new FileReader();
          reader.onload = () => done((reader.result as string).split(",")[1]);
          reader.readAsDataURL(blob);
        })
      ),
    ), which);
  return encoded.map((base64) => new Uint8Array(Buffer.from(base64, "base64")));
}

const grid = (page: Page) => page.getByRole("list", { name: "Inspection images and videos" });

/** Picks files in the upload area and waits until their items are in the list and the uploads are over. */
async function upload(page: Page, files: Array<{ name: string; mimeType: string; buffer: Uint8Array }>) {
  const before = await grid(page).locator(":scope > li").count();
  await page.getByLabel("Add photos or videos").setInputFiles(
    files.map((file) => ({ ...file, buffer: Buffer.from(file.buffer) })),
  );
  await grid(page).locator(":scope > li").nth(before + files.length - 1).waitFor({ timeout: 120_000 });
  await page.locator(".upload-item").first().waitFor({ state: "detached", timeout: 120_000 });
}

interface StoredAsset {
  id: number;
  file_name: string;
  content_type: string;
  /** What the phone sent. */
  byte_size: number;
}

async function assetsOf(inspectionId: number): Promise<StoredAsset[]> {
  return await fixture.sql<StoredAsset[]>`
    select id, file_name, content_type, byte_size::float8 as byte_size from assets
    where owner_id = ${inspectionId} and subclass = 'InspectionAsset' order by id`;
}

/** The stored original of an asset, as the server keeps it. */
async function storedOriginal(assetId: number): Promise<Uint8Array> {
  const [view] = await fixture.sql<{ storage_key: string }[]>`
    select storage_key from asset_views where asset_id = ${assetId} and name = 'original'`;
  const answer = await fetch(`${fixture.app.url}/media/${view.storage_key}`);
  assert.equal(answer.status, 200);
  return new Uint8Array(await answer.arrayBuffer());
}

test("a 12 MP phone photo goes up as at most 1 MB, upright, at most 2560 px, without its location", async () => {
  const picked = await Deno.readFile(photoPath);
  const taken = await sharp(picked).metadata();
  assert.ok(picked.length > 6 * MB, `the phone photo is a full-size one: ${picked.length} bytes`);
  assert.deepEqual([taken.width, taken.height, taken.orientation], [4032, 3024, PHONE_PHOTO.orientation]);
  assert.ok(taken.exif, "the phone photo carries EXIF (its GPS position among it)");

  const { inspection, page } = await imagesTab();
  await upload(page, [{ name: "IMG_1200.JPG", mimeType: "image/jpeg", buffer: picked }]);

  // What left the phone: a JPEG of at most 1 MB, turned upright, 2560 px high, with no EXIF (so no GPS).
  const [sent] = await sentFiles(page);
  const sentMeta = await sharp(sent).metadata();
  assert.ok(sent.length <= MB, `the phone sent ${sent.length} bytes`);
  assert.equal(sentMeta.format, "jpeg");
  assert.deepEqual([sentMeta.width, sentMeta.height, sentMeta.orientation ?? 1], [1920, 2560, 1]);
  assert.equal(sentMeta.exif, undefined, "no EXIF: no location, no camera serials");
  assert.equal(sentMeta.xmp, undefined);

  const [asset] = await assetsOf(inspection.id);
  assert.equal(asset.file_name, "IMG_1200.JPG");
  assert.equal(asset.content_type, "image/jpeg");
  assert.equal(asset.byte_size, sent.length, "the server received what the phone shrank");

  // What the server keeps as the original: upright, at most 2560 px and 1 MB, no location.
  const original = await storedOriginal(asset.id);
  const stored = await sharp(original).metadata();
  assert.deepEqual([stored.width, stored.height, stored.orientation ?? 1], [1920, 2560, 1]);
  assert.ok(original.length <= MB, `the stored original is ${original.length} bytes`);
  assert.equal(stored.exif, undefined, "no location is stored");
  await screenshots(page, "photo-shrink-images");
});

test("a video is uploaded as it was picked, not re-encoded on the device", async () => {
  const clip = join(workDir, "IMG_1201.MOV");
  await makeTestVideo(clip, { ...IPHONE_CLIP, seconds: 2, width: 640, height: 360 });
  const picked = await Deno.readFile(clip);
  const { inspection, page } = await imagesTab();
  await upload(page, [{ name: "IMG_1201.MOV", mimeType: "video/quicktime", buffer: picked }]);
  const [sent] = await sentFiles(page);
  assert.deepEqual(sent, picked, "the video's own bytes left the phone");
  const [asset] = await assetsOf(inspection.id);
  assert.equal(asset.file_name, "IMG_1201.MOV");
  assert.equal(asset.byte_size, picked.length);
});

test("a HEIC and a transparent PNG go as they are; an opaque screenshot goes as a JPEG", async () => {
  const heic = await Deno.readFile(mediaFixture("iphone_photo.heic"));
  const cutOut = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0 } },
  }).composite([{
    input: await sharp({ create: { width: 150, height: 100, channels: 4, background: "#c81e1e" } }).png()
      .toBuffer(),
  }]).png().toBuffer();
  const screenshot = await sharp({ create: { width: 390, height: 844, channels: 3, background: "#f4f6f8" } })
    .png().toBuffer();
  const { inspection, page } = await imagesTab();
  await upload(page, [
    { name: "IMG_0100.HEIC", mimeType: "image/heic", buffer: heic },
    { name: "pads-cut-out.png", mimeType: "image/png", buffer: cutOut },
    { name: "Screenshot scan tool.png", mimeType: "image/png", buffer: screenshot },
  ]);
  const [sentHeic, sentCutOut, sentScreenshot] = await sentFiles(page);
  assert.deepEqual(sentHeic, heic, "the HEIC as picked");
  assert.deepEqual(sentCutOut, new Uint8Array(cutOut), "the transparent PNG as picked");
  const converted = await sharp(sentScreenshot).metadata();
  assert.deepEqual([converted.format, converted.width, converted.height], ["jpeg", 390, 844]);
  const assets = await assetsOf(inspection.id);
  assert.deepEqual(assets.map((asset) => [asset.file_name, asset.content_type]), [
    ["IMG_0100.HEIC", "image/heic"],
    ["pads-cut-out.png", "image/png"],
    ["Screenshot scan tool.jpg", "image/jpeg"],
  ]);
});

test("a photo from the camera dialog goes as it was taken: a JPEG of quality 90 with nothing to remove", async () => {
  const { inspection, page } = await imagesTab();
  await page.getByRole("button", { name: "Take photo" }).click();
  const camera = page.getByRole("dialog", { name: "Take a photo" });
  await page.waitForFunction(() =>
    (document.querySelector("video.camera-live") as HTMLVideoElement)?.videoWidth > 0
  );
  await camera.getByRole("button", { name: "Take photo" }).click();
  await camera.getByRole("button", { name: "Use photo" }).click();
  await camera.waitFor({ state: "detached" });
  await grid(page).locator(":scope > li").first().waitFor({ timeout: 120_000 });
  await page.locator(".upload-item").first().waitFor({ state: "detached", timeout: 120_000 });
  const [[taken], [sent]] = [await sentFiles(page, "takenPhotos"), await sentFiles(page)];
  assert.deepEqual(sent, taken, "the camera's JPEG left the phone byte for byte");
  const [asset] = await assetsOf(inspection.id);
  assert.equal(asset.byte_size, taken.length);
});
