// Uploads that were started but never completed (a closed tab, a lost phone signal) expire: their rows and
// blobs are removed, so storage holds only what became an asset. Finished upload rows are kept a day for
// a late poll (and until their PUT URL has expired), then removed with anything a PUT to S3 left at the
// URL's key after completion. The same run moves originals still kept at an upload's key (see
// move_upload_originals.ts).
import type { Config } from "../../src/platform/config.ts";
import type { JobDefinition } from "../../src/platform/jobs.ts";
import { Keys } from "../../src/platform/keys.ts";
import type { Sql } from "../../src/platform/db.ts";
import { mediaStorage } from "./media_storage.server.ts";
import { moveUploadOriginals } from "./move_upload_originals.ts";
import { blobKeys, type BlobStorage } from "./storage.ts";

export const EXPIRE_UPLOADS_JOB = "media.expire-uploads";

export function expireUploadsJob(config: Config): JobDefinition {
  const services = { config, keys: new Keys(config.secretKey) };
  return {
    name: EXPIRE_UPLOADS_JOB,
    schedule: "*/10 * * * *",
    async handler(_data, { sql, log }) {
      const storage = mediaStorage(services);
      const moved = await moveUploadOriginals(sql, storage, log);
      if (moved > 0) log.info("originals moved from upload keys", { moved });
      const removed = await expireUploads(sql, storage);
      if (removed > 0) log.info("expired uploads removed", { removed });
    },
  };
}

export async function expireUploads(sql: Sql, storage: BlobStorage, now = new Date()): Promise<number> {
  const expired = await sql<{ id: string; storageKey: string }[]>`
    select id, storage_key as "storageKey" from asset_uploads
    where state = 'created' and expires_at < ${now} limit 1000`;
  for (const upload of expired) {
    await storage.remove(upload.storageKey);
    await sql`delete from asset_uploads where id = ${upload.id} and state = 'created'`;
  }
  // No view names an upload's key any more (moveUploadOriginals), but one moved later than this runs must
  // not lose its file: such keys are left until it has moved.
  const finished = await sql<{ id: string }[]>`
    select u.id from asset_uploads u
    where u.state in ('done', 'error') and u.created_at < ${new Date(now.getTime() - 86_400_000)}
      and u.expires_at < ${now}
      and not exists (select 1 from asset_views v where v.storage_key = 'uploads/' || u.id)
    limit 1000`;
  for (const upload of finished) {
    await storage.remove(blobKeys.upload(upload.id));
    await sql`delete from asset_uploads where id = ${upload.id}`;
  }
  return expired.length;
}
