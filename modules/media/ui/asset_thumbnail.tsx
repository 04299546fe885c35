// An asset's picture in a list: the thumbnail view when there is one, else a tile naming the kind; a video
// carries a play badge with its length. A thumbnail that fails to load shows the seed's media failure text.
import { useState } from "react";
import type { Asset } from "../types.ts";
import { durationLabel, isProcessing } from "./asset_list_rules.ts";
import { useMediaWords } from "./media_words.ts";

/** `named`: the picture names the asset (its alt); false where the text around it does already. */
export function AssetThumbnail({ asset, named = true }: { asset: Asset; named?: boolean }) {
  const [failed, setFailed] = useState(false);
  const words = useMediaWords();
  const label = named ? asset.title || asset.fileName : "";
  let picture;
  if (asset.processingError) {
    picture = <span className="asset-tile asset-tile-error">{asset.processingError}</span>;
  } else if (isProcessing(asset)) {
    picture = <span className="asset-tile asset-tile-processing">{words.processing}</span>;
  } else if (failed) {
    picture = <span className="asset-tile asset-tile-error">{words.mediaFailed}</span>;
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
    picture = <span className="asset-tile">{asset.kind === "document" ? words.document : words.file}</span>;
  }
  return (
    <span className="asset-thumbnail">
      {picture}
      {asset.kind === "video" && (
        <span className="asset-video-badge">
          <span aria-hidden="true">▶</span>
          <span className="visually-hidden">{words.video}</span>
          {asset.durationSeconds !== null && <span>{durationLabel(asset.durationSeconds)}</span>}
        </span>
      )}
    </span>
  );
}
