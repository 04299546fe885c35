// The media module's SQL. Every query names the shop.
import type { Tx } from "../../src/platform/db.ts";
import type { AssetKind, AssetStatus, AssetSubclass, BlobKind, UploadStatus, ViewName } from "./types.ts";

export interface AssetRow {
  id: number;
  shopId: number;
  subclass: AssetSubclass;
  ownerId: number | null;
  draftRef: string | null;
  kind: AssetKind;
  finalKind: AssetKind;
  status: AssetStatus;
  purpose: string;
  fileName: string;
  title: string;
  caption: string | null;
  isVisible: boolean;
  showInFooter: boolean;
  sortOrder: number;
  taskIds: number[];
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  parentAssetId: number | null;
  folder: string;
  processingError: string | null;
  createdByUserId: number | null;
  createdAt: Date;
}

export interface ViewRow {
  assetId: number;
  name: ViewName;
  kind: BlobKind;
  storageKey: string;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  sha256B16: string;
}

export interface OwnerRef {
  shopId: number;
  subclass: AssetSubclass;
  ownerId: number | null;
  draftRef: string | null;
}

const ASSET_COLUMNS =
  `a.id, a.shop_id as "shopId", a.subclass, a.owner_id as "ownerId", a.draft_ref as "draftRef",
  a.kind, a.final_kind as "finalKind", a.status, a.purpose, a.file_name as "fileName", a.title, a.caption,
  a.is_visible as "isVisible", a.show_in_footer as "showInFooter", a.sort_order as "sortOrder",
  a.task_ids as "taskIds", a.content_type as "contentType", a.byte_size::float8 as "byteSize", a.width,
  a.height, a.duration_seconds::float8 as "durationSeconds", a.parent_asset_id as "parentAssetId", a.folder,
  a.processing_error as "processingError", a.created_by_user_id as "createdByUserId",
  a.created_at as "createdAt"`;

function ownerFilter(tx: Tx, owner: OwnerRef) {
  return tx`a.shop_id = ${owner.shopId} and a.subclass = ${owner.subclass}
    and a.owner_id is not distinct from ${owner.ownerId} and a.draft_ref is not distinct from ${owner.draftRef}`;
}

/** An owner's assets in their order; deleted ones left out. */
export async function selectOwnerAssets(tx: Tx, owner: OwnerRef): Promise<AssetRow[]> {
  return await tx<AssetRow[]>`
    select ${tx.unsafe(ASSET_COLUMNS)} from assets a
    where ${ownerFilter(tx, owner)} and a.status <> 'softDeleted'
    order by a.sort_order, a.id`;
}

/**
 * The storage key of one view of the owner's asset that holds a sole purpose (a user's avatar, a shop's
 * logo): one indexed look-up, for a page header that shows it on every page.
 */
export async function selectPurposeViewKey(
  tx: Tx,
  owner: OwnerRef,
  purpose: string,
  view: ViewName,
): Promise<string | null> {
  const [row] = await tx<{ storageKey: string }[]>`
    select v.storage_key as "storageKey" from assets a join asset_views v on v.asset_id = a.id and v.name = ${view}
    where ${ownerFilter(tx, owner)} and a.purpose = ${purpose} and a.status = 'visible'
    order by a.id desc limit 1`;
  return row?.storageKey ?? null;
}

export async function selectAsset(tx: Tx, shopId: number, id: number): Promise<AssetRow | null> {
  const [row] = await tx<AssetRow[]>`
    select ${tx.unsafe(ASSET_COLUMNS)} from assets a where a.shop_id = ${shopId} and a.id = ${id}`;
  return row ?? null;
}

/** An owner's asset, locked for the rest of the transaction; null when it is not the owner's. */
export async function lockOwnerAsset(tx: Tx, owner: OwnerRef, id: number): Promise<AssetRow | null> {
  const [row] = await tx<AssetRow[]>`
    select ${tx.unsafe(ASSET_COLUMNS)} from assets a
    where ${ownerFilter(tx, owner)} and a.id = ${id} and a.status <> 'softDeleted' for update`;
  return row ?? null;
}

export async function selectViews(tx: Tx, assetIds: number[]): Promise<ViewRow[]> {
  if (assetIds.length === 0) return [];
  return await tx<ViewRow[]>`
    select asset_id as "assetId", name, kind, storage_key as "storageKey", content_type as "contentType",
      bytes::float8 as bytes, width, height, sha256_b16 as "sha256B16"
    from asset_views where asset_id = any(${assetIds}::int[]) order by asset_id, name`;
}

export interface NewAsset extends OwnerRef {
  kind: AssetKind;
  finalKind: AssetKind;
  fileName: string;
  title: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  taskIds: number[];
  parentAssetId: number | null;
  folder: string;
  createdByUserId: number;
}

