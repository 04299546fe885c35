// The photo shrink's decisions: what is tried, the size drawn, the byte target's second try, what a JPEG's
// markers tell without decoding it (on real files made by sharp and a phone-like fixture), and the name.
import assert from "node:assert/strict";
import sharp from "sharp";
import { mediaFixture } from "../../../tests/support/media_fixtures.ts";
import {
  fittedSize,
  hasTransparency,
  isPhotoToShrink,
  jpegFacts,
  mayBeTransparent,
  PHOTO_JPEG_QUALITY,
  PHOTO_LONGEST_SIDE,
  PHOTO_TARGET_BYTES,
  sendsAsItIs,
  shrunkFileName,
  smallerLongestSide,
} from "./photo_shrink_rules.ts";

Deno.test("photos go at most 2560 px on their longest side, JPEG quality 85, about 1 MB", () => {
  assert.equal(PHOTO_LONGEST_SIDE, 2560);
  assert.equal(PHOTO_JPEG_QUALITY, 0.85);
  assert.equal(PHOTO_TARGET_BYTES, 1024 * 1024);
});

Deno.test("pictures are tried; videos, PDFs, GIFs, drawings and unknown files go as they are", () => {
  for (const type of ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", "image/avif"]) {
    assert.ok(isPhotoToShrink(type), type);
  }
  for (const type of ["video/mp4", "video/quicktime", "application/pdf", "image/gif", "image/svg+xml", ""]) {
    assert.ok(!isPhotoToShrink(type), type || "no type");
  }
});

Deno.test("formats that can hold transparency are looked at; JPEG and HEIC cannot", () => {
  assert.ok(mayBeTransparent("image/png"));
  assert.ok(mayBeTransparent("image/webp"));
  assert.ok(!mayBeTransparent("image/jpeg"));
  assert.ok(!mayBeTransparent("image/heic"));
  assert.ok(!hasTransparency(new Uint8ClampedArray([10, 20, 30, 255, 0, 0, 0, 255])));
  assert.ok(hasTransparency(new Uint8ClampedArray([10, 20, 30, 255, 0, 0, 0, 254])));
});

Deno.test("a 12 MP photo is drawn at 2560 on its longest side, the shape kept; smaller ones are not enlarged", () => {
  assert.deepEqual(fittedSize(4032, 3024), { width: 2560, height: 1920 });
  assert.deepEqual(fittedSize(3024, 4032), { width: 1920, height: 2560 });
  assert.deepEqual(fittedSize(1920, 1080), { width: 1920, height: 1080 });
  assert.deepEqual(fittedSize(2560, 100), { width: 2560, height: 100 });
  assert.deepEqual(fittedSize(40000, 10), { width: 2560, height: 1 });
  assert.deepEqual(fittedSize(8160, 6120, 2000), { width: 2000, height: 1500 });
});

Deno.test("a JPEG over the byte target is tried again smaller, by the square root of the overshoot", () => {
  assert.equal(smallerLongestSide(2560, PHOTO_TARGET_BYTES), null);
  assert.equal(smallerLongestSide(2560, 800_000), null);
  const side = smallerLongestSide(2560, 4 * PHOTO_TARGET_BYTES)!;
  assert.equal(side, Math.floor(2560 * 0.5 * 0.95));
  // Bytes grow about with pixels: at that side the estimate is under the target.
  assert.ok(4 * PHOTO_TARGET_BYTES * (side / 2560) ** 2 < PHOTO_TARGET_BYTES);
});

Deno.test("a JPEG's markers tell its stored size and whether it carries EXIF, XMP or IPTC", async () => {
  const head = async (path: string) => new Uint8Array(await Deno.readFile(path));
  // The phone fixture: 320 x 240 stored, EXIF with Orientation 6 and GPS.
  assert.deepEqual(jpegFacts(await head(mediaFixture("oriented_gps.jpg"))), {
    width: 320,
    height: 240,
    metadata: true,
  });
  // sharp, like a canvas, writes no metadata unless asked; progressive frames are read too.
  const plain = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: "#336" } })
    .jpeg({ quality: 90 }).toBuffer();
  assert.deepEqual(jpegFacts(plain), { width: 1920, height: 1080, metadata: false });
  const progressive = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#633" } })
    .jpeg({ progressive: true }).toBuffer();
  assert.deepEqual(jpegFacts(progressive), { width: 300, height: 200, metadata: false });
  const xmp = await sharp(plain).withXmp(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
  ).jpeg().toBuffer();
  assert.equal(jpegFacts(xmp)?.metadata, true);
});

Deno.test("what is not a JPEG, or is cut before its frame header, is not read", async () => {
  assert.equal(jpegFacts(await Deno.readFile(mediaFixture("tiny_8x8.png"))), null);
  assert.equal(jpegFacts(new Uint8Array()), null);
  const photo = await Deno.readFile(mediaFixture("oriented_gps.jpg"));
  assert.equal(jpegFacts(photo.subarray(0, 200)), null);
});

Deno.test("only a JPEG within 2560 px with no metadata goes as it is (the camera dialog's photo)", () => {
  assert.ok(sendsAsItIs({ width: 1920, height: 1080, metadata: false }));
  assert.ok(sendsAsItIs({ width: 2560, height: 1440, metadata: false }));
  assert.ok(!sendsAsItIs({ width: 1920, height: 1080, metadata: true }), "its location must go");
  assert.ok(!sendsAsItIs({ width: 3840, height: 2160, metadata: false }), "too big");
  assert.ok(!sendsAsItIs(null));
});

Deno.test("the shrunk photo keeps its name if it says JPEG, else its stem with .jpg", () => {
  assert.equal(shrunkFileName("IMG_0042.JPG"), "IMG_0042.JPG");
  assert.equal(shrunkFileName("front pads.jpeg"), "front pads.jpeg");
  assert.equal(shrunkFileName("IMG_0043.HEIC"), "IMG_0043.jpg");
  assert.equal(
    shrunkFileName("Screenshot 2026-11-26 at 09.41.12.png"),
    "Screenshot 2026-11-26 at 09.41.12.jpg",
  );
  assert.equal(shrunkFileName("scan"), "scan.jpg");
  assert.equal(shrunkFileName(".png"), "photo.jpg");
});
