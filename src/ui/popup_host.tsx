// Opens links marked data-popup in the iframe popup, and keeps the popup in the browser's history: one
// delegated click listener for the whole page, and the popup follows the current history entry. Opening
// pushes an entry at the same address whose state records {popup, target, previousLocation}, so Back
// closes the popup, Forward reopens it, and closing it goes back to the prior entry. Rendered once, by the
// root route. Inside a popup's own frame it does nothing: links there simply navigate the frame.
import { useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { type PopupHistoryState, popupMode, popupOfState, popupTarget } from "./popup_rules.ts";

// Every page renders the host, few open a popup: the popup and its dialog code load on the first opening.
const IframePopup = lazy(() =>
  import("./iframe_popup.tsx").then((module) => ({ default: module.IframePopup }))
);

/** data-popup on a link opens it in a popup on a large screen; data-popup="force" on any screen. */
export const POPUP_LINK_SELECTOR = "a[data-popup][href]";

interface Shown {
  state: PopupHistoryState;
  /** The history entry's key. */
  entry: string;
  /** Each opening is a new dialog, even of the same entry (Forward while the last one was closing). */
  key: number;
  open: boolean;
}

let openings = 0;

export function PopupHost() {
  const router = useRouter();
  const [shown, setShown] = useState<Shown | null>(null);
  const framed = useRef(true);
  /** The open popup's unsaved-changes question; true when it may go. */
  const mayLeave = useRef<() => Promise<boolean>>(() => Promise.resolve(true));
  /** The user closed the popup and said yes already: the step back is not asked about again. */
  const closing = useRef(false);

  const follow = useCallback((location: { state: unknown }) => {
    const state = popupOfState(location.state);
    if (!state) closing.current = false;
    const entry = String((location.state as { key?: string }).key ?? state?.target);
    setShown((shown) => {
      if (!state) return shown && { ...shown, open: false };
      return shown?.open && shown.entry === entry ? shown : { state, entry, key: ++openings, open: true };
    });
  }, []);

  useEffect(() => {
    framed.current = globalThis.top !== globalThis.self;
    if (framed.current) return;
    follow(router.history.location);
    return router.history.subscribe(({ location }) => follow(location));
  }, [router, follow]);

  useEffect(() => {
    if (framed.current) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.(POPUP_LINK_SELECTOR) as
        | HTMLAnchorElement
        | null;
      if (!link || (link.target && link.target !== "_self")) return;
      const target = popupTarget(link.href, location.origin);
      const forced = link.dataset.popup === "force";
      const viewport = { width: globalThis.innerWidth, height: globalThis.innerHeight };
      if (!target || popupMode(viewport, forced) === "navigate") return;
      event.preventDefault();
      const here = router.history.location;
      const state: PopupHistoryState = { popup: true, target, previousLocation: here.href, forced };
      router.history.push(here.href, { ...state } as unknown as typeof here.state);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);

  // Back from a popup with unsaved changes asks too; the router's history puts the entry back on Cancel.
  const open = !!shown?.open;
  useEffect(() => {
    if (!open) return;
    return router.history.block({
      enableBeforeUnload: false,
      blockerFn: async ({ currentLocation, nextLocation }) => {
        if (closing.current || !popupOfState(currentLocation.state)) return false;
        return !popupOfState(nextLocation.state) && !(await mayLeave.current());
      },
    });
  }, [router, open]);

  const shownNow = useRef(shown);
  shownNow.current = shown;
  const onClosed = useCallback((key: number) => {
    const current = shownNow.current;
    // A popup that closed after a newer one opened (Back, then Forward at once) leaves the newer alone.
    if (current?.key !== key) return;
    // Closed by the user (still open as far as history knows, unlike after Back): going back to the
    // previous entry keeps Forward able to reopen it.
    if (current.open && popupOfState(router.history.location.state)) {
      closing.current = true;
      backToPreviousEntry();
    }
    setShown(null);
  }, [router]);

  if (!shown) return null;
  const viewport = { width: globalThis.innerWidth, height: globalThis.innerHeight };
  return (
    <Suspense>
      <IframePopup
        key={shown.key}
        target={shown.state.target}
        fullScreen={popupMode(viewport, shown.state.forced) !== "popup"}
        open={shown.open}
        onClose={() => onClosed(shown.key)}
        mayLeave={mayLeave}
      />
    </Suspense>
  );
}

/**
 * Back to the entry before the popup's. A page that navigated inside the frame added entries of its own
 * after it (the browser keeps one history for a page and its frames), so a plain history.back() could land
 * in the frame's past; the Navigation API goes to the page's own previous entry, where it is supported.
 */
function backToPreviousEntry() {
  const navigation = (globalThis as { navigation?: NavigationLike }).navigation;
  const index = navigation?.currentEntry?.index ?? -1;
  const previous = index > 0 ? navigation?.entries()[index - 1] : undefined;
  if (navigation && previous) navigation.traverseTo(previous.key);
  else history.back();
}

interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { key: string }[];
  traverseTo(key: string): unknown;
}
