// Step 1 of the upload protocol: a place for one file (blobLifetimeId), the URL to PUT it to, and the URL
// that completes it. Nothing is an asset yet; an upload that is never completed expires (expire_uploads).
import type { Sql } from "../../src/platform/db.ts";
import { ConflictError, ForbiddenError, InputError, NotFoundError } from "../../src/platform/errors.ts";
import type { Services } from "../../src/platform/request_context.ts";
import type { AssetOwner, OwnerAccess } from "./asset_owner.ts";
import { insertUpload, releaseUploadKey, selectUploadByKey, type UploadRow } from "./queries.server.ts";
import { blobKeys, type BlobStorage } from "./storage.ts";
import { type CreateAssetResponse, UPLOAD_MESSAGES } from "./types.ts";

/** Uploads are PUT as plain bytes: what they are is found from their content at completion. */
export const UPLOAD_CONTENT_TYPE = "application/octet-stream";

export const NO_SUCH_TASK = "That task is not on this inspection's checklist.";
export const BAD_IDEMPOTENCY_KEY =
  "Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores (a UUID, for example).";
export const REUSED_IDEMPOTENCY_KEY =
  "This Idempotency-Key was already used for an upload to another place. Send a new key for this one.";

/** The header's value, checked; null when there is none. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(header)) throw new InputError(BAD_IDEMPOTENCY_KEY);
  return header;
}

export function uploadPaths(blobLifetimeId: string) {
  return {
    complete: `/ajax/sas-uploads/${blobLifetimeId}/complete`,
    poll: `/ajax/sas-uploads/${blobLifetimeId}`,
  };
}

export async function createUpload(
  services: Pick<Services, "config"> & { sql: Sql },
  storage: BlobStorage,
  owner: AssetOwner,
  access: OwnerAccess,
  ownerKey: string,
  taskId: number | null,
  /** The device's key for this upload (the Idempotency-Key header): the same key gets the same upload. */
  idempotencyKey: string | null = null,
): Promise<CreateAssetResponse> {
  if (!access.canChange) throw new ForbiddenError(UPLOAD_MESSAGES.permission);
  if (taskId !== null && !(await owner.hasTask?.(services.sql, access, taskId))) {
    throw new NotFoundError(NO_SUCH_TASK);
  }
  const expirySeconds = services.config.media.uploadExpiryMinutes * 60;
  const target = { shopId: access.shopId, subclass: owner.subclass, ownerKey, taskId };
  if (idempotencyKey) {
    const earlier = await earlierUpload(services.sql, access.userId, idempotencyKey, target);
    if (earlier) return await answer(storage, earlier.id, expirySeconds);
  }
  for (;;) {
    const id = crypto.randomUUID();
    const inserted = await insertUpload(services.sql, {
      id,
      ...target,
      ownerId: access.ownerId,
      storageKey: blobKeys.upload(id),
      createdByUserId: access.userId,
      expiresAt: new Date(Date.now() + expirySeconds * 1000),
    }, idempotencyKey);
    if (inserted) return await answer(storage, id, expirySeconds);
    // The same key's create came in twice at once and the other one won: answer with its upload.
    const earlier = await earlierUpload(services.sql, access.userId, idempotencyKey!, target);
    if (earlier) return await answer(storage, earlier.id, expirySeconds);
  }
}

/** The live upload made earlier with this key for the same place; a key used elsewhere is refused. */
async function earlierUpload(
  sql: Sql,
  userId: number,
  key: string,
  target: Pick<UploadRow, "shopId" | "subclass" | "ownerKey" | "taskId">,
): Promise<UploadRow | null> {
  const earlier = await selectUploadByKey(sql, userId, key);
  if (!earlier) return null;
  if (
    earlier.shopId !== target.shopId || earlier.subclass !== target.subclass ||
    earlier.ownerKey !== target.ownerKey || earlier.taskId !== target.taskId
  ) throw new ConflictError(REUSED_IDEMPOTENCY_KEY);
  if (earlier.state === "created" && earlier.expiresAt.getTime() <= Date.now()) {
    await releaseUploadKey(sql, earlier.id);
    return null;
  }
  return earlier;
}

async function answer(storage: BlobStorage, id: string, expirySeconds: number): Promise<CreateAssetResponse> {
  const put = await storage.presignPut(blobKeys.upload(id), UPLOAD_CONTENT_TYPE, expirySeconds);
  return {
    blobLifetimeId: id,
    putUri: put.uri,
    putRequestHeaders: put.headers,
    postCompleteUri: uploadPaths(id).complete,
  };
}
