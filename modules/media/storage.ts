// Where asset files (blobs) live. Two backends: a folder under DATA_DIR (the default, served by the app)
// and S3-compatible object storage (presigned PUT URLs; served by a CDN or through the app). Keys are made
// by the app from random ids only (blobKey), never from a user's file name.

export interface PresignedPut {
  uri: string;
  headers: Record<string, string>;
}

export interface StoredBlob {
  body: ReadableStream<Uint8Array>;
  /** Bytes in body (the range's length when a range was asked). */
  length: number;
  /** The whole blob's size. */
  size: number;
}

export interface BlobStorage {
  readonly backend: "local" | "s3";
  /** A URL the browser PUTs an upload to, good for expiresSeconds, and the headers it must send. */
  presignPut(key: string, contentType: string, expiresSeconds: number): Promise<PresignedPut>;
  /** The stored size in bytes, or null when nothing is stored under key. */
  size(key: string): Promise<number | null>;
  /** The first bytes of a blob (content sniffing), at most `count`. */
  head(key: string, count: number): Promise<Uint8Array>;
  /** Copies a blob to a local file, for sharp and ffmpeg. */
  download(key: string, path: string): Promise<void>;
  /** Stores a local file's bytes under key. */
  upload(key: string, path: string, contentType: string): Promise<void>;
  /** Stores bytes under key. */
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a copy of one blob under another key, typed contentType (what a CDN serves it as). A copy made
   * while the blob is being written again holds the old bytes or the new, never a mix; on S3 the bytes do
   * not pass through the app. Throws when nothing is stored under from.
   */
  copy(from: string, to: string, contentType: string): Promise<void>;
  /** Removes a blob; removing one that is not there is fine. */
  remove(key: string): Promise<void>;
  /** The blob's bytes, or part of them (video seeking); null when missing. */
  open(key: string, range?: { start: number; end: number }): Promise<StoredBlob | null>;
}

/** Keys the app makes: lowercase letters, digits, dashes, dots and single slashes. */
const KEY = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9.-]*)*$/;

/** Refuses anything but a key the app made, so no request can reach a path of its choosing. */
export function checkBlobKey(key: string): string {
  if (!KEY.test(key) || key.includes("..") || key.length > 200) throw new Error(`Not a blob key: ${key}`);
  return key;
}

export const blobKeys = {
  /** Where an upload's PUT URL writes: the URL stays good until it expires, so nothing is kept here. */
  upload: (blobLifetimeId: string) => checkBlobKey(`uploads/${blobLifetimeId}`),
  /**
   * The completion call's own copy of an upload (one per attempt, named by the attempt's asset folder):
   * no URL writes to it, so what was checked is what the views are made from. Removed once they are.
   */
  taken: (blobLifetimeId: string, folder: string) => checkBlobKey(`uploads/${blobLifetimeId}.${folder}`),
  /**
   * An asset's original as it was checked (a video, a PDF) or made (a picture), named by its SHA-256: the key
   * names exactly one content, and no URL writes to it.
   */
  original: (shopId: number, folder: string, sha256B16: string, ext: string) =>
    checkBlobKey(`assets/${shopId}/${folder}/original-${sha256B16}.${ext}`),
  /** One view of an asset: the folder is random, so a view's URL cannot be guessed from another's. */
  view: (shopId: number, folder: string, file: string) => checkBlobKey(`assets/${shopId}/${folder}/${file}`),
};
