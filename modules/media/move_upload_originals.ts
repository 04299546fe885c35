// Before uploads were taken into a copy of the app's own (issue 17), a video's or a PDF's original view was
// the upload's file itself, at the key its PUT URL writes to (uploads/{id}): a second PUT could replace
// what was served for as long as the URL lasted. This moves each such original to the content-addressed key
// new uploads get (blobKeys.original), if its bytes are still the ones that were checked; bytes that are
// not were replaced after the check, so they are no longer served and the asset says so.
// media.expire-uploads runs it until none is left; migration 0017's index keeps the look-up free after.
import type { Sql } from "../../src/platform/db.ts";
import type { Logger } from "../../src/platform/log.ts";
import { extensionOf, hashBlob } from "./process_asset.server.ts";
import { blobKeys, type BlobStorage } from "./storage.ts";

export const REPLACED_ORIGINAL = "This file was changed after it was checked, so it is no longer shown. " +
  "Add it again.";

export async function moveUploadOriginals(sql: Sql, storage: BlobStorage, log: Logger): Promise<number> {
  const originals = await sql<
    { storageKey: string; sha256B16: string; contentType: string; shopId: number; folder: string }[]
  >`
    select distinct on (v.storage_key) v.storage_key as "storageKey", v.sha256_b16 as "sha256B16",
      v.content_type as "contentType", a.shop_id as "shopId", a.folder
    from asset_views v join assets a on a.id = v.asset_id
    where v.storage_key like 'uploads/%'
    order by v.storage_key, a.id
    limit 100`;
  for (const original of originals) {
    // A copy no URL writes to first (the upload's URL may not have expired yet); its hash then says
    // whether it is still what was checked.
    const taken = blobKeys.taken(original.storageKey.slice("uploads/".length), original.folder);
    const there = (await storage.size(original.storageKey)) !== null;
    if (there) await storage.copy(original.storageKey, taken, original.contentType);
    const sha256B16 = there ? await hashBlob(storage, taken) : null;
    if (sha256B16 === original.sha256B16) {
      const key = blobKeys.original(
        original.shopId,
        original.folder,
        sha256B16,
        extensionOf(original.contentType),
      );
      await storage.copy(taken, key, original.contentType);
      // Copies of the asset (shared pictures) name the same key: all of them move.
      await sql`update asset_views set storage_key = ${key} where storage_key = ${original.storageKey}`;
    } else {
      const assets = await sql.begin(async (tx) => {
        const rows = await tx<{ assetId: number }[]>`
          delete from asset_views where storage_key = ${original.storageKey} returning asset_id as "assetId"`;
        const ids = rows.map((row) => row.assetId);
        await tx`update assets set processing_error = ${REPLACED_ORIGINAL}, updated_at = now()
          where id = any(${ids}::int[])`;
        return ids;
      });
      log.warn("an original was changed after its upload was checked; it is no longer served", {
        storageKey: original.storageKey,
        assets,
      });
    }
    await storage.remove(taken);
    await storage.remove(original.storageKey);
  }
  return originals.length;
}