/** Inserts an asset at the end of its owner's list. */
export async function insertAsset(tx: Tx, asset: NewAsset): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into assets (shop_id, subclass, owner_id, draft_ref, kind, final_kind, file_name, title,
      content_type, byte_size, width, height, task_ids, parent_asset_id, folder, created_by_user_id, sort_order)
    values (${asset.shopId}, ${asset.subclass}, ${asset.ownerId}, ${asset.draftRef}, ${asset.kind},
      ${asset.finalKind}, ${asset.fileName}, ${asset.title}, ${asset.contentType}, ${asset.byteSize},
      ${asset.width}, ${asset.height}, ${asset.taskIds}::int[], ${asset.parentAssetId}, ${asset.folder},
      ${asset.createdByUserId},
      (select coalesce(max(a.sort_order), 0) + 1 from assets a where ${ownerFilter(tx, asset)}))
    returning id`;
  return row.id;
}

export async function insertViews(tx: Tx, views: ViewRow[]): Promise<void> {
  for (const view of views) {
    await tx`
      insert into asset_views (asset_id, name, kind, storage_key, content_type, bytes, width, height, sha256_b16)
      values (${view.assetId}, ${view.name}, ${view.kind}, ${view.storageKey}, ${view.contentType},
        ${view.bytes}, ${view.width}, ${view.height}, ${view.sha256B16})
      on conflict (asset_id, name) do update set kind = excluded.kind, storage_key = excluded.storage_key,
        content_type = excluded.content_type, bytes = excluded.bytes, width = excluded.width,
        height = excluded.height, sha256_b16 = excluded.sha256_b16`;
  }
}

export interface UploadRow {
  id: string;
  shopId: number;
  subclass: AssetSubclass;
  ownerKey: string;
  ownerId: number | null;
  taskId: number | null;
  storageKey: string;
  createdByUserId: number | null;
  state: "created" | "processing" | "done" | "error";
  status: UploadStatus | null;
  fileName: string;
  assetId: number | null;
  expiresAt: Date;
}

const UPLOAD_COLUMNS = `id, shop_id as "shopId", subclass, owner_key as "ownerKey", owner_id as "ownerId",
  task_id as "taskId", storage_key as "storageKey", created_by_user_id as "createdByUserId", state, status,
  file_name as "fileName", asset_id as "assetId", expires_at as "expiresAt"`;

/** Adds an upload; false when its idempotency key is already taken (another request made it first). */
export async function insertUpload(
  tx: Tx,
  upload: Omit<UploadRow, "state" | "status" | "fileName" | "assetId">,
  idempotencyKey: string | null = null,
): Promise<boolean> {
  const inserted = await tx`
    insert into asset_uploads (id, shop_id, subclass, owner_key, owner_id, task_id, storage_key,
      created_by_user_id, expires_at, idempotency_key)
    values (${upload.id}, ${upload.shopId}, ${upload.subclass}, ${upload.ownerKey}, ${upload.ownerId},
      ${upload.taskId}, ${upload.storageKey}, ${upload.createdByUserId}, ${upload.expiresAt}, ${idempotencyKey})
    on conflict (created_by_user_id, idempotency_key) where idempotency_key is not null do nothing
    returning id`;
  return inserted.length === 1;
}

/** The upload a person asked for with this idempotency key, if any. */
export async function selectUploadByKey(tx: Tx, userId: number, key: string): Promise<UploadRow | null> {
  const [row] = await tx<UploadRow[]>`
    select ${tx.unsafe(UPLOAD_COLUMNS)} from asset_uploads
    where created_by_user_id = ${userId} and idempotency_key = ${key}`;
  return row ?? null;
}

/** An expired upload gives its key up, so the same key can start afresh. */
export async function releaseUploadKey(tx: Tx, id: string): Promise<void> {
  await tx`update asset_uploads set idempotency_key = null where id = ${id}`;
}

/** One person's upload (a blobLifetimeId is only good for whoever asked for it). */
export async function selectUpload(tx: Tx, id: string, userId: number): Promise<UploadRow | null> {
  const [row] = await tx<UploadRow[]>`
    select ${
    tx.unsafe(UPLOAD_COLUMNS)
  } from asset_uploads where id = ${id} and created_by_user_id = ${userId}`;
  return row ?? null;
}

export async function lockUpload(tx: Tx, id: string): Promise<UploadRow | null> {
  const [row] = await tx<UploadRow[]>`
    select ${tx.unsafe(UPLOAD_COLUMNS)} from asset_uploads where id = ${id} for update`;
  return row ?? null;
}

export async function finishUpload(
  tx: Tx,
  id: string,
  state: UploadRow["state"],
  status: UploadStatus | null,
  fileName: string,
  assetId: number | null,
  /** Where the upload's bytes are now: the completion's own copy, when the worker is to process it. */
  storageKey?: string,
): Promise<void> {
  await tx`
    update asset_uploads set state = ${state}, status = ${status}, file_name = ${fileName}, asset_id = ${assetId},
      storage_key = coalesce(${storageKey ?? null}, storage_key)
    where id = ${id}`;
}

/**
 * True while an upload's PUT URL may still store its file: not completed (nor refused), and not expired and
 * removed. After that the URL is refused, however long its signature would last.
 */
export async function uploadTakesFile(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx<{ open: boolean }[]>`
    select state = 'created' as open from asset_uploads where id = ${id}`;
  return row?.open === true;
}

/** The worker's look-up: the job names the upload. */
export async function selectUploadById(tx: Tx, id: string): Promise<UploadRow | null> {
  const [row] = await tx<UploadRow[]>`select ${
    tx.unsafe(UPLOAD_COLUMNS)
  } from asset_uploads where id = ${id}`;
  return row ?? null;
}
