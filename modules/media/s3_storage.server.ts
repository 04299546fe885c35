// The S3-compatible backend: the browser PUTs uploads straight to the bucket with a presigned URL, so
// upload bytes never pass through the app; the app reads and writes blobs with the S3 API (AWS, MinIO,
// R2, and the like). The secret key is handed to the SDK only, never logged.
import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Config } from "../../src/platform/config.ts";
import { type BlobStorage, checkBlobKey, type PresignedPut, type StoredBlob } from "./storage.ts";

export class S3Storage implements BlobStorage {
  readonly backend = "s3" as const;
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(config: S3Config) {
    this.#bucket = config.bucket;
    this.#client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only when an operation needs one: a presigned PUT from a browser cannot send the
      // CRC32 header the SDK would otherwise sign into the URL, and S3-compatible stores differ in support.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async presignPut(key: string, contentType: string, expiresSeconds: number): Promise<PresignedPut> {
    const command = new PutObjectCommand({
      Bucket: this.#bucket,
      Key: checkBlobKey(key),
      ContentType: contentType,
    });
    // Content-Type is signed too, so the URL stores only the type the app was told at the start.
    const uri = await getSignedUrl(this.#client, command, {
      expiresIn: expiresSeconds,
      signableHeaders: new Set(["content-type"]),
    });
    return { uri, headers: { "Content-Type": contentType } };
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: checkBlobKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string, count: number): Promise<Uint8Array> {
    // A range of an empty blob is an error on S3 (416) and breaks some compatible stores (the
    // connection is dropped), so an empty blob's first bytes are known without asking for them.
    const size = await this.size(key);
    if (size === null) throw new Error(`No blob under ${key}`);
    if (size === 0 || count === 0) return new Uint8Array(0);
    const object = await this.#get(key, `bytes=0-${count - 1}`);
    if (!object?.Body) throw new Error(`No blob under ${key}`);
    const bytes = await object.Body.transformToByteArray();
    return bytes.subarray(0, count);
  }

  async download(key: string, path: string): Promise<void> {
    const object = await this.#get(key);
    if (!object?.Body) throw new Error(`No blob under ${key}`);
    await pipeline(object.Body as Readable, createWriteStream(path));
  }

  async upload(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: checkBlobKey(key),
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: checkBlobKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async copy(from: string, to: string, contentType: string): Promise<void> {
    await this.#client.send(
      new CopyObjectCommand({
        Bucket: this.#bucket,
        CopySource: `${this.#bucket}/${checkBlobKey(from)}`,
        Key: checkBlobKey(to),
        // The upload was PUT as plain bytes; the copy is typed as what it was found to be.
        MetadataDirective: "REPLACE",
        ContentType: contentType,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the interface wants.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: checkBlobKey(key) }));
  }

  async open(key: string, range?: { start: number; end: number }): Promise<StoredBlob | null> {
    const object = await this.#get(key, range && `bytes=${range.start}-${range.end}`);
    if (!object?.Body) return null;
    const length = object.ContentLength ?? 0;
    return {
      body: Readable.toWeb(object.Body as Readable) as ReadableStream<Uint8Array>,
      length,
      size: wholeSize(object.ContentRange) ?? length,
    };
  }

  /** The object, or null when nothing is stored under key. */
  async #get(key: string, range?: string): Promise<GetObjectCommandOutput | null> {
    try {
      return await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: checkBlobKey(key), Range: range }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

/** HeadObject reports a missing key as a bare 404 ("NotFound"), GetObject as "NoSuchKey". */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException &&
    (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
}

/** "bytes 0-99/1234" -> 1234; null when absent or the total is unknown ("*"). */
function wholeSize(contentRange: string | undefined): number | null {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total === undefined ? null : Number(total);
}
