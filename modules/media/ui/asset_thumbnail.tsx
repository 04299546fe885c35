// An asset's picture in a list: the thumbnail view when there is one, else a tile naming the kind; a video
// carries a play badge with its length. A thumbnail that fails to load shows the seed's media failure text.
import { useState } from "react";
import { type Asset, ASSET_LIST_MESSAGES, UPLOAD_CLIENT_MESSAGES } from "../types.ts";
import { durationLabel, isProcessing } from "./asset_list_rules.ts";

/** `named`: the picture names the asset (its alt); false where the text around it does already. */
export function AssetThumbnail({ asset, named = true }: { asset: Asset; named?: boolean }) {
  const [failed, setFailed] = useState(false);
  const label = named ? asset.title || asset.fileName : "";
  let picture;
  if (asset.processingError) {
    picture = <span className="asset-tile asset-tile-error">{asset.processingError}</span>;
  } else if (isProcessing(asset)) {
    picture = <span className="asset-tile asset-tile-processing">{UPLOAD_CLIENT_MESSAGES.processing}</span>;
  } else if (failed) {
    picture = <span className="asset-tile asset-tile-error">{ASSET_LIST_MESSAGES.mediaFailed}</span>;
  } else if (asset.thumbnailView) {
    picture = (
      <img
        src={asset.thumbnailView.cdnUrl}
        alt={label}
        loading="lazy"
        width={asset.thumbnailView.width ?? undefined}
        height={asset.thumbnailView.height ?? undefined}
        onError={() => setFailed(true)}
      />
    );
  } else {
    picture = <span className="asset-tile">{asset.kind === "document" ? "Document" : "File"}</span>;
  }
  return (
    <span className="asset-thumbnail">
      {picture}
      {asset.kind === "video" && (
        <span className="asset-video-badge">
          <span aria-hidden="true">▶</span>
          <span className="visually-hidden">Video</span>
          {asset.durationSeconds !== null && <span>{durationLabel(asset.durationSeconds)}</span>}
        </span>
      )}
    </span>
  );
}
