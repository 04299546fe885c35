// What an upload says (its progress, its retries, why it failed) in the page's words: the media kit's
// UploadWords from the media.upload* messages. The shop's frame uses it for the device's outbox on every page,
// so the keys are named here as text (typed by MessageKey) rather than imported with the media messages,
// whose defaults in every culture would then ride in the chunk every page loads (decision 031).
import { useMemo } from "react";
import type { UploadWords } from "@modules/media/ui.ts";
import { type MessageKey, type PageWords, type Say, sayIn } from "@modules/text/ui.ts";

const K = {
  offline: "media.uploadOffline",
  noDestination: "media.uploadNoDestination",
  network: "media.uploadNetwork",
  otherwise: "media.uploadOtherwise",
  retry2: "media.uploadRetry2",
  retry1: "media.uploadRetry1",
  gaveUp: "media.uploadGaveUp",
  failed: "media.uploadNotSent",
  processing: "media.processing",
  size: "media.uploadTooLarge",
  success: "media.uploadStored",
  progress: "media.uploadProgress",
} as const satisfies Record<keyof UploadWords, MessageKey>;

/** The keys the shop's frame sends, since an upload from the device's outbox goes from whatever page is open. */
export const UPLOAD_WORDS_MESSAGES: MessageKey[] = Object.values(K);

export function uploadWords(say: Say): UploadWords {
  return {
    offline: say(K.offline),
    noDestination: say(K.noDestination),
    network: say(K.network),
    otherwise: say(K.otherwise),
    retry2: say(K.retry2),
    retry1: say(K.retry1),
    gaveUp: say(K.gaveUp),
    failed: say(K.failed),
    processing: say(K.processing),
    size: say(K.size),
    success: say(K.success),
    progress: (done, total, percent) => say(K.progress, { done, total, percent }),
  };
}

/** What an upload says in the shop frame's words (its loader's `words`), for useBayOutbox. */
export function useFrameUploadWords(words: PageWords | null | undefined): UploadWords {
  return useMemo(() => uploadWords(sayIn(words ?? null)), [words]);
}
