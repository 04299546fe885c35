// The image editor's overlay (seed 001, section 4 "Image editor"): the editor page in a full-screen iframe
// over the current page. Opening it hides the dialogs already open and closing restores them; the editor
// page reports its close reason by postMessage (editor_overlay_rules.ts); only "savedSuccessfully" calls
// onSaved (the asset list refreshes); the overlay hides at once, giving the dialogs and focus back, and is
// removed 2000 ms later.
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { EDITOR_OVERLAY_REMOVAL_MS, editorCloseReasonOf } from "./editor_overlay_rules.ts";
import type { EditorCloseReason } from "./image_editor_rules.ts";
import { useMediaWords } from "./media_words.ts";

export interface EditorOverlayProps {
  /** The editor page, e.g. /image-editor?assetId=42 (same origin). */
  src: string;
  /** Only after a successful save. */
  onSaved(): void;
  /** The overlay is gone (2000 ms after the editor closed): the owner drops it. */
  onRemoved(reason: EditorCloseReason): void;
}

/** The open dialogs of the page (the app's Radix dialogs and the iframe popup), by their backdrops. */
const OPEN_DIALOGS = ".dialog-backdrop:not([hidden])";

export function EditorOverlay(props: EditorOverlayProps) {
  const words = useMediaWords();
  const frame = useRef<HTMLIFrameElement>(null);
  const [closed, setClosed] = useState<EditorCloseReason | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // What the editor covers: the page's open dialogs, and where focus was (the Edit image button).
  const covered = useRef<{ dialogs: HTMLElement[]; opener: Element | null } | null>(null);
  const uncover = () => {
    const was = covered.current;
    covered.current = null;
    if (!was) return;
    for (const dialog of was.dialogs) dialog.hidden = false;
    // Focus must not stay in the closing frame, where keys (Esc for the viewer) would go nowhere.
    if (was.opener instanceof HTMLElement && was.opener.isConnected) was.opener.focus();
  };

  useEffect(() => {
    // Hidden, not closed: their owners keep their state, and they come back exactly as they were.
    const hidden = [...document.querySelectorAll<HTMLElement>(OPEN_DIALOGS)];
    covered.current = { dialogs: hidden, opener: document.activeElement };
    for (const dialog of hidden) dialog.hidden = true;
    const onMessage = (event: MessageEvent) => {
      const reason = editorCloseReasonOf(event, {
        origin: location.origin,
        source: frame.current?.contentWindow,
      });
      if (reason) setClosed((already) => already ?? reason);
    };
    addEventListener("message", onMessage);
    return () => {
      removeEventListener("message", onMessage);
      uncover();
    };
  }, []);

  useEffect(() => {
    if (!closed) return;
    uncover();
    if (closed === "savedSuccessfully") latest.current.onSaved();
    const timer = setTimeout(() => latest.current.onRemoved(closed), EDITOR_OVERLAY_REMOVAL_MS);
    return () => clearTimeout(timer);
  }, [closed]);

  return createPortal(
    <div className="editor-overlay" data-state={closed ? "closed" : "open"} hidden={!!closed}>
      <iframe ref={frame} src={props.src} title={words.editorFrame} className="editor-overlay-frame" />
    </div>,
    document.body,
  );
}
