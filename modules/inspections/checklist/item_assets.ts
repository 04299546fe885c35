// Which of an inspection's assets an item shows, and what the row keeps of each. One rule for the server
// (the items it answers) and the checklist page (the asset list an upload or a change answers), so the row
// counts the same pictures and videos for its media rules wherever the list came from.
import type { Asset } from "@modules/media/ui.ts";
import type { ItemAsset } from "../types.ts";

/** The task's pictures and videos: assigned to it, not deleted or replaced by a marked-up copy, no documents. */
export function taskAssets(assets: readonly Asset[], taskId: number): Asset[] {
  return assets.filter((asset) =>
    asset.status === "visible" && asset.kind !== "document" && asset.taskIds.includes(taskId)
  );
}

/** What the item carries of each (seed 000: inspection item itemAssets). */
export function itemAssetsOf(assets: readonly Asset[], taskId: number): ItemAsset[] {
  return taskAssets(assets, taskId).map((asset) => ({
    assetId: asset.assetId,
    kind: asset.kind,
    thumbnailUrl: asset.thumbnailView?.cdnUrl ?? null,
    isVisible: asset.isVisible,
  }));
}
