// Uploads that were started but never completed (a closed tab, a lost phone signal) expire: their rows and
// blobs are removed, so storage holds only what became an asset. Finished upload rows are kept a day for
// a late poll, then removed too.
import type { Config } from "../../src/platform/config.ts";
import type { JobDefinition } from "../../src/platform/jobs.ts";
import { Keys } from "../../src/platform/keys.ts";
import type { Sql } from "../../src/platform/db.ts";
import { mediaStorage } from "./media_storage.server.ts";
import type { BlobStorage } from "./storage.ts";

export const EXPIRE_UPLOADS_JOB = "media.expire-uploads";

export function expireUploadsJob(config: Config): JobDefinition {
  const services = { config, keys: new Keys(config.secretKey) };
  return {
    name: EXPIRE_UPLOADS_JOB,
    schedule: "*/10 * * * *",
    async handler(_data, { sql, log }) {
      const removed = await expireUploads(sql, mediaStorage(services));
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
  await sql`
    delete from asset_uploads
    where state in ('done', 'error') and created_at < ${new Date(now.getTime() - 86_400_000)}`;
  return expired.length;
}
