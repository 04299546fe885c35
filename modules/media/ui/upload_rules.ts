// The rules of one browser upload (seed 000 sections 4, 5, 8, 9; seed 001 "Upload progress", "Upload
// item"): its states, the progress text in MB with one decimal and a percent, the notes of the three PUT
// attempts, which failure says what, and the batch's status line. Pure, so they are tested on their own;
// upload_client.ts runs them.
import { UPLOAD_CLIENT_MESSAGES, UPLOAD_MESSAGES } from "../types.ts";

/** What an upload says in the page's language (media_words.ts hands them over); en-US in UPLOAD_WORDS. */
export interface UploadWords {
  offline: string;
  noDestination: string;
  network: string;
  otherwise: string;
  retry2: string;
  retry1: string;
  gaveUp: string;
  failed: string;
  processing: string;
  /** The file is over the size limit (the storage refused it before the server could say so). */
  size: string;
  /** Stored, when the server's answer says nothing of its own. */
  success: string;
  /** "{done} MB of {total} MB ({percent}%)": the MB already with one decimal. */
  progress(done: string, total: string, percent: number): string;
}

export const UPLOAD_WORDS: UploadWords = {
  offline: UPLOAD_CLIENT_MESSAGES.offline,
  noDestination: UPLOAD_CLIENT_MESSAGES.noDestination,
  network: UPLOAD_CLIENT_MESSAGES.network,
  otherwise: UPLOAD_CLIENT_MESSAGES.otherwise,
  retry2: UPLOAD_CLIENT_MESSAGES.retry2,
  retry1: UPLOAD_CLIENT_MESSAGES.retry1,
  gaveUp: UPLOAD_CLIENT_MESSAGES.gaveUp,
  failed: UPLOAD_CLIENT_MESSAGES.failed,
  processing: UPLOAD_CLIENT_MESSAGES.processing,
  size: UPLOAD_MESSAGES.size,
  success: UPLOAD_MESSAGES.success,
  progress: (done, total, percent) => `${done} MB of ${total} MB (${percent}%)`,
};

/** initializing -> uploadingBlob -> completingBlob -> done, or error from any of the first three. */
export type UploadState = "initializing" | "uploadingBlob" | "completingBlob" | "done" | "error";

export type UploadEvent =
  /** The create-asset answer arrived: the PUT starts. */
  | "created"
  /** The PUT finished: the completion call starts ("Processing..."). */
  | "uploaded"
  | "completed"
  | "failed";

const NEXT: Record<UploadState, Partial<Record<UploadEvent, UploadState>>> = {
  // The create-asset answer is taken only here, so a second answer for the same upload changes nothing.
  initializing: { created: "uploadingBlob", failed: "error" },
  uploadingBlob: { uploaded: "completingBlob", failed: "error" },
  completingBlob: { completed: "done", failed: "error" },
  done: {},
  error: {},
};

/** The state after an event; null when the event does not apply (a late or repeated answer). */
export function nextUploadState(state: UploadState, event: UploadEvent): UploadState | null {
  return NEXT[state][event] ?? null;
}

export function isFinished(state: UploadState): boolean {
  return state === "done" || state === "error";
}

/** An MB here is 1024 × 1024 bytes, as MEDIA_MAX_UPLOAD_MB counts the size limit. */
const MB = 1024 * 1024;

/** Whole percent, never 100 before the last byte. */
export function progressPercent(bytes: number, totalBytes: number): number {
  if (totalBytes <= 0) return 0;
  return Math.min(100, Math.floor((bytes / totalBytes) * 100));
}

/** "{x.x} MB of {y.y} MB ({p}%)". */
export function progressText(bytes: number, totalBytes: number, words: UploadWords = UPLOAD_WORDS): string {
  const mb = (value: number) => (value / MB).toFixed(1);
  return words.progress(mb(bytes), mb(totalBytes), progressPercent(bytes, totalBytes));
}

/** The PUT is tried this many times when the network fails. */
export const PUT_ATTEMPTS = 3;
/** The completion call is tried once more when the network fails. */
export const COMPLETE_ATTEMPTS = 2;
/** How often a processing upload's status is asked for. */
export const POLL_INTERVAL_MS = 1000;

/** The progress note after the PUT's `failedAttempts`-th network failure. */
export function retryNote(failedAttempts: number, words: UploadWords = UPLOAD_WORDS): string {
  if (failedAttempts <= 1) return words.retry2;
  if (failedAttempts === 2) return words.retry1;
  return words.gaveUp;
}

/** Wait before the next PUT attempt: a moment for a phone to find its network again. */
export function retryDelayMs(failedAttempts: number): number {
  return 1000 * failedAttempts;
}

/** A failure the network caused (fetch's TypeError, XMLHttpRequest's error event). */
export class NetworkError extends Error {
  constructor() {
    super(UPLOAD_CLIENT_MESSAGES.network);
    this.name = "NetworkError";
  }
}

/** A failure whose words for the user are known (the server's message, offline, no destination). */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadError";
  }
}

/** What an upload's failure says: the network message, a known message, or the generic one. */
export function uploadFailureMessage(error: unknown, words: UploadWords = UPLOAD_WORDS): string {
  if (error instanceof NetworkError || error instanceof TypeError) return words.network;
  if (error instanceof UploadError && error.message.trim() !== "") return error.message;
  return words.otherwise;
}

/** The status line of a batch: the first error message kept, else "Upload failed.". */
export function batchErrorMessage(
  messages: readonly (string | null | undefined)[],
  words: UploadWords = UPLOAD_WORDS,
): string {
  return messages.find((message) => message && message.trim() !== "") ?? words.failed;
}

/** Only pictures get a local preview while they upload (seed 001 section 5). */
export function hasLocalPreview(file: { type: string }): boolean {
  return file.type.startsWith("image/");
}
