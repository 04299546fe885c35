// The views customers see: upright, sized to fit without being enlarged, WebP with JPEG twins, and with no
// metadata but the colour profile, so no location or camera serial number leaves the shop.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { join } from "node:path";
import sharp from "sharp";
import { mediaFixture, mediaLimits } from "../../tests/support/media_fixtures.ts";
import { exifHasLocation, xmpHasLocation } from "./exif_location.ts";
import {
  type ImageViewFile,
  makeImageViews,
  makePosterViews,
  UnreadableImageError,
} from "./image_views.server.ts";
import { sniffMedia } from "./sniff.ts";

const limits = mediaLimits({ thumbnailSide: 100, largeSide: 200 });

async function withDir(run: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "views-" });
  try {
    await run(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function viewsOf(path: string, dir: string, settings = limits): Promise<Map<string, ImageViewFile>> {
  const media = await sniffMedia(await Deno.readFile(path));
  assert.ok(media);
  return new Map((await makeImageViews(path, media, dir, settings)).map((view) => [view.name, view]));
}

/** The colour at a point of a view, as red, green, blue. */
async function colourAt(path: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** What a customer could learn from the file besides the picture. */
async function assertNothingButColourProfile(view: ImageViewFile) {
  const header = await sharp(view.path).metadata();
  assert.equal(header.exif, undefined, `${view.name} has no EXIF`);
  assert.equal(header.xmp, undefined, `${view.name} has no XMP`);
  assert.equal(header.iptc, undefined, `${view.name} has no IPTC`);
  assert.equal(exifHasLocation(header.exif) || xmpHasLocation(header.xmp), false);
  assert.equal(header.orientation, undefined, `${view.name} needs no turning`);
  // The phone's Display P3 profile is kept, so colours stay as shot.
  const shot = await sharp(mediaFixture("oriented_gps.jpg")).metadata();
  assert.deepEqual(header.icc, shot.icc, `${view.name} keeps the photo's colour profile`);
  const bytes = await Deno.readFile(view.path);
  assert.ok(!new TextDecoder("latin1").decode(bytes).includes("F2LXK0J9Q1"), "no camera serial number");
}

Deno.test("an EXIF-turned photo with GPS: every view upright, no EXIF or GPS, sizes and formats", async () => {
  await withDir(async (dir) => {
    const views = await viewsOf(mediaFixture("oriented_gps.jpg"), dir);
    assert.deepEqual(
      [...views.values()].map((view) => [view.name, view.contentType, view.width, view.height]),
      [
        ["original", "image/jpeg", 240, 320],
        ["thumbnail", "image/webp", 75, 100],
        ["thumbnailJpeg", "image/jpeg", 75, 100],
        ["large", "image/webp", 150, 200],
        ["largeJpeg", "image/jpeg", 150, 200],
      ],
    );
    for (const view of views.values()) {
      const header = await sharp(view.path).metadata();
      assert.deepEqual([header.format, header.width, header.height], [
        view.contentType.slice(6),
        view.width,
        view.height,
      ]);
      await assertNothingButColourProfile(view);
      // The red marker at the stored top left is at the top right once turned 90 degrees clockwise.
      const [red, green] = await colourAt(view.path, view.width - 3, 3);
      assert.ok(red > 150 && green < 90, `${view.name}: marker at top right, got ${red},${green}`);
    }
  });
});

Deno.test("an iPhone HEIC becomes JPEG and WebP views, upright, without its EXIF", async () => {
  await withDir(async (dir) => {
    const views = await viewsOf(mediaFixture("iphone_photo.heic"), dir);
    const original = views.get("original")!;
    assert.deepEqual([original.contentType, original.width, original.height], ["image/jpeg", 240, 320]);
    assert.deepEqual([views.get("largeJpeg")!.width, views.get("largeJpeg")!.height], [150, 200]);
    assert.equal(views.get("thumbnail")!.contentType, "image/webp");
    for (const view of views.values()) {
      await assertNothingButColourProfile(view);
      const [red, green] = await colourAt(view.path, view.width - 3, 3);
      assert.ok(red > 150 && green < 90, `${view.name}: marker at top right, got ${red},${green}`);
    }
  });
});

Deno.test("sha256B16 and bytes describe the file written; the files are named for storage keys", async () => {
  await withDir(async (dir) => {
    const views = await viewsOf(mediaFixture("oriented_gps.jpg"), dir);
    for (const view of views.values()) {
      const bytes = await Deno.readFile(view.path);
      assert.equal(view.sha256B16, createHash("sha256").update(bytes).digest("hex"));
      assert.equal(view.bytes, bytes.length);
    }
    assert.deepEqual([...views.values()].map((view) => view.path.slice(dir.length + 1)).sort(), [
      "large.jpg",
      "large.webp",
      "original.jpg",
      "thumbnail.jpg",
      "thumbnail.webp",
    ]);
  });
});

Deno.test("a small picture is never enlarged; PNG stays PNG, GIF's first frame becomes PNG, WebP stays WebP", async () => {
  await withDir(async (dir) => {
    const picture = (background: string) =>
      sharp({ create: { width: 64, height: 48, channels: 4, background } });
    const cases: Array<[string, Promise<unknown>, string]> = [
      ["sign.png", picture("#30609080").png().toFile(join(dir, "sign.png")), "image/png"],
      ["dash.gif", picture("#306090").gif().toFile(join(dir, "dash.gif")), "image/png"],
      ["tyre.webp", picture("#306090").webp().toFile(join(dir, "tyre.webp")), "image/webp"],
    ];
    for (const [file, made, contentType] of cases) {
      await made;
      const out = join(dir, file + "-views");
      await Deno.mkdir(out);
      const views = await viewsOf(join(dir, file), out, mediaLimits());
      assert.equal(views.get("original")!.contentType, contentType, file);
      for (const view of views.values()) assert.deepEqual([view.width, view.height], [64, 48], view.name);
    }
    // A half-transparent PNG: WebP keeps the transparency, the JPEG twin is laid on white.
    const signViews = join(dir, "sign.png-views");
    assert.equal((await sharp(join(signViews, "thumbnail.webp")).metadata()).hasAlpha, true);
    const [red, green, blue] = await colourAt(join(signViews, "thumbnail.jpg"), 10, 10);
    assert.ok(red > 120 && green > 160 && blue > 190, `laid on white, got ${red},${green},${blue}`);
  });
});

Deno.test("a video's poster frame gets thumbnail and large views but no second original", async () => {
  await withDir(async (dir) => {
    const poster = join(dir, "poster.jpg");
    await sharp({ create: { width: 640, height: 360, channels: 3, background: "#445566" } }).jpeg().toFile(
      poster,
    );
    const out = join(dir, "views");
    await Deno.mkdir(out);
    const views = await makePosterViews(poster, out, limits);
    assert.deepEqual(views.map((view) => [view.name, view.contentType, view.width, view.height]), [
      ["thumbnail", "image/webp", 100, 56],
      ["thumbnailJpeg", "image/jpeg", 100, 56],
      ["large", "image/webp", 200, 113],
      ["largeJpeg", "image/jpeg", 200, 113],
    ]);
  });
});

Deno.test("a picture whose header is fine but whose pixels are not is UnreadableImageError", async () => {
  await withDir(async (dir) => {
    const media = { family: "image", contentType: "image/png", ext: "png" } as const;
    const flood = mediaFixture("pixel_flood.png");
    // Past the pixel limit: refused by sharp before decoding.
    await assert.rejects(makeImageViews(flood, media, dir, limits), UnreadableImageError);
    // Within a limit raised for it: the pixel data ends after the first row.
    const raised = mediaLimits({
      maxImagePixels: 1e9,
      maxImageSide: 65_535,
      thumbnailSide: 100,
      largeSide: 200,
    });
    await assert.rejects(makeImageViews(flood, media, dir, raised), UnreadableImageError);
  });
});
