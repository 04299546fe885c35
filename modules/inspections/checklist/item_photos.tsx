// A checklist row's Photos slot on the inspection: the item's pictures and videos as small thumbnails (a
// video with a play badge, one hidden from the report dimmed), how many there are, "Add photo or video"
// (the phone offers its camera and library) and "Take photo" (the camera dialog). Files go through the
// upload protocol to the item's own create call, so each arrives assigned to the task; the answer's list
// replaces the row's thumbnails, and with them the count the row's media rules check. A thumbnail opens
// the viewer on the task's assets, with Show/Hide and Delete where the person may change the checklist.
// (A preview's slot, without an inspection, is the catalogue's.)
import { useState } from "react";
import type { PhotosSlotProps } from "@modules/catalog/ui.ts";
import {
  type Asset,
  ASSET_LIST_MESSAGES,
  assetCalls,
  type AssetListResponse,
  AssetViewer,
  CameraDialog,
  type QueuedUpload,
  UPLOAD_CLIENT_MESSAGES,
  useUploadQueue,
} from "@modules/media/ui.ts";
import { useHydrated } from "@ui/use_hydrated.ts";
import { itemAssetsOf, taskAssets } from "./item_assets.ts";
import type { ItemAsset } from "../types.ts";
import type { ChecklistStore } from "./checklist_store.ts";

/** Pictures and videos only: a checklist row is no place for a PDF (the images page takes those). */
const ACCEPTED = "image/*,video/*";

export interface ItemPhotosProps extends PhotosSlotProps {
  store: ChecklistStore;
  encInspectionId: string;
  itemAssets: ItemAsset[];
}

export function ItemPhotos(props: ItemPhotosProps) {
  const { store, taskId, taskName, itemAssets, editable } = props;
  const base = `/ajax/inspections/${encodeURIComponent(props.encInspectionId)}`;
  const calls = assetCalls(`${base}/assets`);
  const hydrated = useHydrated();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [viewer, setViewer] = useState<{ assets: Asset[]; startAssetId: number } | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [problem, setProblem] = useState("");

  /** Any answer that lists the inspection's assets: the row takes the task's from it. */
  const show = (assets: Asset[]) => store.setItemAssets(taskId, itemAssetsOf(assets, taskId));
  const refreshed = (list: AssetListResponse) => {
    show(list.assets);
    setViewer((open) => open && { ...open, assets: taskAssets(list.assets, taskId) });
  };
  const uploads = useUploadQueue({ createUrl: `${base}/items/${taskId}/assets/create`, onUploaded: show });

  async function open(assetId: number) {
    setOpening(assetId);
    setProblem("");
    try {
      // The row holds only thumbnails; the viewer needs every view, so the list is read fresh.
      const list = await calls.list();
      show(list.assets);
      const assets = taskAssets(list.assets, taskId);
      // Gone meanwhile (deleted on another device): the refreshed row no longer shows it.
      if (assets.some((asset) => asset.assetId === assetId)) setViewer({ assets, startAssetId: assetId });
    } catch {
      setProblem(ASSET_LIST_MESSAGES.mediaFailed);
    } finally {
      setOpening(null);
    }
  }

  const count = itemAssets.length;
  return (
    <div className="row-photos">
      <div className="row-photos-head">
        <span className="row-photos-label">{props.required ? "Photos (required)" : "Photos"}</span>
        <span className={`row-photos-count${props.required && count === 0 ? " missing" : ""}`}>
          {count === 0 ? (editable ? "None yet" : "None") : `${count} added`}
        </span>
      </div>
      {count > 0 && (
        <ul className="row-photo-strip" aria-label={`Photos and videos of ${taskName}`}>
          {itemAssets.map((asset, index) => (
            <li key={asset.assetId}>
              <ItemThumbnail
                asset={asset}
                name={`${asset.kind === "video" ? "video" : "photo"} ${index + 1} of ${taskName}`}
                busy={opening === asset.assetId}
                onOpen={() => void open(asset.assetId)}
              />
            </li>
          ))}
        </ul>
      )}
      {uploads.uploads.length > 0 && (
        <ul className="row-uploads" aria-label={`Uploads to ${taskName}`}>
          {uploads.uploads.map((upload) => <UploadLine key={upload.key} upload={upload} />)}
        </ul>
      )}
      {editable && (
        <div className="row-photo-actions">
          <label className="button" aria-disabled={!hydrated}>
            <input
              className="visually-hidden"
              type="file"
              multiple
              accept={ACCEPTED}
              aria-label={`Add photo or video: ${taskName}`}
              disabled={!hydrated}
              onChange={(event) => {
                uploads.add([...(event.currentTarget.files ?? [])]);
                event.currentTarget.value = "";
              }}
            />
            Add photo or video
          </label>
          <button
            type="button"
            className="button"
            aria-label={`Take photo: ${taskName}`}
            disabled={!hydrated}
            onClick={() => setCameraOpen(true)}
          >
            Take photo
          </button>
        </div>
      )}
      {problem && <p className="row-message" role="alert">{problem}</p>}
      {cameraOpen && (
        <CameraDialog
          onClose={() => setCameraOpen(false)}
          onPhoto={(file) => uploads.add([file])}
        />
      )}
      {viewer && (
        <AssetViewer
          assets={viewer.assets}
          startAssetId={viewer.startAssetId}
          readOnly={!editable}
          onClose={() => setViewer(null)}
          onToggleVisible={editable
            ? async (asset) => refreshed(await calls.update(asset.assetId, { isVisible: !asset.isVisible }))
            : undefined}
          onDelete={editable
            ? async (asset) => {
              const list = await calls.remove(asset.assetId);
              if (list) refreshed(list);
              else show(viewer.assets.filter((other) => other.assetId !== asset.assetId));
            }
            : undefined}
        />
      )}
    </div>
  );
}

function ItemThumbnail(
  props: { asset: ItemAsset; name: string; busy: boolean; onOpen(): void },
) {
  const { asset } = props;
  const [failed, setFailed] = useState(false);
  const hidden = !asset.isVisible;
  return (
    <button
      type="button"
      className={`row-photo${hidden ? " is-hidden" : ""}`}
      aria-label={`Open ${props.name}${hidden ? ", hidden from the report" : ""}`}
      title={failed ? ASSET_LIST_MESSAGES.mediaFailed : undefined}
      aria-busy={props.busy || undefined}
      data-asset-id={asset.assetId}
      onClick={props.onOpen}
    >
      <span className="asset-thumbnail">
        {asset.thumbnailUrl && !failed
          ? <img src={asset.thumbnailUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
          : (
            <span className={`asset-tile${failed ? " asset-tile-error" : " asset-tile-processing"}`}>
              {failed ? "!" : UPLOAD_CLIENT_MESSAGES.processing}
            </span>
          )}
        {asset.kind === "video" && <span className="asset-video-badge" aria-hidden="true">▶</span>}
      </span>
    </button>
  );
}

/** One file on its way: its name, a bar while it moves, and the progress text or the failure's message. */
function UploadLine({ upload }: { upload: QueuedUpload }) {
  const { progress } = upload;
  const failed = progress.state === "error";
  return (
    <li className="row-upload" data-state={progress.state} role={failed ? "alert" : undefined}>
      <span className="row-upload-name">{upload.file.name}</span>
      {!failed && progress.state !== "done" && <progress max={100} value={progress.percent ?? undefined} />}
      <span className="row-upload-message">
        {progress.message}
        {progress.note && !failed && ` · ${progress.note}`}
      </span>
    </li>
  );
}
