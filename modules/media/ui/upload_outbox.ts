// Photos and videos in the device's outbox (src/ui/outbox): a file picked or taken is kept on the device at
// once and uploaded from there through the upload protocol (upload_client.ts), one file at a time, in
// order, from whatever page of the app is open. Each entry's idempotency key goes with its create call, and
// how far the upload got (created, stored) is kept on the entry, so a resend after a lost answer, a closed
// tab or a restart picks up where it stopped and never makes a second asset. A picture is shrunk on the
// device before it goes (photo_shrink.ts).
import { outbox, type OutboxEntry, type OutboxSender, type SendResult } from "@ui/outbox/outbox.ts";
import type { Asset } from "../types.ts";
import { shrinkPhoto } from "./photo_shrink.ts";
import { type UploadCheckpoint, UploadFailure, uploadFile } from "./upload_client.ts";
import type { UploadWords } from "./upload_rules.ts";

export const UPLOAD_KIND = "upload";

export interface UploadPayload {
  file: Blob;
  fileName: string;
  type: string;
  /** The create-asset call of the file's owner (e.g. an inspection item's). */
  createUrl: string;
  /** What the page that queued it needs to place it (e.g. { taskId }). */
  meta: Record<string, unknown>;
}

/** Told to the pages listening to the entry's scope when the file has become an asset. */
export interface UploadedAnnouncement {
  type: "uploaded";
  meta: Record<string, unknown>;
  /** The owner's assets as the server lists them now. */
  assets: Asset[];
}

/** Keeps a file on the device and uploads it as soon as it can. */
export function queueUpload(
  file: File,
  target: { createUrl: string; scope: string; label: string; meta: Record<string, unknown> },
): Promise<OutboxEntry> {
  const payload: UploadPayload = {
    file,
    fileName: file.name,
    type: file.type,
    createUrl: target.createUrl,
    meta: target.meta,
  };
  return outbox.add({
    kind: UPLOAD_KIND,
    scope: target.scope,
    counts: "photo",
    label: target.label,
    payload,
  });
}

export function uploadPayloadOf(entry: OutboxEntry): UploadPayload {
  return entry.payload as UploadPayload;
}

/**
 * The outbox's sender of photos and videos. `words`: what an upload says in the language of the page open
 * when it goes (its progress and why it failed, kept on the entry); en-US without them.
 */
export const uploadSender = (words: () => UploadWords | undefined): OutboxSender => ({
  groups: false,
  async send([entry], context): Promise<SendResult> {
    const payload = uploadPayloadOf(entry);
    // The device keeps the file as it was taken; what goes up is made for a phone network (photo_shrink.ts).
    const file = await shrinkPhoto(new File([payload.file], payload.fileName, { type: payload.type }));
    const outcome = (result: Parameters<SendResult["outcomes"]["set"]>[1]): SendResult => ({
      outcomes: new Map([[entry.id, result]]),
    });
    try {
      const uploaded = await uploadFile(
        file,
        { createUrl: payload.createUrl, words: words() },
        (progress) => context.progress(entry, progress),
        undefined,
        {
          idempotencyKey: entry.key,
          resume: entry.checkpoint as UploadCheckpoint | null,
          onCheckpoint: (checkpoint) => context.checkpoint(entry, checkpoint),
        },
      );
      context.announce(
        entry.scope,
        {
          type: "uploaded",
          meta: payload.meta,
          assets: uploaded.assets,
        } satisfies UploadedAnnouncement,
      );
      return outcome({ outcome: "done" });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof UploadFailure && error.expired) {
        // Expired while the phone was offline: a fresh upload, from the create call.
        return outcome({ outcome: "again", message, checkpoint: null });
      }
      if (error instanceof UploadFailure && error.retryable) return outcome({ outcome: "again", message });
      return outcome({ outcome: "refused", message });
    }
  },
});
