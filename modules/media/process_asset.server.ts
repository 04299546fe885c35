// From an uploaded blob to an asset's views: what the upload is (by content), whether it may be kept, and
// the views made with sharp (pictures, a video's poster) and ffmpeg (the phone-safe MP4). The web process
// calls it for small pictures and documents; the worker for everything else.
import { createHash } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaConfig } from "../../src/platform/config.ts";
import { checkImage } from "./image_check.server.ts";
import {
  type ImageViewFile,
  makeImageViews,
  makePosterViews,
  UnreadableImageError,
} from "./image_views.server.ts";
import type { ViewRow } from "./queries.server.ts";
import { type MediaFamily, SNIFF_BYTES, sniffMedia } from "./sniff.ts";
import { blobKeys, type BlobStorage } from "./storage.ts";
import { UnreadableVideoError } from "./video_probe.server.ts";
import { findVideoTools, VideoToolsMissingError } from "./video_tools.server.ts";
import { posterFrame, transcodeVideo } from "./video_transcode.server.ts";
import type { UploadStatus } from "./types.ts";

export interface InspectedUpload {
  status: UploadStatus;
  family: MediaFamily | null;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

/** A failure that belongs to the file or the server's set-up, not a passing fault: no retry helps. */
export class MediaProcessingError extends Error {
  constructor(
    message: string,
    readonly status: UploadStatus,
    /** Keep the asset, showing the message (the server cannot process videos); else remove it. */
    readonly keepAsset: boolean,
  ) {
    super(message);
    this.name = "MediaProcessingError";
  }
}

/** The seed's first two checks, from a stored file's size (null: nothing stored): no data, size limit. */
export function storedStatus(bytes: number | null, media: MediaConfig): "success" | "noData" | "size" {
  if (bytes === null || bytes === 0) return "noData";
  return bytes > media.maxUploadBytes ? "size" : "success";
}

/** The seed's checks, in its order: no data, size limit, format (by content), then a picture's size. */
export async function inspectUpload(
  storage: BlobStorage,
  media: MediaConfig,
  key: string,
): Promise<InspectedUpload> {
  const refused = (status: UploadStatus, bytes = 0): InspectedUpload => ({
    status,
    family: null,
    contentType: "",
    bytes,
    width: null,
    height: null,
  });
  const size = await storage.size(key);
  const stored = storedStatus(size, media);
  if (stored !== "success") return refused(stored, size ?? 0);
  const bytes = size!;
  const sniffed = await sniffMedia(await storage.head(key, SNIFF_BYTES));
  if (!sniffed) return refused("badFormat", bytes);
  if (sniffed.family !== "image") {
    return {
      status: "success",
      family: sniffed.family,
      contentType: sniffed.contentType,
      bytes,
      width: null,
      height: null,
    };
  }
  return await withWorkDir(async (dir) => {
    const path = join(dir, "upload");
    await storage.download(key, path);
    const checked = await checkImage(path, media);
    if (checked.status !== "success") return refused(checked.status, bytes);
    return {
      status: "success",
      family: "image",
      contentType: sniffed.contentType,
      bytes,
      width: checked.width,
      height: checked.height,
    };
  });
}

export interface UploadToProcess {
  /** The completion's copy of the upload (blobKeys.taken), never the key its PUT URL writes to. */
  key: string;
  contentType: string;
  family: MediaFamily;
  shopId: number;
  folder: string;
}

export interface MadeViews {
  views: Omit<ViewRow, "assetId">[];
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

/**
 * Makes and stores the views of one upload from the completion's own copy of it (upload.key). Throws
 * MediaProcessingError for a file no retry will help.
 */
export async function makeAssetViews(
  storage: BlobStorage,
  media: MediaConfig,
  upload: UploadToProcess,
): Promise<MadeViews> {
  // A video's or a PDF's original is the checked file itself, copied to a key named by its SHA-256: the
  // served bytes are the ones hashed, and no URL writes there.
  const original = async (sha256B16: string): Promise<Omit<ViewRow, "assetId">> => {
    const key = blobKeys.original(upload.shopId, upload.folder, sha256B16, extensionOf(upload.contentType));
    await storage.copy(upload.key, key, upload.contentType);
    return {
      name: "original",
      kind: "original",
      storageKey: key,
      contentType: upload.contentType,
      bytes: (await storage.size(key)) ?? 0,
      width: null,
      height: null,
      sha256B16,
    };
  };
  if (upload.family === "document") {
    return {
      views: [await original(await hashBlob(storage, upload.key))],
      width: null,
      height: null,
      durationSeconds: null,
    };
  }
  return await withWorkDir(async (dir) => {
    const input = join(dir, "upload");
    await storage.download(upload.key, input);
    if (upload.family === "image") {
      let files: ImageViewFile[];
      try {
        files = await makeImageViews(
          input,
          { family: "image", contentType: upload.contentType, ext: "" },
          dir,
          media,
        );
      } catch (error) {
        if (error instanceof UnreadableImageError) {
          throw new MediaProcessingError(error.message, "badFormat", false);
        }
        throw error;
      }
      const views = await storeFiles(storage, upload, files, "resizedImage");
      const full = files.find((file) => file.name === "original")!;
      return { views, width: full.width, height: full.height, durationSeconds: null };
    }
    let tools;
    try {
      tools = await findVideoTools(media);
    } catch (error) {
      if (error instanceof VideoToolsMissingError) {
        throw new MediaProcessingError(error.message, "server", true);
      }
      throw error;
    }
    const mp4 = join(dir, "transcoded.mp4");
    const poster = join(dir, "poster.jpg");
    let video;
    try {
      video = await transcodeVideo(input, mp4, {
        maxSide: media.videoMaxSide,
        maxKbps: media.videoMaxBitrateKbps,
      }, tools);
      await posterFrame(mp4, poster, tools);
    } catch (error) {
      if (error instanceof UnreadableVideoError) {
        throw new MediaProcessingError(error.message, "badFormat", false);
      }
      throw error;
    }
    const pictures = await makePosterViews(poster, dir, media);
    const views = [
      await original(await hashFile(input)),
      ...(await storeFiles(storage, upload, [
        {
          name: "transcoded",
          path: mp4,
          contentType: video.contentType,
          width: video.width,
          height: video.height,
        },
        { name: "poster", path: poster, contentType: "image/jpeg", width: video.width, height: video.height },
      ], "transcoded")),
      ...(await storeFiles(storage, upload, pictures, "resizedImage")),
    ];
    return {
      views,
      width: video.width,
      height: video.height,
      durationSeconds: video.durationSeconds,
    };
  });
}

interface FileToStore {
  name: ViewRow["name"];
  path: string;
  contentType: string;
  width: number | null;
  height: number | null;
  sha256B16?: string;
  bytes?: number;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/x-m4v": "m4v",
  "video/webm": "webm",
  "video/3gpp": "3gp",
  "application/pdf": "pdf",
};

/** The usual extension of a content type ("video/mp4; codecs=..." is mp4); bin for any other. */
export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType.split(";")[0].trim()] ?? "bin";
}

