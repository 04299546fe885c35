// The default backend: blobs as files in a folder (DATA_DIR/media). The browser PUTs uploads to the app
// itself (/blobs/{key}), with a signed, expiring URL standing in for S3's presigned one.
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, link, mkdir, open as openFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { timingSafeEqual } from "node:crypto";
import type { Keys } from "../../src/platform/keys.ts";
import { type BlobStorage, checkBlobKey, type PresignedPut, type StoredBlob } from "./storage.ts";

const PUT_PURPOSE = "media blob put v1";

export class LocalStorage implements BlobStorage {
  readonly backend = "local" as const;

  constructor(readonly root: string, private keys: Keys) {}

  #path(key: string): string {
    return join(this.root, checkBlobKey(key));
  }

  presignPut(key: string, contentType: string, expiresSeconds: number): Promise<PresignedPut> {
    const expires = Math.floor(Date.now() / 1000) + expiresSeconds;
    const signature = this.keys.macText(PUT_PURPOSE, `${checkBlobKey(key)}\n${expires}`);
    const query = new URLSearchParams({ expires: String(expires), signature });
    // Relative: the browser resolves it against the page, whatever address the app is reached by.
    return Promise.resolve({ uri: `/blobs/${key}?${query}`, headers: { "Content-Type": contentType } });
  }

  /** True when a PUT to /blobs/{key} carries this backend's unexpired signature for that key. */
  verifyPut(key: string, expires: string | undefined, signature: string | undefined): boolean {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) < Date.now() / 1000) return false;
    const expected = this.keys.mac(PUT_PURPOSE, `${checkBlobKey(key)}\n${expires}`);
    const given = Buffer.from(signature, "base64url");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Writes a PUT body, keeping at most maxBytes + 1 bytes: one byte more than allowed is enough for the
   * completion call to report the size limit. Returns false when the body was over the limit.
   */
  async receive(key: string, body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<boolean> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    // A partial file of this PUT's own: two PUTs to one key (two processes) never write or rename one file;
    // the last complete one is the blob. A PUT that fails leaves nothing behind.
    const partial = `${path}.${crypto.randomUUID()}.part`;
    const file = await openFile(partial, "w");
    let written = 0;
    let within = true;
    try {
      try {
        if (body) {
          for await (const chunk of body) {
            const room = maxBytes + 1 - written;
            const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
            await file.write(part);
            written += part.length;
            if (written > maxBytes) {
              within = false;
              break;
            }
          }
        }
      } finally {
        await file.close();
      }
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return within;
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.#path(key))).size;
    } catch {
      return null;
    }
  }

  async head(key: string, count: number): Promise<Uint8Array> {
    const file = await openFile(this.#path(key), "r");
    try {
      const buffer = new Uint8Array(count);
      const { bytesRead } = await file.read(buffer, 0, count, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async download(key: string, path: string): Promise<void> {
    await copyFile(this.#path(key), path);
  }

  async upload(key: string, path: string, _contentType: string): Promise<void> {
    const target = this.#path(key);
    await mkdir(dirname(target), { recursive: true });
    await pipeline(createReadStream(path), createWriteStream(`${target}.part`));
    await rename(`${target}.part`, target);
  }

  async write(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const target = this.#path(key);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(`${target}.part`, bytes);
    await rename(`${target}.part`, target);
  }

  async copy(from: string, to: string, _contentType: string): Promise<void> {
    const target = this.#path(to);
    await mkdir(dirname(target), { recursive: true });
    // Not .part, which writes open in place: no name that is ever written to may share a file with a blob.
    const part = `${target}.link`;
    await rm(part, { force: true });
    // A second name for the same file, made at once whatever its size: a blob is never changed in place
    // (every write goes to a .part file renamed over its key), so the copy keeps the bytes it was made with.
    // A folder whose file system has no hard links gets a copy of the bytes.
    await link(this.#path(from), part).catch(async (error: { code?: string }) => {
      if (!["EPERM", "ENOTSUP", "EXDEV", "EMLINK"].includes(error.code ?? "")) throw error;
      await copyFile(this.#path(from), part);
    });
    await rename(part, target);
    // Renaming onto a name of the same file (a copy made again) leaves the temporary name behind.
    await rm(part, { force: true });
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  async open(key: string, range?: { start: number; end: number }): Promise<StoredBlob | null> {
    const size = await this.size(key);
    if (size === null) return null;
    const start = range?.start ?? 0;
    const end = range?.end ?? size - 1;
    const stream = createReadStream(this.#path(key), { start, end });
    return {
      body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
      length: Math.max(0, end - start + 1),
      size,
    };
  }
}
