// The upload check of a picture answers with the seed's statuses from the header alone: a pixel flood is
// refused without being decoded, and the size a phone photo is shown at (upright) is what is measured.
import assert from "node:assert/strict";
import { join } from "node:path";
import sharp from "sharp";
import { mediaFixture, mediaLimits } from "../../tests/support/media_fixtures.ts";
import { checkImage } from "./image_check.server.ts";

Deno.test("a phone photo turned by EXIF is measured upright and reported as having a location", async () => {
  assert.deepEqual(await checkImage(mediaFixture("oriented_gps.jpg"), mediaLimits()), {
    status: "success",
    width: 240,
    height: 320,
    orientation: 6,
    hasLocation: true,
    hevc: false,
  });
});

Deno.test("an iPhone HEIC is read from its header: upright by its irot box, HEVC, with a location", async () => {
  assert.deepEqual(await checkImage(mediaFixture("iphone_photo.heic"), mediaLimits()), {
    status: "success",
    width: 240,
    height: 320,
    orientation: 1,
    hasLocation: true,
    hevc: true,
  });
});

Deno.test("a 30000 x 30000 PNG of 167 bytes is too tall or too wide, by pixels and by side", async () => {
  const flood = mediaFixture("pixel_flood.png");
  assert.ok((await Deno.stat(flood)).size < 1000);
  assert.deepEqual(await checkImage(flood, mediaLimits()), { status: "dimensionsTooLarge" });
  // Sides allowed, pixels not: the pixel limit alone refuses it.
  const wideOpen = mediaLimits({ maxImageSide: 65_535, maxImagePixels: 100_000_000 });
  assert.deepEqual(await checkImage(flood, wideOpen), { status: "dimensionsTooLarge" });
  // With limits above its size it passes: the refusals above come from the limits, and only the header was
  // read (its pixel data stops after one row, so decoding it would fail).
  assert.equal(
    (await checkImage(flood, mediaLimits({ maxImageSide: 65_535, maxImagePixels: 1e9 }))).status,
    "success",
  );
});

Deno.test("the side limits use the upright size", async () => {
  const photo = mediaFixture("oriented_gps.jpg"); // 320 x 240 stored, 240 x 320 shown
  assert.equal((await checkImage(photo, mediaLimits({ maxImageSide: 300 }))).status, "dimensionsTooLarge");
  assert.equal(
    (await checkImage(photo, mediaLimits({ maxImagePixels: 240 * 320 - 1 }))).status,
    "dimensionsTooLarge",
  );
  assert.equal((await checkImage(photo, mediaLimits({ maxImageSide: 320 }))).status, "success");
  assert.equal((await checkImage(photo, mediaLimits({ minImageSide: 241 }))).status, "tooSmall");
  assert.equal((await checkImage(photo, mediaLimits({ minImageSide: 240 }))).status, "success");
});

Deno.test("an 8 x 8 PNG is too short or too narrow, and has no location", async () => {
  assert.deepEqual(await checkImage(mediaFixture("tiny_8x8.png"), mediaLimits()), { status: "tooSmall" });
  const check = await checkImage(mediaFixture("tiny_8x8.png"), mediaLimits({ minImageSide: 8 }));
  assert.equal(check.status === "success" && check.hasLocation, false);
});

Deno.test("a text file called photo.jpg, a PDF and a TIFF are a bad format", async () => {
  assert.deepEqual(await checkImage(mediaFixture("photo.jpg"), mediaLimits()), { status: "badFormat" });
  assert.deepEqual(await checkImage(mediaFixture("estimate.pdf"), mediaLimits()), { status: "badFormat" });
  const dir = await Deno.makeTempDir({ prefix: "check-" });
  try {
    const tiff = join(dir, "scan.tiff");
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } }).tiff().toFile(tiff);
    assert.deepEqual(await checkImage(tiff, mediaLimits()), { status: "badFormat" });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
