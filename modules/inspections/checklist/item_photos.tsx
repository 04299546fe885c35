// A checklist row's Photos slot on the inspection: the item's pictures and videos as small thumbnails (a
// video with a play badge, one hidden from the report dimmed), how many there are, "Add photo or video"
// (the phone offers its camera and library) and "Take photo" (the camera dialog). A file picked or taken
// goes into the device's outbox at once (upload_outbox.ts) and shows on the row as a thumbnail with where
// it stands (waiting, sending, failed) until it is uploaded to the item's own create call, assigned to the
// task, even if the person has left the page meanwhile; then the server's list replaces the row's
// thumbnails, and with them the count the row's media rules check. A thumbnail opens the viewer on the
// task's assets, with Mark up (the image editor), Show/Hide and Delete where the person may change the
// checklist. (A preview's slot, without an inspection, is the catalogue's.)
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { PhotosSlotProps } from "@modules/catalog/ui.ts";
import {
  type Asset,
  assetCalls,
  type AssetListResponse,
  AssetViewer,
  CameraDialog,
  editableView,
  EditorOverlay,
  imageEditorHref,
  queueUpload,
  shopOfPath,
  UPLOAD_KIND,
  uploadPayloadOf,
  type UploadProgress,
} from "@modules/media/ui.ts";
import { useMediaKitWords } from "@modules/shops/ui.ts";
import { CHECKLIST_MESSAGES as M, useWords } from "@modules/text/ui.ts";
import { outbox, type OutboxEntry } from "@ui/outbox/outbox.ts";
import { useHydrated } from "@ui/use_hydrated.ts";
import { itemAssetsOf, taskAssets } from "./item_assets.ts";
import type { ItemAsset } from "../types.ts";
import { ItemThumbnailPicture } from "../shared/item_thumbnail_picture.tsx";
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
  const [editing, setEditing] = useState<number | null>(null);
  const queued = useQueuedUploads(store.scope, taskId);
  const words = useMediaKitWords();
  const say = useWords();

  /** Any answer that lists the inspection's assets: the row takes the task's from it. */
  const show = (assets: Asset[]) => store.setItemAssets(taskId, itemAssetsOf(assets, taskId));
  const refreshed = (list: AssetListResponse) => {
    show(list.assets);
    setViewer((open) => open && { ...open, assets: taskAssets(list.assets, taskId) });
  };
  function add(files: File[]) {
    setProblem("");
    for (const file of files) {
      queueUpload(file, {
        createUrl: `${base}/items/${taskId}/assets/create`,
        scope: store.scope,
        label: say(M.photoOf, { kind: kindOf(file.type), task: taskName }),
        meta: { taskId },
      }).catch(() => setProblem(say(M.photoNotKept)));
    }
  }

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
      setProblem(words.mediaFailed);
    } finally {
      setOpening(null);
    }
  }

  const count = itemAssets.length + queued.length;
  return (
    <div className="row-photos">
      <div className="row-photos-head">
        <span className="row-photos-label">{say(props.required ? M.photosRequired : M.photos)}</span>
        <span className={`row-photos-count${props.required && count === 0 ? " missing" : ""}`}>
          {count === 0 ? say(editable ? M.photosNoneYet : M.photosNone) : say(M.photosAdded, { n: count })}
        </span>
      </div>
      {count > 0 && (
        <ul className="row-photo-strip" aria-label={say(M.photosOf, { task: taskName })}>
          {itemAssets.map((asset, index) => (
            <li key={asset.assetId}>
              <ItemThumbnail
                asset={asset}
                label={say(M.openPhoto, {
                  kind: asset.kind === "video" ? "video" : "photo",
                  n: index + 1,
                  task: taskName,
                  hidden: asset.isVisible ? "no" : "yes",
                })}
                busy={opening === asset.assetId}
                onOpen={() => void open(asset.assetId)}
              />
            </li>
          ))}
          {queued.map((upload) => (
            <li key={upload.entry.id}>
              <QueuedThumbnail upload={upload} />
            </li>
          ))}
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
              aria-label={say(M.addPhotoFor, { task: taskName })}
              disabled={!hydrated}
              onChange={(event) => {
                add([...(event.currentTarget.files ?? [])]);
                event.currentTarget.value = "";
              }}
            />
            {say(M.addPhoto)}
          </label>
          <button
            type="button"
            className="button"
            aria-label={say(M.takePhotoFor, { task: taskName })}
            disabled={!hydrated}
            onClick={() => setCameraOpen(true)}
          >
            {words.takePhoto}
          </button>
        </div>
      )}
      {problem && <p className="row-message" role="alert">{problem}</p>}
      {cameraOpen && (
        <CameraDialog
          onClose={() => setCameraOpen(false)}
          onPhoto={(file) => add([file])}
        />
      )}
      {viewer && (
        <AssetViewer
          assets={viewer.assets}
          startAssetId={viewer.startAssetId}
          readOnly={!editable}
          onClose={() => setViewer(null)}
          actions={(asset) =>
            editable && editableView(asset) && (
              <button
                type="button"
                className="button"
                onClick={() => setEditing(asset.assetId)}
              >
                {say(M.markUp)}
              </button>
            )}
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
      {editing !== null && (
        <EditorOverlay
          src={imageEditorHref(editing, base, shopOfPath(location.pathname))}
          onSaved={() => void calls.list().then(refreshed, () => setProblem(words.mediaFailed))}
          onRemoved={() => setEditing(null)}
        />
      )}
    </div>
  );
}

interface QueuedUpload {
  entry: OutboxEntry;
  progress: UploadProgress | null;
}

/** This task's files in the outbox, in the order they were added, with their live progress. */
function useQueuedUploads(scope: string, taskId: number): QueuedUpload[] {
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
  return useMemo(
    () =>
      snapshot.entries
        // Only the signed-in person's: another person's photos left on this device are not shown.
        .filter((entry) =>
          entry.kind === UPLOAD_KIND && entry.scope === scope && entry.userId === snapshot.userId &&
          uploadPayloadOf(entry).meta.taskId === taskId
        )
        .map((entry) => ({ entry, progress: (snapshot.progress.get(entry.id) as UploadProgress) ?? null })),
    [snapshot, scope, taskId],
  );
}

/**
 * A file not uploaded yet: the picture itself (from the device) at once, and where it stands. A failed one
 * says why; the status line at the top of the page offers Retry and Discard.
 */
function QueuedThumbnail({ upload }: { upload: QueuedUpload }) {
  const { entry, progress } = upload;
  const payload = uploadPayloadOf(entry);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!payload.type.startsWith("image/")) return;
    const url = URL.createObjectURL(payload.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [payload.file, payload.type]);
  const failed = entry.state === "failed";
  const words = useMediaKitWords();
  const say = useWords();
  const where = failed
    ? (entry.message ? say(M.photoNotSent, { reason: entry.message }) : say(M.photoNotSentUnknown))
    : progress && progress.state === "uploadingBlob" && progress.percent !== null
    ? say(M.photoSending, { percent: progress.percent })
    : progress && progress.state === "completingBlob"
    ? words.processing
    : say(M.photoWaiting);
  return (
    <span
      className={`row-photo row-photo-queued${failed ? " is-failed" : ""}`}
      data-queued={entry.key}
      role={failed ? "alert" : undefined}
      title={where}
    >
      <span className="asset-thumbnail">
        {preview ? <img src={preview} alt="" /> : (
          <span className="asset-tile asset-tile-processing">
            {payload.type.startsWith("video/") ? "▶" : ""}
          </span>
        )}
      </span>
      <span className="row-photo-state">{where}</span>
    </span>
  );
}

function ItemThumbnail(
  props: { asset: ItemAsset; label: string; busy: boolean; onOpen(): void },
) {
  const { asset } = props;
  const [failed, setFailed] = useState(false);
  const hidden = !asset.isVisible;
  const words = useMediaKitWords();
  return (
    <button
      type="button"
      className={`row-photo${hidden ? " is-hidden" : ""}`}
      aria-label={props.label}
      title={failed ? words.mediaFailed : undefined}
      aria-busy={props.busy || undefined}
      data-asset-id={asset.assetId}
      onClick={props.onOpen}
    >
      <ItemThumbnailPicture
        asset={asset}
        processing={words.processing}
        onFailed={() => setFailed(true)}
      />
    </button>
  );
}

/** The outbox names a file by what it is: a video, else a photo. */
function kindOf(type: string): "video" | "photo" {
  return type.startsWith("video/") ? "video" : "photo";
}
