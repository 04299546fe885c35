// The viewer's filmstrip: a thumbnail button per picture and video, the current one marked (aria-current)
// and scrolled into view; a click moves there.
import { useLayoutEffect, useRef, useState } from "react";
import type { Asset } from "../types.ts";
import { assetLabel, isNavigable } from "./asset_viewer_rules.ts";
import { useMediaWords } from "./media_words.ts";

export interface AssetFilmstripProps {
  assets: readonly Asset[];
  currentId: number;
  onSelect(assetId: number): void;
}

export function AssetFilmstrip(props: AssetFilmstripProps) {
  const current = useRef<HTMLButtonElement>(null);
  const words = useMediaWords();
  useLayoutEffect(() => {
    // In braces: scrollIntoView returns a promise in newer browsers, which React would take for a cleanup.
    current.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [props.currentId]);
  return (
    <ol className="filmstrip" aria-label={words.filmstrip}>
      {props.assets.filter(isNavigable).map((asset) => {
        const isCurrent = asset.assetId === props.currentId;
        return (
          <li key={asset.assetId}>
            <button
              type="button"
              ref={isCurrent ? current : undefined}
              className="filmstrip-item"
              aria-current={isCurrent ? "true" : undefined}
              aria-label={assetLabel(asset)}
              onClick={() => props.onSelect(asset.assetId)}
            >
              <Thumbnail url={asset.thumbnailView?.cdnUrl ?? null} />
              {asset.kind === "video" && <span className="filmstrip-badge" aria-hidden="true">▶</span>}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function Thumbnail(props: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!props.url || failed) return <span className="filmstrip-missing" aria-hidden="true">?</span>;
  return <img src={props.url} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
