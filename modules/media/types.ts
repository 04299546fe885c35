// The asset model of the specification (seed 000 section 3 "Asset"), the upload result messages (section 8)
// and the shapes the asset calls answer with. Client-safe: the asset lists, viewer and editor use these.

export const ASSET_SUBCLASSES = [
  "InspectionAsset",
  "ShopAsset",
  "UserAsset",
  "InspectionTypeAsset",
  "SubjectAsset",
  "DraftAsset",
] as const;
export type AssetSubclass = (typeof ASSET_SUBCLASSES)[number];

export const ASSET_KINDS = ["file", "photo", "image", "video", "document", "pending", "processing"] as const;
/** photo: a camera picture (JPEG/HEIC); image: any other picture (PNG, WebP, GIF, a marked-up copy). */
export type AssetKind = (typeof ASSET_KINDS)[number];

export const ASSET_STATUSES = ["softDeleted", "visible", "superseded", "systemHidden", "retained"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export const BLOB_KINDS = ["unknown", "original", "resizedImage", "posterFrame", "transcoded"] as const;
export type BlobKind = (typeof BLOB_KINDS)[number];

/** Each subclass's purposes; "none" is every subclass's default. */
export const ASSET_PURPOSES = {
  InspectionAsset: ["none", "media", "attachment", "pdfReport", "carMDReport"],
  InspectionTypeAsset: ["none", "inspection"],
  ShopAsset: ["none", "logo", "inspection"],
  SubjectAsset: ["none", "main"],
  UserAsset: ["none", "avatar", "bio"],
  DraftAsset: ["none"],
} as const satisfies Record<AssetSubclass, readonly string[]>;

/**
 * The views an asset is shown through. An image has original, thumbnail and large (each in WebP, with a JPEG
 * twin for mail clients and old browsers); a video has its original, the transcoded MP4 and a poster frame
 * (with thumbnail and large made from the poster).
 */
export const VIEW_NAMES = [
  "original",
  "thumbnail",
  "thumbnailJpeg",
  "large",
  "largeJpeg",
  "transcoded",
  "poster",
] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

export interface AssetView {
  name: ViewName;
  kind: BlobKind;
  /** Where the browser fetches it: the content-delivery URL (a CDN in front of S3, or the app itself). */
  cdnUrl: string;
  contentType: string;
  sha256B16: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

export interface Asset {
  shopId: number;
  assetId: number;
  subclass: AssetSubclass;
  createdUnixMS: number;
  createdByUserId: number | null;
  kind: AssetKind;
  status: AssetStatus;
  fileName: string;
  title: string;
  /** The asset's purpose within its subclass (ASSET_PURPOSES). */
  purpose: string;
  /** status is superseded: a marked-up copy replaced it. */
  superseded: boolean;
  views: AssetView[];
  originalView: AssetView | null;
  thumbnailView: AssetView | null;
  largeImageView: AssetView | null;
  /** Video length in seconds, when known. */
  durationSeconds: number | null;
  /** Why processing failed (the page shows it); null while fine. */
  processingError: string | null;
  /** The asset this one was made from (a marked-up copy points at its original). */
  parentAssetId: number | null;
  // InspectionAsset fields; defaults elsewhere.
  inspectionId: number | null;
  isVisible: boolean;
  showInFooter: boolean;
  sortOrder: number;
  caption: string | null;
  taskIds: number[];
}

/** What an asset list call answers: the list rendered as HTML, and the same assets as data. */
export interface AssetListResponse {
  html: string;
  assets: Asset[];
}

/** Step 1 of the upload protocol. */
export interface CreateAssetResponse {
  blobLifetimeId: string;
  putUri: string;
  putRequestHeaders: Record<string, string>;
  postCompleteUri: string;
}

/** Step 3's body. */
export interface CompleteUploadRequest {
  blobLifetimeId: string;
  contentType?: string;
  fileName?: string;
  parentAssetId?: number | null;
  supersedeParentAsset?: boolean;
}

export const UPLOAD_STATUSES = [
  "badFormat",
  "dimensionsTooLarge",
  "tooSmall",
  "size",
  "server",
  "noData",
  "targetMissing",
  "permission",
  "success",
  "unexpected",
] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** Seed 000 section 8, word for word (the too-small message has no full stop in the seed). */
export const UPLOAD_MESSAGES: Record<UploadStatus, string> = {
  badFormat: "The uploaded file's format is not supported.",
  dimensionsTooLarge: "The uploaded file is too tall or too wide.",
  tooSmall: "The uploaded file is too short or too narrow",
  size: "The uploaded file exceeds the file upload size limit.",
  server: "A server-side error occurred",
  noData: "No data was uploaded.",
  targetMissing: "The specified Inspection was not found.",
  permission: "You do not have permission to upload images here.",
  success: "File uploaded successfully.",
  unexpected: "An unexpected error occurred.",
};

export interface UploadResult {
  status: UploadStatus;
  message: string;
  fileName: string;
  assetId: number | null;
}

/**
 * Step 3 and 4 answers. Done: uploadResults, assets and html. Still processing: statusPollUri (and the
 * sasUploadStatus so far). A refused upload is HTTP 409 with sasUploadStatus "error" and uploadResults.
 */
export interface CompleteUploadResponse {
  sasUploadStatus: "processing" | "done" | "error";
  details: string;
  uploadResults: UploadResult[];
  assets?: Asset[];
  html?: string;
  statusPollUri?: string;
}

/** Browser-side upload messages (seed 000 sections 5 and 8, seed 001 section 8). */
export const UPLOAD_CLIENT_MESSAGES = {
  offline: "You are offline.The file cannot be uploaded.",
  noDestination: "Upload failed: destination URL is missing.",
  network: "Upload failed: network error. Please check your internet connection.",
  otherwise: "An unexpected error occurred. Please try again.",
  retry2: "Network Error. Will retry 2 more times...",
  retry1: "Will retry once more...",
  gaveUp: "Upload failed after 3 attempts.",
  failed: "Upload failed.",
  processing: "Processing...",
  networkLog: "Network error: Please check your internet connection.",
} as const;

/** Seed 001 section 8: what the asset list says when a call fails. */
export const ASSET_LIST_MESSAGES = {
  deleteConfirm: "Are you sure you want to delete this image?",
  deleteFailed: "The image could not be deleted. Please contact support.",
  alreadyAssigned: "The image is already assigned to this task.",
  assignFailed: "The image could not be assigned to a task. Please contact support.",
  moveFailed: "The media could not be moved. Please contact support.",
  hiddenWarning: "Warning: Image is currently hidden and will not be displayed in reports.",
  mediaFailed: "Media could not be loaded. Please contact support.",
  unexpectedResponse: "Unexpected response",
  reorderFailed: "Failed to re-order table rows: ",
} as const;
