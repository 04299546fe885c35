// One table of checks run against both blob backends: the folder (LocalStorage) and S3 (S3Storage against
// a real S3-compatible server on loopback). A browser stores an upload with a PUT to the presigned URL and
// the headers it was given; the app then reads, copies and removes it through the same interface.
import assert from "node:assert/strict";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Keys } from "../../src/platform/keys.ts";
import { startS3Peer } from "../../tests/support/s3_peer.ts";
import { LocalStorage } from "./local_storage.server.ts";
import { S3Storage } from "./s3_storage.server.ts";
import type { BlobStorage, PresignedPut } from "./storage.ts";

interface Bench {
  storage: BlobStorage;
  /** What a browser's PUT of body to the presigned URL gets: the HTTP status. */
  put(presigned: PresignedPut, body: Uint8Array<ArrayBuffer>): Promise<number>;
  /** A folder for files to upload from and download to. */
  scratch: string;
  close(): Promise<void>;
}

const PUT_LIMIT = 10 * 1024 * 1024;

/**
 * The folder backend's PUT target is the app's /blobs/{key} route, which checks the signature
 * (verifyPut) and keeps the body (receive); here those two calls stand in for the route.
 */
async function localBench(): Promise<Bench> {
  const scratch = await mkdtemp(join(tmpdir(), "local-storage-"));
  const storage = new LocalStorage(
    join(scratch, "media"),
    new Keys("storage contract test secret key, long"),
  );
  return {
    storage,
    async put(presigned, body) {
      const url = new URL(presigned.uri, "http://app.test");
      const key = decodeURIComponent(url.pathname.replace(/^\/blobs\//, ""));
      if (
        !storage.verifyPut(
          key,
          url.searchParams.get("expires") ?? undefined,
          url.searchParams.get("signature") ?? undefined,
        )
      ) {
        return 403;
      }
      await storage.receive(key, new Response(body).body, PUT_LIMIT);
      return 200;
    },
    scratch,
    close: () => rm(scratch, { recursive: true, force: true }),
  };
}

async function s3Bench(): Promise<Bench> {
  const peer = await startS3Peer();
  const scratch = await mkdtemp(join(tmpdir(), "s3-storage-"));
  const storage = new S3Storage({
    endpoint: peer.endpoint,
    region: "us-east-1",
    bucket: peer.bucket,
    accessKeyId: peer.accessKeyId,
    secretAccessKey: peer.secretAccessKey,
    forcePathStyle: true,
  });
  return {
    storage,
    async put(presigned, body) {
      const response = await fetch(presigned.uri, { method: "PUT", headers: presigned.headers, body });
      await response.body?.cancel();
      return response.status;
    },
    scratch,
    async close() {
      await peer.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

const benches = { local: localBench, s3: s3Bench };

function storageTest(name: string, check: (bench: Bench) => Promise<void>) {
  for (const [backend, start] of Object.entries(benches)) {
    Deno.test(`${backend}: ${name}`, async () => {
      const bench = await start();
      try {
        await check(bench);
      } finally {
        await bench.close();
      }
    });
  }
}

/** Bytes that differ from position to position, so a wrong offset shows. */
function patterned(length: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length }, (_, i) => (i * 7 + (i >> 8)) % 251);
}

async function text(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The same URL with one character of its signature changed. */
function tampered(uri: string): string {
  return uri.replace(
    /([?&](?:X-Amz-Signature|signature)=)(.)/,
    (_, name, first) => `${name}${first === "A" ? "B" : "A"}`,
  );
}

storageTest(
  "a PUT to the presigned URL with its headers stores the bytes, which read back whole and in part",
  async ({ storage, put, scratch }) => {
    const key = "uploads/contract-1";
    const bytes = patterned(70_000);
    const presigned = await storage.presignPut(key, "image/jpeg", 600);
    assert.deepEqual(presigned.headers, { "Content-Type": "image/jpeg" });
    assert.equal(await put(presigned, bytes), 200);

    assert.equal(await storage.size(key), bytes.length);
    assert.deepEqual(await storage.head(key, 12), bytes.subarray(0, 12));
    assert.deepEqual(
      await storage.head(key, 100_000),
      bytes,
      "head of more than the blob gives the whole blob",
    );

    const part = await storage.open(key, { start: 1000, end: 1999 });
    assert.ok(part);
    assert.equal(part.length, 1000);
    assert.equal(part.size, bytes.length);
    assert.deepEqual(await text(part.body), bytes.subarray(1000, 2000));

    const whole = await storage.open(key);
    assert.ok(whole);
    assert.equal(whole.length, bytes.length);
    assert.equal(whole.size, bytes.length);
    assert.deepEqual(await text(whole.body), bytes);

    const copy = join(scratch, "copy.bin");
    await storage.download(key, copy);
    assert.deepEqual(new Uint8Array(await readFile(copy)), bytes);

    await storage.remove(key);
    assert.equal(await storage.size(key), null);
    assert.equal(await storage.open(key), null);
  },
);

storageTest("a presigned URL with a changed signature stores nothing", async ({ storage, put }) => {
  const key = "uploads/contract-2";
  const presigned = await storage.presignPut(key, "image/png", 600);
  assert.equal(await put({ ...presigned, uri: tampered(presigned.uri) }, patterned(10)), 403);
  assert.equal(await storage.size(key), null);
});

storageTest("one key's presigned URL cannot store under another key", async ({ storage, put }) => {
  const presigned = await storage.presignPut("uploads/contract-3", "image/png", 600);
  const elsewhere = presigned.uri.replace("uploads/contract-3", "uploads/contract-other");
  assert.equal(await put({ ...presigned, uri: elsewhere }, patterned(10)), 403);
  assert.equal(await storage.size("uploads/contract-other"), null);
});

storageTest("a presigned URL is refused once it has expired", async ({ storage, put }) => {
  const key = "uploads/contract-4";
  const presigned = await storage.presignPut(key, "video/mp4", 1);
  await new Promise((resolve) => setTimeout(resolve, 2100));
  assert.equal(await put(presigned, patterned(10)), 403);
  assert.equal(await storage.size(key), null);
});

storageTest("a missing key has no size and opens as null; removing it is fine", async ({ storage }) => {
  assert.equal(await storage.size("uploads/never-stored"), null);
  assert.equal(await storage.open("uploads/never-stored"), null);
  assert.equal(await storage.open("uploads/never-stored", { start: 0, end: 9 }), null);
  await storage.remove("uploads/never-stored");
});

storageTest(
  "write and upload store bytes that download and open return unchanged",
  async ({ storage, scratch }) => {
    const small = patterned(1234);
    await storage.write("assets/7/abc123/thumb.webp", small, "image/webp");
    assert.equal(await storage.size("assets/7/abc123/thumb.webp"), small.length);
    const opened = await storage.open("assets/7/abc123/thumb.webp");
    assert.ok(opened);
    assert.deepEqual(await text(opened.body), small);

    const large = patterned(3 * 1024 * 1024 + 17);
    const source = join(scratch, "video.mp4");
    await writeFile(source, large);
    await storage.upload("assets/7/abc123/video.mp4", source, "video/mp4");
    assert.equal(await storage.size("assets/7/abc123/video.mp4"), large.length);
    const copy = join(scratch, "back.mp4");
    await storage.download("assets/7/abc123/video.mp4", copy);
    assert.deepEqual(new Uint8Array(await readFile(copy)), large);

    await storage.write("assets/7/abc123/empty.txt", new Uint8Array(0), "text/plain");
    assert.equal(await storage.size("assets/7/abc123/empty.txt"), 0);
    assert.deepEqual(await storage.head("assets/7/abc123/empty.txt", 16), new Uint8Array(0));
  },
);

storageTest(
  "copy stores the same bytes under a second key, which keeps them when the first is written again",
  async ({ storage, put }) => {
    const key = "uploads/contract-5";
    const first = patterned(5000);
    const presigned = await storage.presignPut(key, "application/octet-stream", 600);
    assert.equal(await put(presigned, first), 200);
    await storage.copy(key, "assets/7/abc123/original-5.pdf", "application/pdf");
    await storage.copy(key, "assets/7/abc123/original-5.pdf", "application/pdf");
    assert.equal(await put(presigned, patterned(7000).reverse()), 200, "the same URL, other bytes");
    const copied = await storage.open("assets/7/abc123/original-5.pdf");
    assert.ok(copied);
    assert.deepEqual(await text(copied.body), first);
    assert.equal(await storage.size(key), 7000, "the copy left the first key as it was written");
    await assert.rejects(() =>
      storage.copy("uploads/never-stored", "assets/7/abc123/x.pdf", "application/pdf")
    );
    assert.equal(await storage.size("assets/7/abc123/x.pdf"), null);
  },
);

storageTest("a key the app did not make is refused before any storage is reached", async ({ storage }) => {
  for (const key of ["../etc/passwd", "uploads/../x", "Uploads/A", "/uploads/x", "uploads//x"]) {
    await assert.rejects(async () => await storage.presignPut(key, "image/png", 60), /Not a blob key/);
    await assert.rejects(async () => await storage.write(key, patterned(3), "text/plain"), /Not a blob key/);
  }
});
