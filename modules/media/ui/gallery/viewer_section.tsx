import { useState } from "react";
import type { Asset } from "../../types.ts";
import { AssetViewer } from "../asset_viewer.tsx";
import { assetLabel } from "../asset_viewer_rules.ts";
import type { GallerySection } from "@ui/gallery/section.ts";
import { sampleAssets } from "./viewer_samples.ts";

/** The calls take a moment, as over a network, so their busy state can be seen. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 250));

function ViewerExample() {
  const [assets, setAssets] = useState(sampleAssets);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [readOnly, setReadOnly] = useState(false);
  const [failDelete, setFailDelete] = useState(false);
  const [note, setNote] = useState("");

  // Stand-ins for the asset calls: they change the gallery's list as the server would.
  async function toggleVisible(asset: Asset) {
    await pause();
    setAssets((list) => list.map((a) => a.assetId === asset.assetId ? { ...a, isVisible: !a.isVisible } : a));
  }
  async function remove(asset: Asset) {
    await pause();
    if (failDelete) throw new Error("The gallery was asked to fail this delete.");
    setAssets((list) => list.filter((a) => a.assetId !== asset.assetId));
  }

  return (
    <div className="gallery-stack">
      <ul className="gallery-row viewer-samples" aria-label="Sample assets">
        {assets.map((asset) => (
          <li key={asset.assetId}>
            <button type="button" className="viewer-sample" onClick={() => setOpenAt(asset.assetId)}>
              {asset.thumbnailView
                ? <img src={asset.thumbnailView.cdnUrl} alt="" width={96} height={72} />
                : <span className="viewer-sample-file" aria-hidden="true">PDF</span>}
              <span>{assetLabel(asset)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="gallery-row">
        <label>
          <input type="checkbox" checked={readOnly} onChange={(e) => setReadOnly(e.currentTarget.checked)} />
          {" "}
          Read-only
        </label>
        <label>
          <input
            type="checkbox"
            checked={failDelete}
            onChange={(e) => setFailDelete(e.currentTarget.checked)}
          />{" "}
          Deletes fail
        </label>
        <button type="button" className="button" onClick={() => setAssets(sampleAssets())}>
          Put the samples back
        </button>
      </div>
      <p role="status" className="hint">{note}</p>
      {openAt !== null && (
        <AssetViewer
          assets={assets}
          startAssetId={openAt}
          readOnly={readOnly}
          onClose={() => setOpenAt(null)}
          onToggleVisible={toggleVisible}
          onDelete={remove}
          actions={(asset) =>
            (asset.kind === "photo" || asset.kind === "image") && (
              <button
                type="button"
                className="button"
                onClick={() => setNote(`Edit image: ${assetLabel(asset)}`)}
              >
                Edit image
              </button>
            )}
        />
      )}
    </div>
  );
}

export const viewerSection: GallerySection = {
  id: "viewer",
  title: "Image and video viewer",
  purpose:
    "AssetViewer shows a list's pictures and videos one at a time, with a filmstrip, arrow keys and swipes; the caller's callbacks make the Show/Hide and Delete calls.",
  Example: ViewerExample,
};
