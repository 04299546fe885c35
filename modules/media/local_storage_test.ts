// The folder backend's own rules for the PUT the app receives at /blobs/{key}: only its unexpired
// signature for that very key is let in, and a body over the limit is cut one byte past it, which is
// enough for the completion call to report the size limit without filling the disk.
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Keys } from "../../src/platform/keys.ts";
import { LocalStorage } from "./local_storage.server.ts";

async function withStorage(check: (storage: LocalStorage) => Promise<void>) {
  const root = await mkdtemp(join(tmpdir(), "local-storage-"));
  try {
    await check(new LocalStorage(root, new Keys("local storage test secret key, long enough")));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

function signed(uri: string): { expires: string | undefined; signature: string | undefined } {
  const query = new URL(uri, "http://app.test").searchParams;
  return { expires: query.get("expires") ?? undefined, signature: query.get("signature") ?? undefined };
}

Deno.test("verifyPut lets in only this server's unexpired signature for the same key", () =>
  withStorage(async (storage) => {
    const { expires, signature } = signed((await storage.presignPut("uploads/a1", "image/png", 600)).uri);
    assert.equal(storage.verifyPut("uploads/a1", expires, signature), true);
    assert.equal(storage.verifyPut("uploads/a2", expires, signature), false, "another key");
    assert.equal(
      storage.verifyPut("uploads/a1", String(Number(expires) + 1), signature),
      false,
      "a later expiry",
    );
    assert.equal(storage.verifyPut("uploads/a1", expires, `${signature}x`), false, "a longer signature");
    assert.equal(storage.verifyPut("uploads/a1", expires, undefined), false, "no signature");
    assert.equal(storage.verifyPut("uploads/a1", undefined, signature), false, "no expiry");
    assert.equal(storage.verifyPut("uploads/a1", "soon", signature), false, "an expiry that is not a number");

    const other = new LocalStorage(storage.root, new Keys("another server's secret key, also long"));
    assert.equal(other.verifyPut("uploads/a1", expires, signature), false, "another server key");

    const past = signed((await storage.presignPut("uploads/a3", "image/png", -1)).uri);
    assert.equal(storage.verifyPut("uploads/a3", past.expires, past.signature), false, "expired");
  }));

Deno.test("receive keeps at most maxBytes + 1 bytes and says whether the body fit", () =>
  withStorage(async (storage) => {
    const body = (length: number) => new Response(new Uint8Array(length).fill(7)).body;
    assert.equal(await storage.receive("uploads/fits", body(100), 100), true);
    assert.equal(await storage.size("uploads/fits"), 100);

    assert.equal(await storage.receive("uploads/over", body(5000), 100), false);
    assert.equal(await storage.size("uploads/over"), 101);

    assert.equal(await storage.receive("uploads/none", null, 100), true);
    assert.equal(await storage.size("uploads/none"), 0);
  }));
