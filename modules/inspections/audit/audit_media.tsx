// An audit row's evidence (issue 22): the item's photos and videos as small thumbnails (a video's poster
// with a play mark, one hidden from the report dimmed). The page carries only what a thumbnail needs (id,
// kind, thumbnail address); a thumbnail opens media's viewer, loaded on its first opening, on the task's
// assets read fresh from the inspection's asset list. The audit only looks: changing pictures is the
// checklist's and the images page's.
import { useState } from "react";
import { type Asset, assetCalls, AssetViewer } from "@modules/media/ui.ts";
import { taskAssets } from "../checklist/item_assets.ts";
import type { ItemAsset } from "../types.ts";
import { ItemThumbnailPicture } from "../shared/item_thumbnail_picture.tsx";
import { AUDIT_MESSAGES as M, CHECKLIST_MESSAGES as C, useWords } from "@modules/text/ui.ts";

export function AuditItemMedia(
  props: {
    encInspectionId: string;
    taskId: number;
    taskName: string;
    assets: ItemAsset[];
    hydrated: boolean;
  },
) {
  const { taskId, taskName, assets } = props;
  const say = useWords();
  const [viewer, setViewer] = useState<{ assets: Asset[]; startAssetId: number } | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [problem, setProblem] = useState("");
  if (assets.length === 0) return null;

  async function open(assetId: number) {
    setOpening(assetId);
    setProblem("");
    try {
      // The row holds thumbnails only; the viewer needs every view, so the list is read when it opens.
      const list = await assetCalls(`/ajax/inspections/${encodeURIComponent(props.encInspectionId)}/assets`)
        .list();
      const shown = taskAssets(list.assets, taskId);
      const start = shown.some((asset) => asset.assetId === assetId) ? assetId : shown[0]?.assetId;
      if (start !== undefined) setViewer({ assets: shown, startAssetId: start });
    } catch {
      setProblem(say(M.mediaFailed));
    } finally {
      setOpening(null);
    }
  }

  return (
    <div className="audit-media">
      <ul className="audit-media-strip" aria-label={say(M.mediaOf, { task: taskName })}>
        {assets.map((asset, index) => (
          <li key={asset.assetId}>
            <MediaThumbnail
              asset={asset}
              label={say(C.openPhoto, {
                kind: asset.kind === "video" ? "video" : "photo",
                n: index + 1,
                task: taskName,
                hidden: asset.isVisible ? "no" : "yes",
              })}
              busy={opening === asset.assetId}
              disabled={!props.hydrated}
              onOpen={() => void open(asset.assetId)}
            />
          </li>
        ))}
      </ul>
      {problem && <p className="form-error" role="alert">{problem}</p>}
      {viewer && (
        <AssetViewer
          assets={viewer.assets}
          startAssetId={viewer.startAssetId}
          readOnly
          onClose={() => setViewer(null)}
        />
      )}
    </div>
  );
}

function MediaThumbnail(
  props: { asset: ItemAsset; label: string; busy: boolean; disabled: boolean; onOpen(): void },
) {
  const { asset } = props;
  const say = useWords();
  return (
    <button
      type="button"
      className={`audit-thumbnail${asset.isVisible ? "" : " is-hidden"}`}
      aria-label={props.label}
      aria-busy={props.busy || undefined}
      disabled={props.disabled}
      data-asset-id={asset.assetId}
      onClick={props.onOpen}
    >
      <ItemThumbnailPicture asset={asset} processing={say(M.mediaProcessing)} />
    </button>
  );
}
