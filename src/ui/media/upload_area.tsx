// Where files are added to an asset list (seed 001 sections 4, 5): a drop zone, an "Add photos or
// videos" picker (several at once; on a phone the picker offers the camera and the library, as capture is
// not forced), where asked a "Take photo" button (the camera dialog; its photo uploads like a picked file),
// and one row per file with its progress, state and
// message. Files upload one after another, so the list grows in the order they were picked. Only pictures
// get a local preview. When the batch is over, finished rows go; failed rows stay with their message, and
// the status line keeps the first error.
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import type { Asset } from "../../../modules/media/ui.ts";
import { useHydrated } from "../use_hydrated.ts";
import { CameraDialog } from "./camera_dialog.tsx";
import { uploadFile, type UploadProgress } from "./upload_client.ts";
import { batchErrorMessage, hasLocalPreview, isFinished } from "./upload_rules.ts";

export const ACCEPTED_FILES = "image/*,video/*,application/pdf";

interface UploadItem {
  key: number;
  file: File;
  previewUrl: string | null;
  progress: UploadProgress;
}

export function UploadArea(props: {
  /** The create-asset call; null: the message "Upload failed: destination URL is missing." per file. */
  createUrl: string | null;
  /** After each file is stored: the server's refreshed list. */
  onUploaded(assets: Asset[]): void;
  /** A "Take photo" button beside the picker (for the bay: a tablet's or phone's rear camera). */
  camera?: boolean;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [cameraOpen, setCameraOpen] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const nextKey = useRef(1);
  const [dragOver, setDragOver] = useState(false);
  const hydrated = useHydrated();
  const inputId = useId();
  const latest = useRef(props);
  latest.current = props;

  // Object URLs of previews are freed with their rows.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  function update(key: number, progress: UploadProgress) {
    setItems((items) => items.map((item) => item.key === key ? { ...item, progress } : item));
  }

  function add(files: File[]) {
    if (files.length === 0) return;
    const added = files.map((file): UploadItem => {
      const previewUrl = hasLocalPreview(file) ? URL.createObjectURL(file) : null;
      if (previewUrl) previews.current.add(previewUrl);
      return {
        key: nextKey.current++,
        file,
        previewUrl,
        progress: {
          state: "initializing",
          bytes: 0,
          totalBytes: file.size,
          percent: null,
          message: "",
          note: null,
        },
      };
    });
    // A new batch starts clean: the last one's failed rows go. (Read now: the updater runs later.)
    const newBatch = pending.current === 0;
    setItems((
      items,
    ) => [...(newBatch ? items.filter((item) => !isFinished(item.progress.state)) : items), ...added]);
    pending.current += added.length;
    for (const item of added) {
      queue.current = queue.current.then(async () => {
        try {
          const outcome = await uploadFile(
            item.file,
            { createUrl: latest.current.createUrl },
            (p) => update(item.key, p),
          );
          latest.current.onUploaded(outcome.assets);
        } catch {
          // The row shows the message (uploadFile reported it).
        }
        if (--pending.current === 0) dropFinished();
      });
    }
  }

  function dropFinished() {
    setItems((items) => {
      for (const item of items) {
        if (item.progress.state === "done" && item.previewUrl) {
          URL.revokeObjectURL(item.previewUrl);
          previews.current.delete(item.previewUrl);
        }
      }
      return items.filter((item) => item.progress.state !== "done");
    });
  }

  const failed = items.filter((item) => item.progress.state === "error");
  const running = items.some((item) => !isFinished(item.progress.state));

  return (
    <section
      className={`upload-area${dragOver ? " drag-over" : ""}`}
      aria-label="Upload photos or videos"
      onDragOver={(event: DragEvent) => {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setDragOver(false);
        add([...event.dataTransfer.files]);
      }}
      data-upload-running={running ? "" : undefined}
    >
      <div className="upload-actions">
        <label className="button primary upload-picker" htmlFor={inputId} aria-disabled={!hydrated}>
          Add photos or videos
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          disabled={!hydrated}
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = "";
          }}
        />
        {props.camera && (
          <button
            type="button"
            className="button"
            disabled={!hydrated}
            onClick={() => setCameraOpen(true)}
          >
            Take photo
          </button>
        )}
        <span className="upload-hint">or drop files here</span>
      </div>
      {items.length > 0 && (
        <ul className="upload-items" aria-label="Uploads">
          {items.map((item) => <UploadRow key={item.key} item={item} />)}
        </ul>
      )}
      <p className="upload-status form-error" role="alert">
        {failed.length > 0 && !running ? batchErrorMessage(failed.map((item) => item.progress.message)) : ""}
      </p>
      {cameraOpen && <CameraDialog onClose={() => setCameraOpen(false)} onPhoto={(file) => add([file])} />}
    </section>
  );
}

const STATE_LABELS: Record<UploadProgress["state"], string> = {
  initializing: "Starting",
  uploadingBlob: "Uploading",
  completingBlob: "Processing",
  done: "Done",
  error: "Failed",
};

function UploadRow({ item }: { item: UploadItem }) {
  const { progress } = item;
  const id = useId();
  return (
    <li className="upload-item" data-state={progress.state}>
      {item.previewUrl
        ? <img className="upload-preview" src={item.previewUrl} alt="" />
        : (
          <span className="upload-preview upload-preview-file" aria-hidden="true">
            {fileBadge(item.file)}
          </span>
        )}
      <div className="upload-item-text">
        <span className="upload-file-name" id={id}>{item.file.name}</span>
        {progress.state !== "error" && progress.state !== "done" && (
          <progress
            aria-labelledby={id}
            max={100}
            value={progress.percent ?? undefined}
          />
        )}
        <span className="upload-item-message">
          <span className="upload-state">{STATE_LABELS[progress.state]}</span>
          {progress.message && <span>{progress.message}</span>}
        </span>
        {progress.note && progress.state !== "done" && <span className="upload-note">{progress.note}</span>}
      </div>
    </li>
  );
}

function fileBadge(file: File): string {
  if (file.type.startsWith("video/")) return "▶";
  if (file.type === "application/pdf") return "PDF";
  return "File";
}
