// An item's photo or video as a thumbnail (the checklist's row and the audit's row): the picture, or a tile
// saying it is still being processed (or "!" when its picture fails to load), and a play mark on a video.
// The button around it is each page's own (its label, its hidden state, what opening does).
import { useState } from "react";
import type { ItemAsset } from "../types.ts";

export function ItemThumbnailPicture(
  { asset, processing, onFailed }: { asset: ItemAsset; processing: string; onFailed?: () => void },
) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="asset-thumbnail">
      {asset.thumbnailUrl && !failed
        ? (
          <img
            src={asset.thumbnailUrl}
            alt=""
            loading="lazy"
            onError={() => {
              setFailed(true);
              onFailed?.();
            }}
          />
        )
        : (
          <span className={`asset-tile${failed ? " asset-tile-error" : " asset-tile-processing"}`}>
            {failed ? "!" : processing}
          </span>
        )}
      {asset.kind === "video" && <span className="asset-video-badge" aria-hidden="true">▶</span>}
    </span>
  );
}
