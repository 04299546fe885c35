// What the camera dialog decides without a camera (seed 000: section 5 "A photo from the camera is saved
// as JPEG quality 90", section 8 "Camera"): what it asks the browser for, the snapshot's file name, and
// the sentence shown for each way the browser can refuse.

/** Seed 000, section 9: "Camera JPEG quality 90" (canvas.toBlob takes it as 0..1). */
export const CAMERA_JPEG_QUALITY = 0.9;

/**
 * The rear camera where there is one (a phone pointed at a vehicle), any camera otherwise: "ideal" never
 * fails on a laptop with only a front camera. Full HD is asked for, not required, for the same reason.
 */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};

/** photo-2026-11-22-143005.jpg: the local time the photo was taken, sortable, no characters to escape. */
export function cameraPhotoFileName(takenAt: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const date = `${takenAt.getFullYear()}-${two(takenAt.getMonth() + 1)}-${two(takenAt.getDate())}`;
  const time = `${two(takenAt.getHours())}${two(takenAt.getMinutes())}${two(takenAt.getSeconds())}`;
  return `photo-${date}-${time}.jpg`;
}

export const CAMERA_MESSAGES = {
  permissionDenied:
    "Permission to use the camera was denied. Close this dialog, re-open it and allow access to the camera when the browser asks (or in the site settings next to the address bar).",
  unsupported:
    "This browser cannot open the camera here. Use a current browser over a secure (https) connection, or upload a photo instead.",
  notFound: "No camera was found. Connect a camera, or upload a photo instead.",
  notReadable:
    "The camera could not be started: another app or browser tab may be using it. Close the other app and re-open this dialog.",
  aborted: "The camera was stopped before it started. Re-open this dialog to try again.",
  photoNotSaved: "The captured photo could not be saved. Take the photo again, or upload a photo instead.",
} as const;

/** The dialog's words in the page's language (media_words.ts hands them over); en-US in CAMERA_WORDS. */
export interface CameraWords {
  title: string;
  livePreview: string;
  photoTaken: string;
  starting: string;
  close: string;
  retake: string;
  use: string;
  permissionDenied: string;
  unsupported: string;
  notFound: string;
  notReadable: string;
  aborted: string;
  photoNotSaved: string;
  /** Unmet constraints name the setting the camera could not give ("" when the browser names none). */
  unmet(constraint: string): string;
  /** Any other refusal, with the browser's own detail ("" when it gives none). */
  openFailed(detail: string): string;
}

export const CAMERA_WORDS: CameraWords = {
  ...CAMERA_MESSAGES,
  title: "Take a photo",
  livePreview: "Live camera preview",
  photoTaken: "Photo taken",
  starting: "Starting the camera…",
  close: "Close",
  retake: "Retake",
  use: "Use photo",
  unmet: (constraint) =>
    `The camera does not support the requested settings${
      constraint ? ` (${constraint})` : ""
    }. Re-open this dialog to try again with another camera.`,
  openFailed: (detail) =>
    `The camera could not be opened${detail ? `: ${detail}` : ""}. Re-open this dialog to try again.`,
};

/** The sentence for an error of getUserMedia, by the DOMException's name. */
export function cameraErrorMessage(error: unknown, words: CameraWords = CAMERA_WORDS): string {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return words.permissionDenied;
    case "OverconstrainedError":
    case "ConstraintNotSatisfiedError":
      return words.unmet(String((error as { constraint?: unknown }).constraint ?? ""));
    case "NotFoundError":
    case "DevicesNotFoundError":
      return words.notFound;
    case "NotReadableError":
    case "TrackStartError":
      return words.notReadable;
    case "AbortError":
      return words.aborted;
    default:
      return words.openFailed(String((error as { message?: unknown } | null)?.message ?? ""));
  }
}
