// Issue 32, the property under the upload routes': whatever bytes a PUT stores in place of a photo, a video,
// a logo or a document — random, a real file truncated or with bytes flipped or spliced in, a header that
// claims huge dimensions, one format's signature in front of another's bytes — the completion's check
// (inspectUpload) answers one of the seed's upload statuses and never throws, and making the views of a
// file it accepted either works or fails with the pipeline's own MediaProcessingError (a refusal with the
// seed's message). Photos, logos and pictures share this one pipeline; a video's views (ffmpeg) are the
// worker's, checked in video_*_test.ts. The same files go through the routes in the fuzz run.
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { Keys } from "../../src/platform/keys.ts";
import { hostileUploads } from "../../tests/support/hostile_files.ts";
import { mediaLimits } from "../../tests/support/media_fixtures.ts";
import { LocalStorage } from "./local_storage.server.ts";
import { inspectUpload, makeAssetViews, MediaProcessingError } from "./process_asset.server.ts";
import { blobKeys } from "./storage.ts";
import { UPLOAD_STATUSES } from "./types.ts";

const RUNS = Number(Deno.env.get("FUZZ_RUNS") ?? 200);
const SEED = Number(Deno.env.get("FUZZ_SEED") ?? 32);

Deno.test("a hostile file as an upload: one of the seed's statuses, its views made or refused", async () => {
  const root = await mkdtemp(join(tmpdir(), "upload-fuzz-"));
  const storage = new LocalStorage(root, new Keys("upload fuzz test secret key, long enough"));
  const media = mediaLimits({ maxUploadBytes: 1024 * 1024 });
  const seen = new Map<string, number>();
  try {
    await fc.assert(
      fc.asyncProperty(hostileUploads(), async (bytes) => {
        const id = crypto.randomUUID();
        const key = blobKeys.upload(id);
        await storage.receive(key, new Blob([bytes]).stream(), media.maxUploadBytes);
        const inspected = await inspectUpload(storage, media, key);
        assert.ok(UPLOAD_STATUSES.includes(inspected.status), inspected.status);
        seen.set(inspected.status, (seen.get(inspected.status) ?? 0) + 1);
        if (inspected.status !== "success" || inspected.family === "video") return;
        const folder = "fuzz";
        const taken = blobKeys.taken(id, folder);
        await storage.copy(key, taken, inspected.contentType);
        try {
          const made = await makeAssetViews(storage, media, {
            key: taken,
            contentType: inspected.contentType,
            family: inspected.family!,
            shopId: 1,
            folder,
          });
          assert.ok(made.views.length > 0);
        } catch (error) {
          if (!(error instanceof MediaProcessingError)) throw error;
          assert.ok(UPLOAD_STATUSES.includes(error.status));
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log("upload statuses:", Object.fromEntries(seen));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
