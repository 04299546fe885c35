// Recognising uploads by their first bytes: every format a phone or camera makes is named right, whatever
// the file is called; everything else (a renamed text file, TIFF, audio) is not supported.
import assert from "node:assert/strict";
import { join } from "node:path";
import sharp from "sharp";
import { mediaFixture } from "../../tests/support/media_fixtures.ts";
import { SNIFF_BYTES, sniffMedia } from "./sniff.ts";

async function firstBytes(path: string): Promise<Uint8Array> {
  return (await Deno.readFile(path)).subarray(0, SNIFF_BYTES);
}

/** A tenth of a second of 64 x 48 test pattern in the given container. */
async function clip(dir: string, file: string, ...codec: string[]): Promise<string> {
  const path = join(dir, file);
  const args = [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=64x48:rate=10:duration=0.1",
    ...codec,
    path,
  ];
  const { success, stderr } = await new Deno.Command("ffmpeg", { args, stdout: "null" }).output();
  assert.ok(success, new TextDecoder().decode(stderr));
  return path;
}

Deno.test("the fixtures are told by content: photos, an iPhone HEIC, a PDF; a text file called photo.jpg is not", async () => {
  assert.deepEqual(await sniffMedia(await firstBytes(mediaFixture("oriented_gps.jpg"))), {
    family: "image",
    contentType: "image/jpeg",
    ext: "jpg",
  });
  assert.deepEqual(await sniffMedia(await firstBytes(mediaFixture("iphone_photo.heic"))), {
    family: "image",
    contentType: "image/heic",
    ext: "heic",
  });
  assert.deepEqual(await sniffMedia(await firstBytes(mediaFixture("tiny_8x8.png"))), {
    family: "image",
    contentType: "image/png",
    ext: "png",
  });
  assert.deepEqual(await sniffMedia(await firstBytes(mediaFixture("estimate.pdf"))), {
    family: "document",
    contentType: "application/pdf",
    ext: "pdf",
  });
  assert.equal(await sniffMedia(await firstBytes(mediaFixture("photo.jpg"))), null);
  assert.equal(await sniffMedia(new Uint8Array()), null, "an empty upload");
});

Deno.test("WebP, GIF and AVIF pictures are images; TIFF is not supported", async () => {
  const picture = () => sharp({ create: { width: 32, height: 32, channels: 3, background: "#2a6" } });
  const cases: Array<[Promise<Uint8Array>, string | null]> = [
    [picture().webp().toBuffer(), "image/webp"],
    [picture().gif().toBuffer(), "image/gif"],
    [picture().avif().toBuffer(), "image/avif"],
    [picture().tiff().toBuffer(), null],
  ];
  for (const [bytes, contentType] of cases) {
    const found = await sniffMedia((await bytes).subarray(0, SNIFF_BYTES));
    assert.equal(found?.contentType ?? null, contentType);
    if (found) assert.equal(found.family, "image");
  }
});

Deno.test("MP4, QuickTime, M4V, WebM and 3GP videos are videos; MPEG-4 audio is not supported", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sniff-" });
  try {
    const h264 = ["-c:v", "libx264", "-pix_fmt", "yuv420p"];
    const cases: Array<[string, string | null, string | null]> = [
      [await clip(dir, "a.mp4", ...h264), "video/mp4", "mp4"],
      [await clip(dir, "a.mov", ...h264), "video/quicktime", "mov"],
      [await clip(dir, "a.m4v", ...h264, "-f", "ipod", "-brand", "M4V "), "video/x-m4v", "m4v"],
      [await clip(dir, "a.webm", "-c:v", "libvpx", "-b:v", "100k"), "video/webm", "webm"],
      [await clip(dir, "a.3gp", "-c:v", "mpeg4", "-s", "176x144"), "video/3gpp", "3gp"],
    ];
    const audio = join(dir, "a.m4a");
    const args = ["-v", "error", "-f", "lavfi", "-i", "sine=duration=0.1", "-c:a", "aac", audio];
    assert.ok((await new Deno.Command("ffmpeg", { args }).output()).success);
    cases.push([audio, null, null]);
    for (const [path, contentType, ext] of cases) {
      const found = await sniffMedia(await firstBytes(path));
      assert.deepEqual(
        found && [found.family, found.contentType, found.ext],
        contentType && ["video", contentType, ext],
        path,
      );
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
