// Step 1 of the upload protocol: a place for one file (blobLifetimeId), the URL to PUT it to, and the URL
// that completes it. Nothing is an asset yet; an upload that is never completed expires (expire_uploads).
import type { Sql } from "../../src/platform/db.ts";
import { ForbiddenError, NotFoundError } from "../../src/platform/errors.ts";
import type { Services } from "../../src/platform/request_context.ts";
import type { AssetOwner, OwnerAccess } from "./asset_owner.ts";
import { insertUpload } from "./queries.server.ts";
import { blobKeys, type BlobStorage } from "./storage.ts";
import { type CreateAssetResponse, UPLOAD_MESSAGES } from "./types.ts";

/** Uploads are PUT as plain bytes: what they are is found from their content at completion. */
export const UPLOAD_CONTENT_TYPE = "application/octet-stream";

export const NO_SUCH_TASK = "That task is not on this inspection's checklist.";

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
): Promise<CreateAssetResponse> {
  if (!access.canChange) throw new ForbiddenError(UPLOAD_MESSAGES.permission);
  if (taskId !== null && !(await owner.hasTask?.(services.sql, access, taskId))) {
    throw new NotFoundError(NO_SUCH_TASK);
  }
  const id = crypto.randomUUID();
  const storageKey = blobKeys.upload(id);
  const expirySeconds = services.config.media.uploadExpiryMinutes * 60;
  const put = await storage.presignPut(storageKey, UPLOAD_CONTENT_TYPE, expirySeconds);
  await insertUpload(services.sql, {
    id,
    shopId: access.shopId,
    subclass: owner.subclass,
    ownerKey,
    ownerId: access.ownerId,
    taskId,
    storageKey,
    createdByUserId: access.userId,
    expiresAt: new Date(Date.now() + expirySeconds * 1000),
  });
  return {
    blobLifetimeId: id,
    putUri: put.uri,
    putRequestHeaders: put.headers,
    postCompleteUri: uploadPaths(id).complete,
  };
}
