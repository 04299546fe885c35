// What an upload is, read from its first bytes (magic numbers) with file-type, never from its name or the
// Content-Type the browser sent: a renamed text file must not pass for a photo. Only the formats phones and
// cameras produce, that the image and video processing can read, are accepted.
import { fileTypeFromBuffer } from "file-type";

export type MediaFamily = "image" | "video" | "document";

export interface SniffedMedia {
  family: MediaFamily;
  /** The format's MIME type as file-type names it (image/heic, video/quicktime, ...). */
  contentType: string;
  /** The usual file extension, without the dot. */
  ext: string;
}

/** How many leading bytes sniffMedia needs to tell every accepted format apart (file-type's sample size). */
export const SNIFF_BYTES = 4100;

/** Accepted formats by MIME type. HEIF sequences (bursts, animations) are left out: no decoder here. */
const ACCEPTED: Record<string, MediaFamily> = {
  "image/jpeg": "image",
  "image/png": "image",
  "image/webp": "image",
  "image/gif": "image",
  "image/heic": "image",
  "image/heif": "image",
  "image/avif": "image",
  "video/mp4": "video",
  "video/quicktime": "video",
  "video/x-m4v": "video",
  "video/webm": "video",
  "video/3gpp": "video",
  "application/pdf": "document",
};

/** The upload's format, or null when it is not one the app accepts ("bad format"). */
export async function sniffMedia(firstBytes: Uint8Array): Promise<SniffedMedia | null> {
  const found = await fileTypeFromBuffer(firstBytes);
  if (found === undefined) return null;
  const family = ACCEPTED[found.mime];
  // file-type calls a few non-video MPEG-4 files video/mp4 (protected .m4p, Flash .f4v): their extension
  // tells them apart.
  if (family === undefined || (found.mime === "video/mp4" && found.ext !== "mp4")) return null;
  return { family, contentType: found.mime, ext: found.ext };
}
