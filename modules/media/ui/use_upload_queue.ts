// Files picked together upload one after another through uploadFile (each PUT has the connection to
// itself), each with its progress, for every place that takes files (an asset list's upload area, a
// checklist row's Photos slot). A new batch starts clean: the last one's failed uploads go; when a batch is
// over its finished uploads go and the failed ones stay with their message. The create-asset URL and the
// callback are read when each file starts, so a re-render never strands a queued file on an old one. Each
// picture is shrunk on the device as it is added (photo_shrink.ts), one after another in a worker, while
// the files before it upload; its row keeps the picked file (its name and preview).
import { useRef, useState } from "react";
import type { Asset } from "../types.ts";
import { shrinkPhoto } from "./photo_shrink.ts";
import { uploadFile, type UploadProgress } from "./upload_client.ts";
import { isFinished, type UploadWords } from "./upload_rules.ts";

export interface QueuedUpload {
  key: number;
  file: File;
  progress: UploadProgress;
}

export function useUploadQueue(options: {
  createUrl: string | null;
  /** After each file is stored: the server's refreshed list of the owner's assets. */
  onUploaded(assets: Asset[]): void;
  /** What the uploads' progress says, in the page's language. */
  words?: UploadWords;
}): { uploads: QueuedUpload[]; running: boolean; add(files: File[]): void } {
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const nextKey = useRef(1);
  const latest = useRef(options);
  latest.current = options;

  function add(files: File[]) {
    if (files.length === 0) return;
    const added = files.map((file) => ({ key: nextKey.current++, file }));
    // Read now: the updater runs later, after pending has grown.
    const newBatch = pending.current === 0;
    setUploads((uploads) => [
      ...(newBatch ? [] : uploads),
      ...added.map(({ key, file }) => ({
        key,
        file,
        progress: {
          state: "initializing" as const,
          bytes: 0,
          totalBytes: file.size,
          percent: null,
          message: "",
          note: null,
        },
      })),
    ]);
    pending.current += added.length;
    for (const { key, file } of added) {
      // Shrunk from now on, in turn with the pictures before it, so it is ready when its upload starts.
      const toSend = shrinkPhoto(file);
      // The next file goes once this one is stored, not when its processing is over: photos picked after a
      // video do not wait for its transcode. The list keeps the picked order (the server numbers them at
      // create), whichever is ready first.
      queue.current = queue.current.then(() =>
        new Promise<void>((stored) => {
          toSend.then((sent) =>
            uploadFile(
              sent,
              { createUrl: latest.current.createUrl, words: latest.current.words },
              (progress) =>
                setUploads((uploads) =>
                  uploads.map((upload) => upload.key === key ? { ...upload, progress } : upload)
                ),
              stored,
            )
          ).then(
            (outcome) => latest.current.onUploaded(outcome.assets),
            // The upload's progress carries the message (uploadFile reported it).
            () => {},
          ).finally(() => {
            stored();
            if (--pending.current === 0) {
              setUploads((uploads) => uploads.filter((upload) => upload.progress.state !== "done"));
            }
          });
        })
      );
    }
  }

  return { uploads, running: uploads.some((upload) => !isFinished(upload.progress.state)), add };
}
