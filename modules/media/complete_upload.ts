// Steps 3 and 4 of the upload protocol. Completion takes its own copy of the file (no URL writes to it),
// checks it by its content (never its name or header), makes it an asset, and either makes its views at once
// (a picture of few pixels) or hands it to the worker (larger pictures, every video) and answers with a
// statusPollUri. Every refusal is a 409 with the seed's message, and leaves nothing behind: the files are
// removed and no asset is made.
//
// Completing is idempotent: a completion retried after a lost answer gets the same answer again.
import { randomBytes } from "node:crypto";
import type { Services } from "../../src/platform/request_context.ts";
import { NotFoundError, UserFacingError } from "../../src/platform/errors.ts";
import { assetOwner, type AssetRequest, type OwnerAccess, targetMissingMessage } from "./asset_owner.ts";
import { assetListResponse } from "./asset_list.ts";
import { UPLOAD_CONTENT_TYPE, uploadPaths } from "./create_upload.ts";
import { mediaStorage } from "./media_storage.server.ts";
import {
  type InspectedUpload,
  inspectUpload,
  type MadeViews,
  makeAssetViews,
  MediaProcessingError,
  storedStatus,
} from "./process_asset.server.ts";
import { PROCESS_UPLOAD_JOB } from "./process_upload_job.ts";
import {
  finishUpload,
  insertAsset,
  insertViews,
  lockOwnerAsset,
  lockUpload,
  type OwnerRef,
  selectAsset,
  selectUpload,
  type UploadRow,
} from "./queries.server.ts";
import { blobKeys } from "./storage.ts";
import {
  type AssetKind,
  type CompleteUploadRequest,
  type CompleteUploadResponse,
  UPLOAD_MESSAGES,
  type UploadStatus,
} from "./types.ts";

export const UNKNOWN_UPLOAD = "This upload is not known or has expired: add the file again.";

