// The picture fixtures of tests/fixtures/media (README.md there says how each was made) and the media
// settings the tests run with.
import { fileURLToPath } from "node:url";
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
