// Changes to an owner's assets: order, copies, visibility, purpose, removal, task assignment. The owner has
// been asked already (asset calls); each change names the owner, so another owner's asset is not found.
import type { Tx } from "../../src/platform/db.ts";
import { ConflictError, InputError, NotFoundError } from "../../src/platform/errors.ts";
import type { PurposeChange } from "./asset_owner.ts";
import { lockOwnerAsset, type OwnerRef } from "./queries.server.ts";
import { ASSET_LIST_MESSAGES, ASSET_PURPOSES, type AssetSubclass } from "./types.ts";

export const NO_SUCH_ASSET = "That picture or video is not here any more. Reload the page.";

async function ownAsset(tx: Tx, owner: OwnerRef, assetId: number) {
  const asset = await lockOwnerAsset(tx, owner, assetId);
  if (!asset) throw new NotFoundError(NO_SUCH_ASSET);
  return asset;
}

/** The owner's assets in the order given; ids of other owners are refused as a whole. */
export async function reorderAssets(tx: Tx, owner: OwnerRef, ids: number[]): Promise<void> {
  const rows = await tx<{ id: number }[]>`
    select id from assets where shop_id = ${owner.shopId} and subclass = ${owner.subclass}
      and owner_id is not distinct from ${owner.ownerId} and draft_ref is not distinct from ${owner.draftRef}
      and id = any(${ids}::int[]) and status <> 'softDeleted'`;
  if (rows.length !== ids.length) throw new NotFoundError(NO_SUCH_ASSET);
  await tx`
    update assets a set sort_order = o.position, updated_at = now()
    from unnest(${ids}::int[]) with ordinality as o(id, position)
    where a.id = o.id and a.shop_id = ${owner.shopId}`;
}

/**
 * Copies assets of the same shop (its shared pictures, the vehicle's) to this owner. A copy shares the
 * original's stored views; removing one never removes the other's files.
 */
export async function copyAssets(
  tx: Tx,
  owner: OwnerRef,
  sourceIds: number[],
  userId: number,
): Promise<number[]> {
  const sources = await tx<{ id: number }[]>`
    select id from assets where shop_id = ${owner.shopId} and id = any(${sourceIds}::int[])
      and status in ('visible', 'retained') and kind not in ('pending', 'processing')
      and subclass in ('ShopAsset', 'SubjectAsset', 'InspectionAsset', 'InspectionTypeAsset')`;
  if (sources.length !== sourceIds.length) throw new NotFoundError(NO_SUCH_ASSET);
  const made: number[] = [];
  for (const sourceId of sourceIds) {
    const [row] = await tx<{ id: number }[]>`
      insert into assets (shop_id, subclass, owner_id, draft_ref, kind, final_kind, purpose, file_name, title,
        caption, content_type, byte_size, width, height, duration_seconds, parent_asset_id, folder,
        created_by_user_id, sort_order)
      select shop_id, ${owner.subclass}, ${owner.ownerId}, ${owner.draftRef}, kind, final_kind, 'none', file_name,
        title, caption, content_type, byte_size, width, height, duration_seconds, id, folder, ${userId},
        (select coalesce(max(sort_order), 0) + 1 from assets where shop_id = ${owner.shopId}
          and subclass = ${owner.subclass} and owner_id is not distinct from ${owner.ownerId}
          and draft_ref is not distinct from ${owner.draftRef})
      from assets where id = ${sourceId}
      returning id`;
    await tx`
      insert into asset_views (asset_id, name, kind, storage_key, content_type, bytes, width, height, sha256_b16)
      select ${row.id}, name, kind, storage_key, content_type, bytes, width, height, sha256_b16
      from asset_views where asset_id = ${sourceId}`;
    made.push(row.id);
  }
  return made;
}

/** Soft delete: the row stays (an audit can show what was removed); lists and reports leave it out. */
export async function deleteAsset(tx: Tx, owner: OwnerRef, assetId: number): Promise<void> {
  await ownAsset(tx, owner, assetId);
  await tx`update assets set status = 'softDeleted', updated_at = now() where id = ${assetId}`;
}

export interface AssetPatch {
  subclass?: AssetSubclass;
  purpose?: string;
  isVisible?: boolean;
  showInFooter?: boolean;
  title?: string;
  caption?: string | null;
  superseded?: boolean;
}

/**
 * Applies the fields sent; a blank purpose is ignored (seed 001 section 5). Answers the purpose it had and
 * has now, its file's name and a picture's size, for the owner's check and record of the change.
 */
