// What the on-device photo shrink decides (issue 19, "Photos made for a phone network"; docs/media.md "Photos
// are shrunk on the phone"): which files are re-encoded, which go as they are, the size they are drawn at,
// the byte target and the name. Pure, so they are tested on their own; photo_shrink.ts and its worker run
// them.

/** The longest side a photo is sent at: a 12 MP phone photo's 4032 px becomes 2560 px; never enlarged. */
export const PHOTO_LONGEST_SIDE = 2560;
/** JPEG quality of a shrunk photo (0..1, as convertToBlob takes it): 85, as the issue asks at the least. */
export const PHOTO_JPEG_QUALITY = 0.85;
/** What a shrunk photo should weigh at most: about 8 s on a 1 Mbps uplink. */
export const PHOTO_TARGET_BYTES = 1024 * 1024;
/** How much of a JPEG's start is read to find its size and metadata without decoding it. */
export const JPEG_HEAD_BYTES = 256 * 1024;

/** What the worker is asked: one picture, the decisions made here. */
export interface ShrinkRequest {
  id: number;
  picture: Blob;
  /** Whether the format can carry transparency, which a JPEG cannot keep (see mayBeTransparent). */
  checkTransparency: boolean;
}

/** The worker's answer: the JPEG, or null to send the original (not decodable here, or transparent). */
export interface ShrinkAnswer {
  id: number;
  jpeg: Blob | null;
}

/**
 * Whether a file is a picture to try: any image type the browser names, except GIF (it may be animated, and
 * one frame would be sent) and SVG (drawings, not photos; no camera metadata). Videos, PDFs and files of no
 * known type go as they are. A picture the browser cannot decode (HEIC in Chromium) is found out by trying.
 */
export function isPhotoToShrink(type: string): boolean {
  return type.startsWith("image/") && type !== "image/gif" && type !== "image/svg+xml";
}

/**
 * Whether the format may hold transparent pixels (PNG, WebP, AVIF, ...): such a picture is looked at after
 * drawing, and sent as it is if any pixel is not opaque, as JPEG would paint its cut-outs over.
 */
export function mayBeTransparent(type: string): boolean {
  return type !== "image/jpeg" && type !== "image/heic" && type !== "image/heif";
}

/** True when a pixel of RGBA data (as getImageData gives it) is not fully opaque. */
export function hasTransparency(rgba: Uint8ClampedArray): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) {
    if (rgba[alpha] !== 255) return true;
  }
  return false;
}

/** The size to draw a picture at: its longest side at most `longest`, never enlarged, the shape kept. */
export function fittedSize(
  width: number,
  height: number,
  longest = PHOTO_LONGEST_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The longest side for another try when a JPEG came out over the byte target (a photo of gravel or
 * foliage): a JPEG's bytes grow about with its pixel count, so the side shrinks by the square root of the
 * overshoot, with a margin. The quality stays; null when the photo is already small enough.
 */
export function smallerLongestSide(
  longest: number,
  bytes: number,
  target = PHOTO_TARGET_BYTES,
): number | null {
  if (bytes <= target) return null;
  return Math.floor(longest * Math.sqrt(target / bytes) * 0.95);
}

/** What a JPEG's markers say before its picture data: its size, and whether it carries metadata. */
export interface JpegFacts {
  width: number;
  height: number;
  /** An APP1 (EXIF: orientation, GPS, camera, time; or XMP) or APP13 (IPTC) segment is present. */
  metadata: boolean;
}

/**
 * Reads a JPEG's segment markers from its start up to the picture data (`head`: its first bytes). Null when
 * it is not a JPEG, or the markers run past `head`, or no frame header was found: then the shrink decodes.
 */
export function jpegFacts(head: Uint8Array): JpegFacts | null {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return null;
  let metadata = false;
  let size: { width: number; height: number } | null = null;
  let at = 2;
  while (at + 4 <= head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1];
    if (marker === 0xff) { // fill byte before a marker
      at++;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return size && { ...size, metadata }; // start of scan, end
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) { // markers without a length
      at += 2;
      continue;
    }
    const length = (head[at + 2] << 8) | head[at + 3];
    if (marker === 0xe1 || marker === 0xed) metadata = true;
    if (isFrameHeader(marker)) {
      if (at + 9 > head.length) return null;
      size = { height: (head[at + 5] << 8) | head[at + 6], width: (head[at + 7] << 8) | head[at + 8] };
    }
    at += 2 + length;
  }
  return null;
}

/** SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isFrameHeader(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * A JPEG that needs nothing done goes as it is, not decoded and encoded again: within the longest side and
 * carrying no metadata (so no location, and no orientation to apply). The camera dialog's photos are such
 * JPEGs, so they keep the seed's quality 90.
 */
export function sendsAsItIs(facts: JpegFacts | null, longest = PHOTO_LONGEST_SIDE): boolean {
  return facts !== null && !facts.metadata && Math.max(facts.width, facts.height) <= longest;
}

/** The shrunk photo's name: the picked name if it already says JPEG, else its stem with .jpg. */
export function shrunkFileName(name: string): string {
  if (/\.jpe?g$/i.test(name)) return name;
  const stem = name.replace(/\.[^./\\]*$/, "").trim();
  return `${stem || "photo"}.jpg`;
}
