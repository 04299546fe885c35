import assert from "node:assert/strict";
import { UPLOAD_CLIENT_MESSAGES } from "../types.ts";
import {
  batchErrorMessage,
  hasLocalPreview,
  NetworkError,
  nextUploadState,
  progressPercent,
  progressText,
  retryNote,
  UploadError,
  uploadFailureMessage,
} from "./upload_rules.ts";

Deno.test("progress reads in MB with one decimal and a whole percent", () => {
  const MB = 1024 * 1024;
  assert.equal(progressText(0, 4.2 * MB), "0.0 MB of 4.2 MB (0%)");
  assert.equal(progressText(1.25 * MB, 5 * MB), "1.3 MB of 5.0 MB (25%)");
  assert.equal(progressText(4.2 * MB - 1, 4.2 * MB), "4.2 MB of 4.2 MB (99%)");
  assert.equal(progressText(4.2 * MB, 4.2 * MB), "4.2 MB of 4.2 MB (100%)");
  assert.equal(progressPercent(10, 0), 0);
});

Deno.test("the three PUT attempts say what happens next", () => {
  assert.equal(retryNote(1), "Network Error. Will retry 2 more times...");
  assert.equal(retryNote(2), "Will retry once more...");
  assert.equal(retryNote(3), "Upload failed after 3 attempts.");
});

Deno.test("an upload moves initializing, uploading, completing, done; the create answer is taken once", () => {
  assert.equal(nextUploadState("initializing", "created"), "uploadingBlob");
  assert.equal(nextUploadState("uploadingBlob", "created"), null);
  assert.equal(nextUploadState("uploadingBlob", "uploaded"), "completingBlob");
  assert.equal(nextUploadState("completingBlob", "completed"), "done");
  assert.equal(nextUploadState("initializing", "completed"), null);
  for (const state of ["initializing", "uploadingBlob", "completingBlob"] as const) {
    assert.equal(nextUploadState(state, "failed"), "error");
  }
  // Finished is final: a late answer or a second failure cannot replace the first message.
  assert.equal(nextUploadState("error", "failed"), null);
  assert.equal(nextUploadState("done", "failed"), null);
});

Deno.test("a failure says network, the known message, or the generic one", () => {
  assert.equal(uploadFailureMessage(new NetworkError()), UPLOAD_CLIENT_MESSAGES.network);
  assert.equal(uploadFailureMessage(new TypeError("Failed to fetch")), UPLOAD_CLIENT_MESSAGES.network);
  assert.equal(
    uploadFailureMessage(new UploadError("You are offline.The file cannot be uploaded.")),
    "You are offline.The file cannot be uploaded.",
  );
  assert.equal(uploadFailureMessage(new Error("boom")), "An unexpected error occurred. Please try again.");
  assert.equal(uploadFailureMessage(new UploadError(" ")), "An unexpected error occurred. Please try again.");
});

Deno.test("the batch keeps the first error message, else says Upload failed.", () => {
  assert.equal(batchErrorMessage([null, "first", "second"]), "first");
  assert.equal(batchErrorMessage([null, "", undefined]), "Upload failed.");
});

Deno.test("only picture files get a local preview", () => {
  assert.equal(hasLocalPreview({ type: "image/jpeg" }), true);
  assert.equal(hasLocalPreview({ type: "video/mp4" }), false);
  assert.equal(hasLocalPreview({ type: "application/pdf" }), false);
});
