// The iframe popup (seed 001, "Popups and dialogs"): a page of the app in a frame inside a dialog. A
// spinner shows until the page has loaded; then the popup takes the page's title, its declared size (or
// measures one, popup_rules.ts) and offers Expand/Shrink, Chat when the page has a chat section, and
// Close. Closing a page with changed forms asks first. History is the host's business (popup_host.tsx).
import { type CSSProperties, useCallback, useEffect, useRef, useState } from "react";
import { confirm } from "./confirm_dialog.tsx";
import { Dialog, useDialogClose } from "./dialog.tsx";
import { hasChangedForms } from "./form_dirty.ts";
import {
  frameLimit,
  frameSize,
  type PopupMeta,
  popupTitle,
  readPopupMeta,
  UNSAVED_POPUP,
  type Viewport,
} from "./popup_rules.ts";

/** A page's chat section has this id; the popup then offers Chat, which scrolls to it. */
export const CHAT_SECTION_ID = "chat";

export interface IframePopupProps {
  target: string;
  /** Fills the viewport from the start (a forced popup on a small screen). */
  fullScreen: boolean;
  /** False closes it from outside (Back), without asking. */
  open: boolean;
  onClose(): void;
  /** Set to the popup's unsaved-changes question, for a Back that would close it. */
  mayLeave?: { current: () => Promise<boolean> };
}

interface Loaded {
  title: string | null;
  meta: PopupMeta;
  hasChat: boolean;
}

export function IframePopup(props: IframePopupProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const closeRef = useRef<() => void>(() => {});
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Kept while the next page loads inside, so the popup does not jump about behind the spinner.
  const [size, setSize] = useState<Viewport | null>(null);
  const [expanded, setExpanded] = useState(false);
  const detach = useRef<() => void>(() => {});
  useEffect(() => () => detach.current(), []);

  const onLoad = useCallback(() => {
    const iframe = frame.current;
    const doc = iframe?.contentDocument;
    const win = iframe?.contentWindow;
    detach.current();
    if (!iframe || !doc || !win) return;
    const meta = readPopupMeta((name) =>
      doc.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? null
    );
    const viewport = { width: globalThis.innerWidth, height: globalThis.innerHeight };
    const size = frameSize(meta, frameLimit(viewport, meta), (trial) => {
      iframe.style.width = `${trial.width}px`;
      iframe.style.height = `${trial.height}px`;
      return { width: doc.documentElement.scrollWidth, height: doc.documentElement.scrollHeight };
    });
    // The measured size goes to the dialog's CSS variables; the trial sizes must not stay inline.
    iframe.style.width = iframe.style.height = "";
    setSize(size);
    setLoaded({ title: popupTitle(doc.title), meta, hasChat: !!doc.getElementById(CHAT_SECTION_ID) });

    // Pages that change their title in place (client-side navigation) rename the popup.
    const titles = new MutationObserver(() =>
      setLoaded((state) => state && { ...state, title: popupTitle(doc.title) })
    );
    titles.observe(doc.head, { subtree: true, childList: true, characterData: true });
    // Focus inside the frame keeps keys from the dialog: Esc there closes the popup, unless the page
    // used it (its own dialog).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) closeRef.current();
    };
    // A link followed inside the popup replaces the frame's page rather than adding to the history, so
    // Back still closes the popup.
    const onClick = (event: MouseEvent) => {
      const link = followedLink(event);
      if (!link) return;
      event.preventDefault();
      win.location.replace(link.href);
    };
    // A link followed inside the popup: the spinner again until the next page has loaded.
    const onLeave = () => setLoaded(null);
    doc.addEventListener("keydown", onKey);
    doc.addEventListener("click", onClick);
    win.addEventListener("pagehide", onLeave);
    detach.current = () => {
      titles.disconnect();
      doc.removeEventListener("keydown", onKey);
      doc.removeEventListener("click", onClick);
      win.removeEventListener("pagehide", onLeave);
      detach.current = () => {};
    };
  }, []);

  const canClose = useCallback(async () => {
    const doc = frame.current?.contentDocument;
    if (!doc || !hasChangedForms(doc)) return true;
    return await confirm({
      title: "Unsaved changes",
      message: UNSAVED_POPUP,
      confirmLabel: "Discard changes",
      destructive: true,
    });
  }, []);

  const { mayLeave } = props;
  useEffect(() => {
    if (mayLeave) mayLeave.current = canClose;
  }, [mayLeave, canClose]);

  const full = props.fullScreen || expanded;
  const showHeader = loaded?.meta.header ?? true;
  const style = size && !full
    ? { "--frame-width": `${size.width}px`, "--frame-height": `${size.height}px` } as CSSProperties
    : undefined;

  return (
    <Dialog
      title={loaded?.title ?? (loaded ? "Page" : "Loading…")}
      titleHidden={!loaded?.title || !showHeader}
      className={`iframe-popup${full ? " full" : ""}${showHeader ? "" : " headless"}`}
      style={style}
      open={props.open}
      onClose={props.onClose}
      canClose={canClose}
      closeInHeader
      footer={null}
      headerActions={showHeader && (
        <>
          {loaded?.hasChat && (
            <button
              type="button"
              className="button dialog-header-button"
              onClick={() => showChat(frame.current)}
            >
              Chat
            </button>
          )}
          {!props.fullScreen && (
            <button
              type="button"
              className="button dialog-header-button"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? "Shrink" : "Expand"}
            </button>
          )}
        </>
      )}
    >
      <CloseBridge closeRef={closeRef} />
      {!loaded && (
        <div className="popup-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Loading…
        </div>
      )}
      <iframe
        ref={frame}
        src={props.target}
        title={loaded?.title ?? "Popup page"}
        className="popup-frame"
        data-loading={loaded ? undefined : ""}
        onLoad={onLoad}
      />
    </Dialog>
  );
}

/** Hands the dialog's close (with its unsaved-changes question) to listeners inside the frame. */
function CloseBridge({ closeRef }: { closeRef: { current: () => void } }) {
  closeRef.current = useDialogClose();
  return null;
}

/** A plain click on an ordinary link of this site that loads another page in the same frame. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  const here = link.ownerDocument.location;
  if (url.origin !== here.origin) return null;
  // A jump within the page is no page load.
  return url.pathname === here.pathname && url.search === here.search && url.hash ? null : link;
}

function showChat(iframe: HTMLIFrameElement | null) {
  const section = iframe?.contentDocument?.getElementById(CHAT_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ block: "start" });
  const field = section.querySelector<HTMLElement>("textarea, input, button, [tabindex]");
  (field ?? section).focus();
}