export interface UploadAnswer {
  httpStatus: 200 | 409;
  body: CompleteUploadResponse;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function completeUpload(
  asker: AssetRequest,
  request: CompleteUploadRequest,
): Promise<UploadAnswer> {
  const { services } = asker;
  const viewer = asker.viewer!;
  const { sql, config } = services;
  const upload = UUID.test(request.blobLifetimeId)
    ? await selectUpload(sql, request.blobLifetimeId, viewer.userId)
    : null;
  if (!upload) throw new NotFoundError(UNKNOWN_UPLOAD);
  const fileName = cleanFileName(request.fileName);
  if (upload.state !== "created") return await uploadAnswer(services, upload);
  const storage = mediaStorage(services);
  const owner = assetOwner(upload.subclass);
  // This attempt's asset folder, and its own copy of the upload (a completion sent twice at once, the
  // browser's retry, must not check one copy and process another).
  const folder = randomBytes(16).toString("hex");
  const taken = blobKeys.taken(upload.id, folder);
  let handedToWorker = false;
  try {
    const refuse = async (status: UploadStatus, details?: string) => {
      await storage.remove(upload.storageKey);
      await finishUpload(sql, upload.id, "error", status, fileName, null);
      return refusal(status, messageOf(status, owner.noun), fileName, details);
    };
    if (upload.expiresAt.getTime() < Date.now()) return await refuse("unexpected", UNKNOWN_UPLOAD);

    const access = await resolveQuietly(asker, upload);
    if (!access || access.shopId !== upload.shopId) return await refuse("targetMissing");
    if (!access.canChange) return await refuse("permission");
    const ownerRef: OwnerRef = {
      shopId: access.shopId,
      subclass: upload.subclass,
      ownerId: access.ownerId,
      draftRef: access.draftRef,
    };
    const parent = request.parentAssetId
      ? await selectAsset(sql, access.shopId, request.parentAssetId)
      : null;
    if (request.parentAssetId && (!parent || !sameOwner(parent, ownerRef))) {
      return await refuse("targetMissing", "The picture this one was made from was not found.");
    }

    // The PUT URL stays good until it expires (S3 cannot take a presigned URL back), so what is checked and
    // kept is a copy no URL writes to. Sizes first: S3 copies at most 5 GB in one request, and a PUT to S3
    // has no size limit of its own.
    const stored = storedStatus(await storage.size(upload.storageKey), config.media);
    if (stored !== "success") return await refuse(stored);
    await storage.copy(upload.storageKey, taken, UPLOAD_CONTENT_TYPE);
    const inspected = await inspectUpload(storage, config.media, taken);
    if (inspected.status !== "success") return await refuse(inspected.status);

    // Decoding costs memory by the pixel: only a picture of few pixels is made here, in the web request.
    const now = inspected.family === "image" && !/hei[cf]/.test(inspected.contentType) &&
      inspected.width! * inspected.height! <= config.media.inlineImagePixels;
    let made: MadeViews | null = null;
    if (now || inspected.family === "document") {
      try {
        made = await makeAssetViews(storage, config.media, {
          key: taken,
          contentType: inspected.contentType,
          family: inspected.family!,
          shopId: access.shopId,
          folder,
        });
      } catch (error) {
        // A file whose header passed the check but whose pixels cannot be decoded (a truncated JPEG, found
        // by the fuzz run of issue 32: a 500) is refused here as the worker refuses it.
        if (error instanceof MediaProcessingError) return await refuse(error.status);
        throw error;
      }
    }

    const answered = await sql.begin(async (tx) => {
      const locked = await lockUpload(tx, upload.id);
      if (!locked || locked.state !== "created") return false;
      const finalKind = kindOf(inspected);
      const assetId = await insertAsset(tx, {
        ...ownerRef,
        kind: made ? finalKind : "pending",
        finalKind,
        fileName,
        title: "",
        contentType: inspected.contentType,
        byteSize: inspected.bytes,
        width: made?.width ?? inspected.width,
        height: made?.height ?? inspected.height,
        taskIds: upload.taskId !== null ? [upload.taskId] : parent?.taskIds ?? [],
        parentAssetId: parent?.id ?? null,
        folder,
        createdByUserId: viewer.userId,
      });
      if (made) await insertViews(tx, made.views.map((view) => ({ ...view, assetId })));
      if (parent && request.supersedeParentAsset) {
        const original = await lockOwnerAsset(tx, ownerRef, parent.id);
        if (original) {
          await tx`update assets set status = 'superseded', updated_at = now() where id = ${parent.id}`;
          // The marked-up copy takes the original's place: its position, title, visibility, report footer
          // and purpose (a marked-up profile picture or logo stays one).
          await tx`
            update assets copy set sort_order = original.sort_order, title = original.title,
              is_visible = original.is_visible, show_in_footer = original.show_in_footer,
              purpose = original.purpose
            from assets original where copy.id = ${assetId} and original.id = ${parent.id}`;
        }
      }
      if (made) await finishUpload(tx, upload.id, "done", "success", fileName, assetId);
      else {
        // The worker makes the views from this attempt's copy; it removes the copy when done.
        await finishUpload(tx, upload.id, "processing", null, fileName, assetId, taken);
        await services.jobs.enqueue(tx, PROCESS_UPLOAD_JOB, { uploadId: upload.id });
      }
      return true;
    });
    handedToWorker = answered && !made;
    // Completed: the PUT URL's key holds nothing that is kept (the app's PUT route refuses the URL now; a
    // PUT to S3 after this lands in a file the expiry job removes).
    if (answered) await storage.remove(upload.storageKey);
  } finally {
    if (!handedToWorker) await storage.remove(taken);
  }
  const current = await selectUpload(sql, upload.id, viewer.userId);
  return await uploadAnswer(services, current!);
}

/** What the poll (and a repeated completion) answers for an upload as it stands. */
export async function uploadAnswer(
  { sql, config }: Pick<Services, "sql" | "config">,
  upload: UploadRow,
): Promise<UploadAnswer> {
  const paths = uploadPaths(upload.id);
  if (upload.state === "processing") {
    return {
      httpStatus: 200,
      body: {
        sasUploadStatus: "processing",
        details: "Processing...",
        uploadResults: [],
        statusPollUri: paths.poll,
      },
    };
  }
  const asset = upload.assetId === null ? null : await selectAsset(sql, upload.shopId, upload.assetId);
  if (upload.state === "done" && asset) {
    const list = await assetListResponse(sql, {
      shopId: asset.shopId,
      subclass: asset.subclass,
      ownerId: asset.ownerId,
      draftRef: asset.draftRef,
    }, config.media.publicUrl);
    return {
      httpStatus: 200,
      body: {
        sasUploadStatus: "done",
        details: UPLOAD_MESSAGES.success,
        uploadResults: [{
          status: "success",
          message: UPLOAD_MESSAGES.success,
          fileName: upload.fileName,
          assetId: asset.id,
        }],
        ...list,
      },
    };
  }
  if (upload.state === "created") return refusal("noData", UPLOAD_MESSAGES.noData, upload.fileName);
  const status = upload.status ?? "unexpected";
  const message = messageOf(status, assetOwner(upload.subclass).noun);
  return refusal(status, message, upload.fileName, asset?.processingError ?? undefined);
}

/** The seed's message for a status; the target's noun where the seed says "Inspection". */
function messageOf(status: UploadStatus, noun: string): string {
  return status === "targetMissing" ? targetMissingMessage(noun) : UPLOAD_MESSAGES[status];
}

/** A refused upload: the seed's message, and in details the reason when there is more to say. */
function refusal(status: UploadStatus, message: string, fileName: string, details = message): UploadAnswer {
  return {
    httpStatus: 409,
    body: {
      sasUploadStatus: "error",
      details,
      uploadResults: [{ status, message, fileName, assetId: null }],
    },
  };
}

async function resolveQuietly(asker: AssetRequest, upload: UploadRow): Promise<OwnerAccess | null> {
  try {
    return await assetOwner(upload.subclass).resolve(asker, upload.ownerKey);
  } catch (error) {
    if (error instanceof UserFacingError) return null;
    throw error;
  }
}

function sameOwner(
  asset: { shopId: number; subclass: string; ownerId: number | null; draftRef: string | null },
  owner: OwnerRef,
) {
  return asset.shopId === owner.shopId && asset.subclass === owner.subclass &&
    asset.ownerId === owner.ownerId &&
    asset.draftRef === owner.draftRef;
}

/** A camera's picture (JPEG, HEIC) is a photo; any other picture an image. */
function kindOf(inspected: InspectedUpload): AssetKind {
  if (inspected.family === "video") return "video";
  if (inspected.family === "document") return "document";
  return /jpeg|hei[cf]/.test(inspected.contentType) ? "photo" : "image";
}

/** The name as the person's device called it, without any folder part or control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // deno-lint-ignore no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 255);
  return clean === "" ? "upload" : clean;
}
