// What only the S3 backend does, against a real S3-compatible server on loopback: its presigned URL binds
// the Content-Type the app was told; the settings pick it (MEDIA_STORAGE=s3) or the folder; and the secret
// key does not show when the storage is printed. The checks both backends share are in
// storage_contract_test.ts.
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/platform/config.ts";
import { Keys } from "../../src/platform/keys.ts";
import { startS3Peer } from "../../tests/support/s3_peer.ts";
import { LocalStorage } from "./local_storage.server.ts";
import { S3Storage } from "./s3_storage.server.ts";
import { storageOf } from "./storage_of.server.ts";

const keys = new Keys("s3 storage test secret key, long enough");

Deno.test("S3: a PUT with another Content-Type than the one presigned is refused", async () => {
  const peer = await startS3Peer();
  try {
    const storage = storageOf(loadConfig({ APP_ENV: "test", ...peer.env }), keys);
    const presigned = await storage.presignPut("uploads/typed", "image/jpeg", 600);
    const body = new Uint8Array([0xff, 0xd8, 0xff]);
    const html = await fetch(presigned.uri, {
      method: "PUT",
      headers: { "Content-Type": "text/html" },
      body,
    });
    assert.equal(html.status, 403);
    assert.match(await html.text(), /SignatureDoesNotMatch/);
    assert.equal(await storage.size("uploads/typed"), null);

    const jpeg = await fetch(presigned.uri, { method: "PUT", headers: presigned.headers, body });
    await jpeg.body?.cancel();
    assert.equal(jpeg.status, 200);
    assert.equal(await storage.size("uploads/typed"), 3);
  } finally {
    await peer.close();
  }
});

Deno.test("storageOf: MEDIA_STORAGE=s3 stores in the bucket; by default in DATA_DIR/media", async () => {
  const peer = await startS3Peer();
  const dataDir = await mkdtemp(join(tmpdir(), "storage-of-"));
  try {
    const s3 = storageOf(loadConfig({ APP_ENV: "test", DATA_DIR: dataDir, ...peer.env }), keys);
    assert.equal(s3.backend, "s3");
    await s3.write("uploads/picked", new Uint8Array([1, 2, 3]), "application/octet-stream");
    // s3rver serves objects without a signature, so the bytes can be read from the bucket directly.
    const stored = await fetch(`${peer.endpoint}/${peer.bucket}/uploads/picked`);
    assert.deepEqual(new Uint8Array(await stored.arrayBuffer()), new Uint8Array([1, 2, 3]));
    assert.equal(await s3.size("uploads/picked"), 3);

    const local = storageOf(loadConfig({ APP_ENV: "test", DATA_DIR: dataDir }), keys);
    assert.ok(local instanceof LocalStorage);
    assert.equal(local.root, join(dataDir, "media"));
    assert.equal(await local.size("uploads/picked"), null, "the folder is not the bucket");
  } finally {
    await peer.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

Deno.test("S3: printing the storage does not show the secret key", () => {
  const secretAccessKey = "do-not-print-this-secret-0123456789";
  const storage = new S3Storage({
    endpoint: "http://127.0.0.1:9",
    region: "us-east-1",
    bucket: "shop-media",
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey,
    forcePathStyle: true,
  });
  const printed = [
    Deno.inspect(storage, { depth: 20, showHidden: true }),
    JSON.stringify(storage),
    String(storage),
  ];
  for (const text of printed) assert.ok(!text.includes(secretAccessKey), text);
});
