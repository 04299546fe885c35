// Where files are added to an asset list (seed 001 sections 4, 5): a drop zone, an "Add photos or
// videos" picker (several at once; on a phone the picker offers the camera and the library, as capture is
// not forced), where asked a "Take photo" button (the camera dialog; its photo uploads like a picked file),
// and one row per file with its progress, state and message. Files upload one after another (the upload
// queue), so the list grows in the order they were picked. Only pictures get a local preview. When the batch is over, finished rows go; failed rows stay with their message, and
// the status line keeps the first error.
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import type { Asset } from "../types.ts";
import { useHydrated } from "@ui/use_hydrated.ts";
import { CameraDialog } from "./camera_dialog.tsx";
import { batchErrorMessage, hasLocalPreview } from "./upload_rules.ts";
import { type QueuedUpload, useUploadQueue } from "./use_upload_queue.ts";
import { useMediaWords } from "./media_words.ts";

export const ACCEPTED_FILES = "image/*,video/*,application/pdf";

export function UploadArea(props: {
  /** The create-asset call; null: the message "Upload failed: destination URL is missing." per file. */
  createUrl: string | null;
  /** After each file is stored: the server's refreshed list. */
  onUploaded(assets: Asset[]): void;
  /** A "Take photo" button beside the picker (for the bay: a tablet's or phone's rear camera). */
  camera?: boolean;
}) {
  const words = useMediaWords();
  const queue = useUploadQueue({
    createUrl: props.createUrl,
    onUploaded: props.onUploaded,
    words: words.upload,
  });
  const items = queue.uploads;
  const [cameraOpen, setCameraOpen] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const hydrated = useHydrated();
  const inputId = useId();

  // A picture's local preview lives as long as its row.
  const previews = useRef(new Map<File, string>());
  useEffect(() => {
    const shown = new Set(items.map((item) => item.file));
    for (const [file, url] of previews.current) {
      if (shown.has(file)) continue;
      URL.revokeObjectURL(url);
      previews.current.delete(file);
    }
  }, [items]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  function add(files: File[]) {
    for (const file of files) {
      if (hasLocalPreview(file)) previews.current.set(file, URL.createObjectURL(file));
    }
    queue.add(files);
  }

  const failed = items.filter((item) => item.progress.state === "error");
  const running = queue.running;

  return (
    <section
      className={`upload-area${dragOver ? " drag-over" : ""}`}
      aria-label={words.uploadArea}
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
          {words.addFiles}
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
            {words.takePhoto}
          </button>
        )}
        <span className="upload-hint">{words.dropHint}</span>
      </div>
      {items.length > 0 && (
        <ul className="upload-items" aria-label={words.uploads}>
          {items.map((item) => (
            <UploadRow key={item.key} item={item} previewUrl={previews.current.get(item.file) ?? null} />
          ))}
        </ul>
      )}
      <p className="upload-status form-error" role="alert">
        {failed.length > 0 && !running
          ? batchErrorMessage(failed.map((item) => item.progress.message), words.upload)
          : ""}
      </p>
      {cameraOpen && <CameraDialog onClose={() => setCameraOpen(false)} onPhoto={(file) => add([file])} />}
    </section>
  );
}

function UploadRow({ item, previewUrl }: { item: QueuedUpload; previewUrl: string | null }) {
  const { progress } = item;
  const id = useId();
  const words = useMediaWords();
  return (
    <li className="upload-item" data-state={progress.state}>
      {previewUrl
        ? <img className="upload-preview" src={previewUrl} alt="" />
        : (
          <span className="upload-preview upload-preview-file" aria-hidden="true">
            {fileBadge(item.file, words.file)}
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
          <span className="upload-state">{words.uploadStates[progress.state]}</span>
          {progress.message && <span>{progress.message}</span>}
        </span>
        {progress.note && progress.state !== "done" && <span className="upload-note">{progress.note}</span>}
      </div>
    </li>
  );
}

function fileBadge(file: File, fileWord: string): string {
  if (file.type.startsWith("video/")) return "▶";
  if (file.type === "application/pdf") return "PDF";
  return fileWord;
}
