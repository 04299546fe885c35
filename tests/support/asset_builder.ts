// One asset as the media module answers it, for unit tests of the rules that read asset lists: a visible
// photo of inspection 1 with no views, changed by what the test is about.
import type { Asset } from "../../modules/media/ui.ts";

export function anAsset(assetId: number, change: Partial<Asset> = {}): Asset {
  return {
    shopId: 1,
    assetId,
    subclass: "InspectionAsset",
    createdUnixMS: 0,
    createdByUserId: null,
    kind: "photo",
    status: "visible",
    fileName: `${assetId}.jpg`,
    title: "",
    purpose: "none",
    superseded: false,
    views: [],
    originalView: null,
    thumbnailView: null,
    largeImageView: null,
    durationSeconds: null,
    processingError: null,
    parentAssetId: null,
    inspectionId: 1,
    isVisible: true,
    showInFooter: false,
    sortOrder: 0,
    caption: null,
    taskIds: [],
    ...change,
  };
}
