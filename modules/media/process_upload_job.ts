// The worker's half of an upload: large pictures and every video get their views here, away from the web
// process, from the completion call's own copy of the upload (the row's storage_key, which no URL writes
// to). A worker that dies mid-transcode stops sending heartbeats; pg-boss then fails the attempt and another
// worker (or this one, restarted) runs it again from that copy.
import type { Config } from "../../src/platform/config.ts";
import type { JobDefinition } from "../../src/platform/jobs.ts";
import { Keys } from "../../src/platform/keys.ts";
import { mediaStorage } from "./media_storage.server.ts";
import { makeAssetViews, MediaProcessingError } from "./process_asset.server.ts";
import { finishUpload, insertViews, selectAsset, selectUploadById } from "./queries.server.ts";
import type { AssetKind } from "./types.ts";

export const PROCESS_UPLOAD_JOB = "media.process-upload";

export function processUploadJob(config: Config): JobDefinition<{ uploadId: string }> {
  const services = { config, keys: new Keys(config.secretKey) };
  return {
    name: PROCESS_UPLOAD_JOB,
    queue: {
      retryLimit: 3,
      retryDelay: 5,
      // The worker sends a heartbeat every 5 s while a job runs; a killed worker misses them.
      heartbeatSeconds: 10,
      expireInSeconds: 3600,
    },
    // pg-boss's shortest: the mechanic is waiting for the thumbnail, and an idle poll is one small query.
    pollingIntervalSeconds: 0.5,
    async handler({ uploadId }, { sql, log, retryCount, retryLimit }) {
      const upload = await selectUploadById(sql, uploadId);
      if (!upload || upload.state !== "processing" || upload.assetId === null) return;
      const asset = await selectAsset(sql, upload.shopId, upload.assetId);
      if (!asset) return;
      await sql`update assets set kind = 'processing', updated_at = now() where id = ${asset.id}`;
      const storage = mediaStorage(services);
      let made;
      try {
        made = await makeAssetViews(storage, config.media, {
          key: upload.storageKey,
          contentType: asset.contentType,
          family: familyOf(asset.finalKind),
          shopId: asset.shopId,
          folder: asset.folder,
        });
      } catch (error) {
        if (error instanceof MediaProcessingError) {
          log.warn("upload could not be processed", { uploadId, reason: error.message });
          await sql.begin(async (tx) => {
            if (error.keepAsset) {
              await tx`update assets set processing_error = ${error.message}, updated_at = now()
                where id = ${asset.id}`;
            } else await tx`delete from assets where id = ${asset.id}`;
            await finishUpload(
              tx,
              upload.id,
              "error",
              error.status,
              upload.fileName,
              error.keepAsset ? asset.id : null,
            );
          });
          if (!error.keepAsset) await storage.remove(upload.storageKey);
          return;
        }
        if (retryCount >= retryLimit) {
          await sql.begin(async (tx) => {
            await tx`update assets set processing_error = ${"The file could not be processed."},
              updated_at = now() where id = ${asset.id}`;
            await finishUpload(tx, upload.id, "error", "server", upload.fileName, asset.id);
          });
        }
        throw error;
      }
      await sql.begin(async (tx) => {
        await insertViews(tx, made.views.map((view) => ({ ...view, assetId: asset.id })));
        await tx`
          update assets set kind = final_kind, width = ${made.width}, height = ${made.height},
            duration_seconds = ${made.durationSeconds}, processing_error = null, updated_at = now()
          where id = ${asset.id}`;
        await finishUpload(tx, upload.id, "done", "success", upload.fileName, asset.id);
      });
      // The completion's copy is no longer needed: the views (a video's original among them) are stored.
      await storage.remove(upload.storageKey);
    },
  };
}

function familyOf(kind: AssetKind): "image" | "video" | "document" {
  if (kind === "video") return "video";
  if (kind === "photo" || kind === "image") return "image";
  return "document";
}
