// An asset as the calls and pages see it (the seed's Asset), from its row and its views.
import type { AssetRow, ViewRow } from "./queries.server.ts";
import type { Asset, AssetView, ViewName } from "./types.ts";

/** Where browsers load a stored blob from: MEDIA_PUBLIC_URL (a CDN or public bucket), else the app. */
export function cdnUrlOf(mediaPublicUrl: string | null, storageKey: string): string {
  return mediaPublicUrl ? `${mediaPublicUrl}/${storageKey}` : `/media/${storageKey}`;
}

export function toAsset(row: AssetRow, views: ViewRow[], mediaPublicUrl: string | null): Asset {
  const mine: AssetView[] = views.filter((view) => view.assetId === row.id).map((view) => ({
    name: view.name,
    kind: view.kind,
    cdnUrl: cdnUrlOf(mediaPublicUrl, view.storageKey),
    contentType: view.contentType,
    sha256B16: view.sha256B16,
    bytes: view.bytes,
    width: view.width,
    height: view.height,
  }));
  const view = (name: ViewName) => mine.find((v) => v.name === name) ?? null;
  return {
    shopId: row.shopId,
    assetId: row.id,
    subclass: row.subclass,
    createdUnixMS: new Date(row.createdAt).getTime(),
    createdByUserId: row.createdByUserId,
    kind: row.kind,
    status: row.status,
    fileName: row.fileName,
    title: row.title,
    purpose: row.purpose,
    superseded: row.status === "superseded",
    views: mine,
    originalView: view("original"),
    // A video's pictures are made from its poster frame, under the same names.
    thumbnailView: view("thumbnail"),
    largeImageView: view("large"),
    durationSeconds: row.durationSeconds,
    processingError: row.processingError,
    parentAssetId: row.parentAssetId,
    inspectionId: row.subclass === "InspectionAsset" ? row.ownerId : null,
    isVisible: row.isVisible,
    showInFooter: row.showInFooter,
    sortOrder: row.sortOrder,
    caption: row.caption,
    taskIds: row.taskIds,
  };
}
