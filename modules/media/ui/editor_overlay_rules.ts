// How the image editor page (inside an iframe) tells its overlay on the parent page that it closed, and
// with which of the seed's reasons. Only a message from the overlay's own frame, on the app's own origin,
// counts: another window cannot close the editor or fake a save.
import { EDITOR_CLOSE_REASONS, type EditorCloseReason } from "./image_editor_rules.ts";

/** Seed 001, section 9: "Editor overlay removed 2000 ms after closing." */
export const EDITOR_OVERLAY_REMOVAL_MS = 2000;

const MESSAGE_TYPE = "image-editor-closed";

/** Called by the editor page: tells the overlay around it that the editor closed. */
export function postEditorClosed(reason: EditorCloseReason, target: Window = globalThis.parent): void {
  target.postMessage({ type: MESSAGE_TYPE, reason }, location.origin);
}

/** The close reason a message carries, or null when it is not the editor's; an unknown reason is "undefined". */
export function editorCloseReasonOf(
  message: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): EditorCloseReason | null {
  if (message.origin !== expected.origin || message.source !== expected.source) return null;
  const data = message.data as { type?: unknown; reason?: unknown } | null;
  if (data?.type !== MESSAGE_TYPE) return null;
  return (EDITOR_CLOSE_REASONS as readonly unknown[]).includes(data.reason)
    ? data.reason as EditorCloseReason
    : "undefined";
}
