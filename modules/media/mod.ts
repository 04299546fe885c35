// media: assets (photos, videos, documents), the upload protocol, storage, image views and video
// transcoding. A generic service: the module that owns a thing registers an AssetOwner (who may see and
// change its assets) and mounts assetCalls under its own /ajax prefix; media does the rest.
import type { Config } from "../../src/platform/config.ts";
import type { AnyJobDefinition } from "../../src/platform/jobs.ts";
import { expireUploadsJob } from "./expire_uploads_job.ts";
import { processUploadJob } from "./process_upload_job.ts";

export {
  type AssetOwner,
  type AssetRequest,
  type OwnerAccess,
  ownerIdOf,
  type PurposeChange,
  registerAssetOwner,
  targetMissingMessage,
} from "./asset_owner.ts";
export { assetCalls } from "./asset_calls.server.ts";
export { uploadCalls } from "./upload_calls.server.ts";
export { blobRoutes, USED_PUT_LINK } from "./blob_routes.server.ts";
export { assetListResponse, ownerAssets, purposeThumbnailUrl, purposeViewBytes } from "./asset_list.ts";
export { countTaskMedia, moveAsset, NO_SUCH_ASSET } from "./asset_changes.ts";
export { thumbnailUrls } from "./thumbnail_urls.ts";
export { selectAsset } from "./queries.server.ts";
export type { OwnerRef } from "./queries.server.ts";
export { mediaStorage } from "./media_storage.server.ts";
export { findVideoTools, VideoToolsMissingError } from "./video_tools.server.ts";
export { type MediaOrigins, mediaOrigins } from "./media_origins.server.ts";
export * from "./types.ts";

export function mediaJobs(config: Config): AnyJobDefinition[] {
  return [processUploadJob(config), expireUploadsJob(config)];
}
// The image and video steps themselves, for the benchmark (bench/) that times them on this machine.
export { makeImageViews } from "./image_views.server.ts";
export { DEFAULT_VIDEO_THREADS, posterFrame, transcodeVideo } from "./video_transcode.server.ts";
// The storage and upkeep steps the media tests drive directly (an S3 peer, expiring and moving uploads).
export { S3Storage } from "./s3_storage.server.ts";
export type { BlobStorage, PresignedPut } from "./storage.ts";
export { expireUploads } from "./expire_uploads_job.ts";
export { moveUploadOriginals, REPLACED_ORIGINAL } from "./move_upload_originals.ts";
export { assetRequestOf } from "./asset_request.ts";
