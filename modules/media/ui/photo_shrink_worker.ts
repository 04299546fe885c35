// The photo shrink's worker (photo_shrink.ts starts it): decodes a picture with its EXIF orientation
// applied, draws it at most PHOTO_LONGEST_SIDE on its longest side and encodes it as JPEG quality 85, off
// the page's thread so the page keeps answering taps while a 12 MP photo is worked on. Encoding from pixels
// writes no metadata: the location, camera serials and times of the original are not carried over.
import {
  fittedSize,
  hasTransparency,
  PHOTO_JPEG_QUALITY,
  PHOTO_LONGEST_SIDE,
  type ShrinkAnswer,
  type ShrinkRequest,
  smallerLongestSide,
} from "./photo_shrink_rules.ts";

// This file runs as a dedicated worker; the project's type library is the page's (dom), so the worker's
// two members used here are named.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null;
  postMessage(answer: ShrinkAnswer): void;
};

scope.onmessage = (event) => {
  const { id } = event.data;
  shrink(event.data).then(
    (jpeg) => scope.postMessage({ id, jpeg }),
    // Whatever went wrong (a picture this browser cannot decode, no memory for it): the original goes.
    () => scope.postMessage({ id, jpeg: null }),
  );
};

/** Tries after the first when a JPEG is over the byte target, each at a smaller size. */
const SMALLER_TRIES = 2;

async function shrink(request: ShrinkRequest): Promise<Blob | null> {
  if (typeof OffscreenCanvas === "undefined") return null;
  const picture = await createImageBitmap(request.picture, { imageOrientation: "from-image" });
  try {
    let longest = Math.min(PHOTO_LONGEST_SIDE, Math.max(picture.width, picture.height));
    let jpeg = await encode(picture, longest, request.checkTransparency);
    for (let tries = 0; jpeg && tries < SMALLER_TRIES; tries++) {
      const smaller = smallerLongestSide(longest, jpeg.size);
      if (smaller === null) break;
      longest = smaller;
      jpeg = await encode(picture, longest, false);
    }
    return jpeg;
  } finally {
    picture.close();
  }
}

/** The picture drawn at most `longest` px, as JPEG; null when it has transparent pixels (checked if asked). */
async function encode(
  picture: ImageBitmap,
  longest: number,
  checkTransparency: boolean,
): Promise<Blob | null> {
  const { width, height } = fittedSize(picture.width, picture.height, longest);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d", { alpha: checkTransparency });
  if (!context) return null;
  context.imageSmoothingQuality = "high";
  context.drawImage(picture, 0, 0, width, height);
  if (checkTransparency && hasTransparency(context.getImageData(0, 0, width, height).data)) return null;
  return await canvas.convertToBlob({ type: "image/jpeg", quality: PHOTO_JPEG_QUALITY });
}
