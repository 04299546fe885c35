// One file's upload through the three-step protocol (seed 000 section 7 "Uploads"): GET the create-asset
// URL, PUT the file to the storage URL it names (XMLHttpRequest: fetch cannot report upload progress), POST
// the completion and, while the server processes, poll its status. The rules (states, progress text,
// retry notes, messages) are in upload_rules.ts; this file runs them and reports every change.
import {
  type Asset,
  type CompleteUploadRequest,
  type CompleteUploadResponse,
  type CreateAssetResponse,
  UPLOAD_CLIENT_MESSAGES,
  type UploadResult,
} from "../types.ts";
import { csrfToken } from "@ui/calls.ts";
import { serverMessage } from "@ui/server_message.ts";
import {
  COMPLETE_ATTEMPTS,
  NetworkError,
  nextUploadState,
  POLL_INTERVAL_MS,
  progressPercent,
  progressText,
  PUT_ATTEMPTS,
  retryDelayMs,
  retryNote,
  UPLOAD_WORDS,
  UploadError,
  type UploadEvent,
  uploadFailureMessage,
  type UploadState,
  type UploadWords,
} from "./upload_rules.ts";

/** What an upload's row shows (seed 001 "Upload progress"). percent is null while indeterminate. */
export interface UploadProgress {
  state: UploadState;
  bytes: number;
  totalBytes: number;
  percent: number | null;
  message: string;
  /** The PUT's retry note ("Network Error. Will retry 2 more times..."), kept beside the progress. */
  note: string | null;
}

export interface UploadTarget {
  /** The create-asset call, e.g. /ajax/inspections/{enc}/assets/create; null when the page has none. */
  createUrl: string | null;
  /** A marked-up copy names the asset it was made from. */
  parentAssetId?: number | null;
  supersedeParentAsset?: boolean;
  /** The sentences its progress and failures say, in the page's language; en-US without them. */
  words?: UploadWords;
}

export interface UploadOutcome {
  uploadResults: UploadResult[];
  assets: Asset[];
}

/** How far an upload got, kept by the outbox so a resend starts there instead of from nothing. */
export interface UploadCheckpoint {
  created: CreateAssetResponse;
  /** The file is in storage: only the completion is left. */
  stored: boolean;
}

/** What the device's outbox adds to an upload (the protocol itself is the same). */
export interface ResumableUpload {
  /** Sent with the create call: asking again with the same key gets the same upload, not a second one. */
  idempotencyKey: string;
  resume: UploadCheckpoint | null;
  onCheckpoint(checkpoint: UploadCheckpoint): Promise<void>;
}

/** An upload that failed; retryable when no answer came (network, server error), not when refused. */
export class UploadFailure extends Error {
  constructor(message: string, readonly retryable: boolean, readonly expired = false) {
    super(message);
  }
}

/**
 * Uploads one file, reporting each change of state and progress; resolves with the refreshed list, or
 * rejects with an Error whose message is the one to show.
 */
export async function uploadFile(
  file: File,
  target: UploadTarget,
  onProgress: (progress: UploadProgress) => void,
  /** The file is stored and the server has it (ready, or still processing): the next file may go. */
  onStored?: () => void,
  resumable?: ResumableUpload,
): Promise<UploadOutcome> {
  const words = target.words ?? UPLOAD_WORDS;
  let state: UploadState = "initializing";
  let progress: UploadProgress = {
    state,
    bytes: 0,
    totalBytes: file.size,
    percent: null,
    message: "",
    note: null,
  };
  const report = (event: UploadEvent | null, change: Partial<UploadProgress>) => {
    if (event) {
      const next = nextUploadState(state, event);
      if (next === null) return false;
      state = next;
    }
    progress = { ...progress, ...change, state };
    onProgress(progress);
    return true;
  };

  // Leaving the page loses an upload, so the browser asks first, unless the outbox holds the file: then
  // leaving is safe (it is sent from the next page).
  const guard = resumable ? null : unloadGuard;
  guard?.add();
  try {
    report(null, {});
    if (!navigator.onLine) throw new UploadError(words.offline);
    if (!target.createUrl) throw new UploadError(words.noDestination);

    const resume = resumable?.resume ?? null;
    // A resent upload may have gone through already (only its answer was lost): ask before sending it again.
    const already = resume ? await statusOf(resume.created, words) : null;
    if (already?.sasUploadStatus === "done") {
      onStored?.();
      return finished(already);
    }
    const created = resume?.created ?? await createAsset(target.createUrl, resumable?.idempotencyKey);
    if (!report("created", { bytes: 0, percent: 0, message: progressText(0, file.size, words) })) {
      throw new UploadError(words.failed);
    }
    if (!resume) await resumable?.onCheckpoint({ created, stored: false });

    if (!resume?.stored && already?.sasUploadStatus !== "processing") {
      await putWithRetries(created, file, words, (bytes, totalBytes, note) =>
        report(null, {
          bytes,
          totalBytes,
          percent: progressPercent(bytes, totalBytes),
          message: progressText(bytes, totalBytes, words),
          ...(note ? { note } : {}),
        }));
      await resumable?.onCheckpoint({ created, stored: true });
    }

    report("uploaded", { percent: null, message: words.processing });
    const body: CompleteUploadRequest = {
      blobLifetimeId: created.blobLifetimeId,
      contentType: file.type || "application/octet-stream",
      fileName: file.name,
      parentAssetId: target.parentAssetId ?? null,
      supersedeParentAsset: target.supersedeParentAsset ?? false,
    };
    let answer = already?.sasUploadStatus === "processing"
      ? already
      : await complete(created.postCompleteUri, body, words);
    onStored?.();
    while (answer.sasUploadStatus === "processing" && answer.statusPollUri) {
      await sleep(POLL_INTERVAL_MS);
      answer = await poll(answer.statusPollUri, words);
    }
    if (answer.sasUploadStatus !== "done") throw new UploadError(completionMessage(answer, words));
    return finished(answer);
  } catch (error) {
    const retryable = error instanceof NetworkError || error instanceof TypeError ||
      error instanceof ServerDown;
    if (retryable) console.warn(UPLOAD_CLIENT_MESSAGES.networkLog);
    const message = error instanceof ServerDown ? error.message : uploadFailureMessage(error, words);
    report("failed", { percent: null, message });
    throw new UploadFailure(message, retryable, error instanceof ExpiredUpload);
  } finally {
    guard?.remove();
  }

  function finished(answer: CompleteUploadResponse): UploadOutcome {
    report("completed", {
      percent: 100,
      message: answer.uploadResults?.[0]?.message ?? words.success,
    });
    return { uploadResults: answer.uploadResults ?? [], assets: answer.assets ?? [] };
  }
}

