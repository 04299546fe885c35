// A browser uploads straight to the bucket: Chromium, on a page of another loopback origin (as the app is
// to the bucket), PUTs a file to S3Storage's presigned URL with the headers it was given. The bucket's
// CORS answer lets it through and the bytes are stored; the same PUT with a changed signature stores nothing.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import type { PresignedPut } from "../../modules/media/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { launchChromium, USER_AGENT } from "../support/browser.ts";
import { s3StorageOn, startS3Peer } from "../support/s3_peer.ts";

Deno.test({
  name: "S3: Chromium PUTs a file to the presigned URL from the app's origin",
  ...LONG_LIVED,
  fn: async () => {
    const peer = await startS3Peer();
    const app = Deno.serve(
      { port: 0, hostname: "127.0.0.1", onListen() {} },
      () => new Response("<!doctype html><title>app</title>", { headers: { "Content-Type": "text/html" } }),
    );
    let browser: Browser | undefined;
    try {
      const storage = s3StorageOn(peer);
      browser = await launchChromium();
      const page = await browser.newPage({ userAgent: USER_AGENT });
      await page.goto(`http://127.0.0.1:${app.addr.port}/`);
      const putFromPage = (presigned: PresignedPut) =>
        page.evaluate(async ({ uri, headers }) => {
          const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], "brake.png", {
            type: "image/png",
          });
          try {
            return String((await fetch(uri, { method: "PUT", headers, body: file })).status);
          } catch {
            return "refused";
          }
        }, presigned);

      const presigned = await storage.presignPut("uploads/from-chromium", "image/png", 600);
      assert.equal(await putFromPage(presigned), "200");
      assert.deepEqual(
        await storage.head("uploads/from-chromium", 4),
        new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      );

      const other = await storage.presignPut("uploads/tampered", "image/png", 600);
      const tampered = other.uri.replace(
        /X-Amz-Signature=(.)/,
        (_, c) => `X-Amz-Signature=${c === "a" ? "b" : "a"}`,
      );
      assert.notEqual(await putFromPage({ ...other, uri: tampered }), "200");
      assert.equal(await storage.size("uploads/tampered"), null);
    } finally {
      await browser?.close();
      await app.shutdown();
      await peer.close();
    }
  },
});
