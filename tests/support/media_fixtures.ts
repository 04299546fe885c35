// The picture fixtures of tests/fixtures/media (README.md there says how each was made) and the media
// settings the tests run with.
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { loadConfig, type MediaConfig } from "../../src/platform/config.ts";

export type MediaFixture =
  | "oriented_gps.jpg"
  | "iphone_photo.heic"
  | "pixel_flood.png"
  | "tiny_8x8.png"
  | "photo.jpg"
  | "estimate.pdf";

export function mediaFixture(name: MediaFixture): string {
  return fileURLToPath(new URL(`../fixtures/media/${name}`, import.meta.url));
}

/** The defaults an empty environment gives, with any setting changed. */
export function mediaLimits(changes: Partial<MediaConfig> = {}): MediaConfig {
  return { ...loadConfig({ APP_ENV: "test" }).media, ...changes };
}

/**
 * A real JPEG wide enough to be a shop's logo (at least 300 px, decision 027, checked by the server too):
 * the phone photo is 240 px wide once turned upright.
 */
export async function logoJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const picture = sharp({ create: { width: 400, height: 160, channels: 3, background: "#0f766e" } });
  return new Uint8Array(await picture.jpeg().toBuffer());
}
