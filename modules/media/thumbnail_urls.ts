// The thumbnail addresses of a list of assets (a video's is its poster frame's), for pages that show many
// pictures at once without their whole asset records (the staff reports' /recent-images).
import type { Tx } from "@platform/db.ts";
import { cdnUrlOf } from "./asset_json.ts";
import { selectViews } from "./queries.server.ts";

export async function thumbnailUrls(
  tx: Tx,
  assetIds: number[],
  mediaPublicUrl: string | null,
): Promise<Map<number, string>> {
  const views = await selectViews(tx, assetIds);
  return new Map(
    views.filter((view) => view.name === "thumbnail").map((
      view,
    ) => [view.assetId, cdnUrlOf(mediaPublicUrl, view.storageKey)]),
  );
}