async function storeFiles(
  storage: BlobStorage,
  upload: UploadToProcess,
  files: FileToStore[],
  kind: ViewRow["kind"],
): Promise<Omit<ViewRow, "assetId">[]> {
  const stored: Omit<ViewRow, "assetId">[] = [];
  for (const file of files) {
    const type = file.contentType.split(";")[0].trim();
    const sha256B16 = file.sha256B16 ?? await hashFile(file.path);
    // An original's key names its content (blobKeys.original); the smaller views are named by what they are.
    const key = file.name === "original"
      ? blobKeys.original(upload.shopId, upload.folder, sha256B16, extensionOf(type))
      : blobKeys.view(upload.shopId, upload.folder, `${file.name.toLowerCase()}.${extensionOf(type)}`);
    await storage.upload(key, file.path, type);
    stored.push({
      name: file.name,
      kind: file.name === "original" ? "original" : file.name === "poster" ? "posterFrame" : kind,
      storageKey: key,
      contentType: file.contentType,
      bytes: file.bytes ?? (await stat(file.path)).size,
      width: file.width,
      height: file.height,
      sha256B16,
    });
  }
  return stored;
}

async function hashFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  const file = await Deno.open(path);
  for await (const chunk of file.readable) hash.update(chunk);
  return hash.digest("hex");
}

export async function hashBlob(storage: BlobStorage, key: string): Promise<string> {
  const blob = await storage.open(key);
  const hash = createHash("sha256");
  if (blob) { for await (const chunk of blob.body) hash.update(chunk); }
  return hash.digest("hex");
}

async function withWorkDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "media-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
