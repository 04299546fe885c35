// The views customers and staff see of a picture: the full-size original, a thumbnail and a large view,
// each small view in WebP with a JPEG twin (e-mail clients, old browsers). Every view is turned upright
// (EXIF orientation) and carries no metadata but the colour profile: no location, no camera serial numbers.
// Every decode waits for a place in the process's decode pool (decode_pool.server.ts) and passes sharp the
// pixel limit.
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { createHash } from "node:crypto";
import { join } from "node:path";
import type { MediaConfig } from "../../src/platform/config.ts";
import { heicAsPng } from "./_heic_input.server.ts";
import { decodePool } from "./decode_pool.server.ts";
import type { SniffedMedia } from "./sniff.ts";
import type { ViewName } from "./types.ts";

export interface ImageViewFile {
  name: Extract<ViewName, "original" | "thumbnail" | "thumbnailJpeg" | "large" | "largeJpeg">;
  /** The file written in outDir. */
  path: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  sha256B16: string;
}

/** The pixels could not be decoded even though the header was fine (a damaged or truncated file). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`The picture could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

type Format = "jpeg" | "png" | "webp";
const CONTENT_TYPES: Record<Format, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };
const EXTENSIONS: Record<Format, string> = { jpeg: "jpg", png: "png", webp: "webp" };

/**
 * Makes the views of an uploaded picture in outDir (which must exist): original, thumbnail,
 * thumbnailJpeg, large and largeJpeg. The upload has passed checkImage; `media` is what sniffMedia said.
 * Throws UnreadableImageError when the pixels cannot be decoded.
 */
export async function makeImageViews(
  inputPath: string,
  media: SniffedMedia,
  outDir: string,
  limits: MediaConfig,
): Promise<ImageViewFile[]> {
  return await makeViews(inputPath, media.contentType, outDir, limits, true);
}

/** Thumbnail and large views (WebP and JPEG) of a video's poster frame, a JPEG ffmpeg wrote. */
export async function makePosterViews(
  posterPath: string,
  outDir: string,
  limits: MediaConfig,
): Promise<ImageViewFile[]> {
  return await makeViews(posterPath, "image/jpeg", outDir, limits, false);
}

async function makeViews(
  inputPath: string,
  contentType: string,
  outDir: string,
  limits: MediaConfig,
  withOriginal: boolean,
): Promise<ImageViewFile[]> {
  return await decodePool.run(async () => {
    const options: SharpOptions = { limitInputPixels: limits.maxImagePixels, failOn: "error" };
    let header: Metadata;
    let input: string | Uint8Array = inputPath;
    try {
      header = await sharp(inputPath, options).metadata();
      // sharp's libheif reads HEIF headers but has no HEVC decoder: iPhone photos are decoded in WebAssembly.
      if (header.format === "heif" && header.compression === "hevc") {
        input = await heicAsPng(inputPath, header);
      }
    } catch (error) {
      throw new UnreadableImageError(error);
    }
    const alpha = header.hasAlpha;
    // Keep an RGB colour profile (Display P3 from phones) as is; anything else (CMYK, grey) is converted to
    // sRGB, which every browser assumes when no profile is attached.
    const keepProfile = header.hasProfile === true && header.space === "srgb";
    const start = (from: string | Uint8Array): Sharp => {
      const pipeline = sharp(from, options).rotate();
      return keepProfile ? pipeline.keepIccProfile() : pipeline;
    };
    // The small views are sized from the picture itself, not from the large copy they are made from, so a
    // rounding of the copy's size does not change their shape.
    const upright = header.autoOrient ?? header;
    const fit = (from: Uint8Array, side: number) => {
      const scale = Math.min(1, side / Math.max(upright.width, upright.height));
      return start(from).resize(
        Math.max(1, Math.round(upright.width * scale)),
        Math.max(1, Math.round(upright.height * scale)),
        { fit: "fill" },
      );
    };
    // JPEG has no transparency: transparent parts become white, as on a page.
    const asJpeg = (pipeline: Sharp, quality: number, mozjpeg: boolean) =>
      (alpha ? pipeline.flatten({ background: "#ffffff" }) : pipeline).jpeg({ quality, mozjpeg });

    try {
      // Each full-size decode costs memory by the pixel, so the picture is decoded twice at most: for the
      // original, and once down to the large size, kept uncompressed (a PNG, which carries the colour
      // profile and transparency) for the four small views to be made from.
      const [original, large] = await Promise.all([
        withOriginal
          ? write(outDir, "original", ...originalPipeline(contentType, start(input), asJpeg))
          : null,
        start(input).resize(limits.largeSide, limits.largeSide, { fit: "inside", withoutEnlargement: true })
          .png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer(),
      ]);
      const views = await Promise.all([
        write(outDir, "thumbnail", "webp", fit(large, limits.thumbnailSide).webp({ quality: 80 })),
        write(outDir, "thumbnailJpeg", "jpeg", asJpeg(fit(large, limits.thumbnailSide), 82, true)),
        write(outDir, "large", "webp", fit(large, limits.largeSide).webp({ quality: 80 })),
        write(outDir, "largeJpeg", "jpeg", asJpeg(fit(large, limits.largeSide), 82, true)),
      ]);
      return original ? [original, ...views] : views;
    } catch (error) {
      throw new UnreadableImageError(error);
    }
  });
}

/**
 * PNG and GIF (its first frame) stay lossless, WebP stays WebP; camera formats (JPEG, HEIC, AVIF) become
 * JPEG, which every phone and mail client shows. Plain libjpeg at quality 90: mozjpeg's extra squeeze costs
 * seconds at full size.
 */
function originalPipeline(
  contentType: string,
  start: Sharp,
  asJpeg: (pipeline: Sharp, quality: number, mozjpeg: boolean) => Sharp,
): [Format, Sharp] {
  if (contentType === "image/png" || contentType === "image/gif") return ["png", start.png()];
  if (contentType === "image/webp") return ["webp", start.webp({ quality: 90 })];
  return ["jpeg", asJpeg(start, 90, false)];
}

async function write(
  outDir: string,
  name: ImageViewFile["name"],
  format: Format,
  pipeline: Sharp,
): Promise<ImageViewFile> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  // Lowercase file names: they become parts of storage keys (blobKeys.view).
  const path = join(
    outDir,
    `${name === "thumbnailJpeg" ? "thumbnail" : name === "largeJpeg" ? "large" : name}.${EXTENSIONS[format]}`,
  );
  await Deno.writeFile(path, data);
  return {
    name,
    path,
    contentType: CONTENT_TYPES[format],
    width: info.width,
    height: info.height,
    bytes: data.length,
    sha256B16: createHash("sha256").update(data).digest("hex"),
  };
}