/** No answer worth keeping (the server is down or busy): the outbox tries again later. */
class ServerDown extends Error {}

/** The upload a resend names is gone (expired while the phone was offline): it starts again from create. */
class ExpiredUpload extends UploadError {}

async function createAsset(url: string, idempotencyKey?: string): Promise<CreateAssetResponse> {
  const response = await fetch(url, {
    credentials: "include",
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {},
  });
  if (response.status >= 500) throw new ServerDown(await errorText(response));
  if (response.status !== 200) throw new UploadError(await errorText(response));
  return await response.json() as CreateAssetResponse;
}

/** The status of an upload being resent: done, processing, or still waiting for its file (409 noData). */
async function statusOf(
  created: CreateAssetResponse,
  words: UploadWords,
): Promise<CompleteUploadResponse | null> {
  const response = await fetch(created.postCompleteUri.replace(/\/complete$/, ""), {
    credentials: "include",
  });
  if (response.status === 404) throw new ExpiredUpload(await errorText(response));
  if (response.status >= 500) throw new ServerDown(await errorText(response));
  const answer = await readCompletion(response, words).catch(() => null);
  // Refused before (its file was not allowed): saying so again is the answer; still waiting for its file
  // (noData) means the file goes now.
  if (answer?.sasUploadStatus === "error" && answer.uploadResults?.[0]?.status !== "noData") {
    throw new UploadError(completionMessage(answer, words));
  }
  return answer?.sasUploadStatus === "error" ? null : answer;
}

/** The PUT, tried up to three times on a network failure, with the seed's note after each. */
async function putWithRetries(
  created: CreateAssetResponse,
  file: File,
  words: UploadWords,
  onProgress: (bytes: number, totalBytes: number, note?: string) => void,
): Promise<void> {
  for (let attempt = 1;; attempt++) {
    try {
      await put(created, file, words, onProgress);
      return;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      onProgress(0, file.size, retryNote(attempt, words));
      if (attempt >= PUT_ATTEMPTS) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}

function put(
  created: CreateAssetResponse,
  file: File,
  words: UploadWords,
  onProgress: (bytes: number, totalBytes: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", created.putUri);
    // The app's own PUT URL is same-origin and needs the session; a storage service's presigned URL does not.
    request.withCredentials = new URL(created.putUri, location.href).origin === location.origin;
    for (const [name, value] of Object.entries(created.putRequestHeaders ?? {})) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onerror = () => reject(new NetworkError());
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      if (request.status === 413) return reject(new UploadError(words.size));
      reject(
        new UploadError(
          serverMessage(request.getResponseHeader("Content-Type"), request.responseText, request.status),
        ),
      );
    };
    request.send(file);
  });
}

/** The completion call, tried once more on a network failure. */
async function complete(
  url: string,
  body: CompleteUploadRequest,
  words: UploadWords,
): Promise<CompleteUploadResponse> {
  for (let attempt = 1;; attempt++) {
    try {
      const response = await fetch(url, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrfToken() },
        body: JSON.stringify(body),
      });
      return await readCompletion(response, words);
    } catch (error) {
      if (!(error instanceof TypeError) || attempt >= COMPLETE_ATTEMPTS) throw error;
    }
  }
}

async function poll(url: string, words: UploadWords): Promise<CompleteUploadResponse> {
  return await readCompletion(await fetch(url, { credentials: "include" }), words);
}

/** 200 with the status, or 409 with the error status; anything else says what the server said. */
async function readCompletion(response: Response, words: UploadWords): Promise<CompleteUploadResponse> {
  if (response.status === 200 || response.status === 409) {
    const type = response.headers.get("Content-Type") ?? "";
    if (type.includes("json")) return await response.json() as CompleteUploadResponse;
  }
  if (response.status === 413) throw new UploadError(words.size);
  throw new UploadError(await errorText(response));
}

function completionMessage(answer: CompleteUploadResponse, words: UploadWords): string {
  return answer.uploadResults?.find((result) => result.status !== "success")?.message || answer.details ||
    words.failed;
}

async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return serverMessage(response.headers.get("Content-Type"), text, response.status);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The unload warning, on while any upload runs and removed when the last finishes. */
const unloadGuard = (() => {
  let running = 0;
  const warn = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the warning only when returnValue is set.
    event.returnValue = "";
  };
  return {
    add() {
      if (running++ === 0) addEventListener("beforeunload", warn);
    },
    remove() {
      if (--running === 0) removeEventListener("beforeunload", warn);
    },
  };
})();