export async function updateAsset(
  tx: Tx,
  owner: OwnerRef,
  assetId: number,
  patch: AssetPatch,
): Promise<Omit<PurposeChange, "shopId" | "assetId">> {
  const asset = await ownAsset(tx, owner, assetId);
  if (patch.subclass !== undefined && patch.subclass !== asset.subclass) {
    throw new InputError(`This asset is a ${asset.subclass}, not a ${patch.subclass}.`);
  }
  const purpose = patch.purpose?.trim() ? patch.purpose.trim() : asset.purpose;
  const allowed: readonly string[] = ASSET_PURPOSES[asset.subclass];
  if (!allowed.includes(purpose)) {
    throw new InputError(`The purpose must be one of ${allowed.join(", ")}.`);
  }
  if (patch.title !== undefined && patch.title.length > 200) {
    throw new InputError("A title can be at most 200 characters long.");
  }
  if (patch.caption && patch.caption.length > 2000) {
    throw new InputError("A caption can be at most 2,000 characters long.");
  }
  const status = patch.superseded === false && asset.status === "superseded"
    ? "visible"
    : patch.superseded === true && asset.status === "visible"
    ? "superseded"
    : asset.status;
  await tx`
    update assets set purpose = ${purpose}, is_visible = ${patch.isVisible ?? asset.isVisible},
      show_in_footer = ${patch.showInFooter ?? asset.showInFooter}, title = ${
    patch.title?.trim() ?? asset.title
  },
      caption = ${patch.caption === undefined ? asset.caption : patch.caption}, status = ${status},
      updated_at = now()
    where id = ${assetId}`;
  const picture = (asset.finalKind === "photo" || asset.finalKind === "image") && asset.width && asset.height
    ? { width: asset.width, height: asset.height }
    : null;
  return { from: asset.purpose, to: purpose, fileName: asset.fileName, picture };
}

/** Marks one of the owner's assets with a purpose that only one may hold (a user's avatar, a shop's logo). */
export async function setSolePurpose(
  tx: Tx,
  owner: OwnerRef,
  assetId: number | null,
  purpose: string,
): Promise<void> {
  if (assetId !== null) {
    const asset = await ownAsset(tx, owner, assetId);
    if (asset.kind !== "photo" && asset.kind !== "image") {
      throw new InputError("Only a picture can be used here.");
    }
  }
  await tx`
    update assets set purpose = 'none', updated_at = now()
    where shop_id = ${owner.shopId} and subclass = ${owner.subclass}
      and owner_id is not distinct from ${owner.ownerId} and purpose = ${purpose}`;
  if (assetId !== null) {
    await tx`update assets set purpose = ${purpose}, updated_at = now() where id = ${assetId}`;
  }
}

/** Shows the picture with a checklist task; twice is a conflict with the seed's message. */
export async function assignTask(tx: Tx, owner: OwnerRef, assetId: number, taskId: number): Promise<void> {
  const asset = await ownAsset(tx, owner, assetId);
  if (asset.taskIds.includes(taskId)) throw new ConflictError(ASSET_LIST_MESSAGES.alreadyAssigned);
  await tx`update assets set task_ids = array_append(task_ids, ${taskId}::int), updated_at = now()
    where id = ${assetId}`;
}

export async function unassignTask(tx: Tx, owner: OwnerRef, assetId: number, taskId: number): Promise<void> {
  await ownAsset(tx, owner, assetId);
  await tx`update assets set task_ids = array_remove(task_ids, ${taskId}::int), updated_at = now()
    where id = ${assetId}`;
}

/**
 * Moves an asset to another owner of the same shop (an inspection's picture to its vehicle, and back):
 * the row changes owner, keeping its views. Answers the asset id.
 */
export async function moveAsset(tx: Tx, from: OwnerRef, assetId: number, to: OwnerRef): Promise<number> {
  const asset = await ownAsset(tx, from, assetId);
  if (asset.kind === "pending" || asset.kind === "processing") {
    throw new ConflictError("Wait until the video is processed, then move it.");
  }
  if (from.shopId !== to.shopId) throw new NotFoundError(NO_SUCH_ASSET);
  await tx`
    update assets set subclass = ${to.subclass}, owner_id = ${to.ownerId}, draft_ref = ${to.draftRef},
      purpose = 'none', task_ids = '{}', show_in_footer = false, updated_at = now(),
      sort_order = (select coalesce(max(sort_order), 0) + 1 from assets where shop_id = ${to.shopId}
        and subclass = ${to.subclass} and owner_id is not distinct from ${to.ownerId})
    where id = ${assetId}`;
  return assetId;
}

/** How many live pictures and videos each checklist task has (the checklist's media rules). */
export async function countTaskMedia(tx: Tx, owner: OwnerRef): Promise<Map<number, number>> {
  const rows = await tx<{ taskId: number; count: number }[]>`
    select t.task_id as "taskId", count(*)::int as count
    from assets a, unnest(a.task_ids) as t(task_id)
    where a.shop_id = ${owner.shopId} and a.subclass = ${owner.subclass} and a.owner_id = ${owner.ownerId}
      and a.status = 'visible' and a.final_kind in ('photo', 'image', 'video')
    group by t.task_id`;
  return new Map(rows.map((row) => [row.taskId, row.count]));
}
