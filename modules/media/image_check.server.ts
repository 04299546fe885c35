// The upload check of a picture, from its header alone: refuse what cannot be read, what is too large
// (a pixel flood: a small file that claims billions of pixels) and what is too small, before a single
// pixel is decoded. The answer uses the upload statuses of the seed (modules/media/types.ts).
import sharp, { type Metadata } from "sharp";
import type { MediaConfig } from "../../src/platform/config.ts";
import { exifHasLocation, xmpHasLocation } from "./exif_location.ts";
import type { UploadStatus } from "./types.ts";

export type ImageCheck =
  | { status: Exclude<UploadStatus, "success"> }
  | {
    status: "success";
    /** As shown: after the EXIF orientation (JPEG and others) or the irot/imir boxes (HEIC) are applied. */
    width: number;
    height: number;
    /** The EXIF orientation, 1 to 8; 1 for HEIF, whose readers apply its own rotation boxes instead. */
    orientation: number;
    /** The file says where it was taken (GPS in EXIF or XMP); the views never keep it. */
    hasLocation: boolean;
    /** HEVC-coded HEIF (iPhone photos): decoded by heic-decode, since sharp's libheif cannot. */
    hevc: boolean;
  };

/** What libvips calls the formats the app accepts (sniff.ts); anything else it can read is refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export async function checkImage(path: string, limits: MediaConfig): Promise<ImageCheck> {
  let header: Metadata;
  try {
    // Only the header is read here, so no pixel limit is needed for this call: the limits are applied
    // below with the seed's own statuses, and every decoding call passes limitInputPixels.
    header = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    return { status: "badFormat" };
  }
  if (!ACCEPTED_FORMATS.has(header.format) || !header.width || !header.height) return { status: "badFormat" };
  const { width, height } = header.autoOrient ?? header;
  if (
    width > limits.maxImageSide || height > limits.maxImageSide || width * height > limits.maxImagePixels
  ) {
    return { status: "dimensionsTooLarge" };
  }
  if (width < limits.minImageSide || height < limits.minImageSide) return { status: "tooSmall" };
  return {
    status: "success",
    width,
    height,
    orientation: header.orientation ?? 1,
    hasLocation: exifHasLocation(header.exif) || xmpHasLocation(header.xmp),
    hevc: header.format === "heif" && header.compression === "hevc",
  };
}
