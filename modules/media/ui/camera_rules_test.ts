import assert from "node:assert/strict";
import {
  CAMERA_CONSTRAINTS,
  CAMERA_JPEG_QUALITY,
  CAMERA_MESSAGES,
  cameraErrorMessage,
  cameraPhotoFileName,
} from "./camera_rules.ts";

Deno.test("a camera photo is a JPEG of quality 90 from the rear camera where there is one", () => {
  assert.equal(CAMERA_JPEG_QUALITY, 0.9);
  assert.deepEqual((CAMERA_CONSTRAINTS.video as MediaTrackConstraints).facingMode, { ideal: "environment" });
});

Deno.test("the photo's file name is the local time it was taken", () => {
  assert.equal(cameraPhotoFileName(new Date(2026, 10, 22, 14, 30, 5)), "photo-2026-11-22-143005.jpg");
  assert.equal(cameraPhotoFileName(new Date(2027, 0, 2, 3, 4, 9)), "photo-2027-01-02-030409.jpg");
});

Deno.test("each refusal of the browser has its own sentence", () => {
  const named = (name: string, extra = {}) => Object.assign(new Error("detail"), { name }, extra);
  assert.equal(cameraErrorMessage(named("NotAllowedError")), CAMERA_MESSAGES.permissionDenied);
  assert.match(CAMERA_MESSAGES.permissionDenied, /^Permission to use the camera was denied\. .*re-open/);
  assert.equal(cameraErrorMessage(named("NotFoundError")), CAMERA_MESSAGES.notFound);
  assert.equal(cameraErrorMessage(named("NotReadableError")), CAMERA_MESSAGES.notReadable);
  assert.equal(cameraErrorMessage(named("AbortError")), CAMERA_MESSAGES.aborted);
  assert.match(
    cameraErrorMessage(named("OverconstrainedError", { constraint: "facingMode" })),
    /^The camera does not support the requested settings \(facingMode\)\./,
  );
  assert.equal(
    cameraErrorMessage(named("WeirdError")),
    "The camera could not be opened: detail. Re-open this dialog to try again.",
  );
  assert.match(CAMERA_MESSAGES.photoNotSaved, /^The captured photo could not be saved\./);
});
