// The iframe popup's rules (seed 001, "Popups and dialogs", sections 8 and 9), as pure functions: when a
// link opens a popup, what the popup's history entry records, its title, and its size.
import { APP_NAME } from "./brand.ts";

export const POPUP_MIN_VIEWPORT = { width: 1024, height: 700 } as const;
export const UNSAVED_POPUP = "You have unsaved changes. Are you sure you want to close this popup?";

export interface Viewport {
  width: number;
  height: number;
}

/**
 * How a popup link opens: as a popup when the viewport is at least 1024 x 700, full-screen on a smaller
 * one when the link requires a popup (data-popup="force"), else as an ordinary page visit.
 */
export function popupMode(viewport: Viewport, forced: boolean): "popup" | "full-screen" | "navigate" {
  if (viewport.width >= POPUP_MIN_VIEWPORT.width && viewport.height >= POPUP_MIN_VIEWPORT.height) {
    return "popup";
  }
  return forced ? "full-screen" : "navigate";
}

/** The history entry of an open popup: it keeps the page's address, so Back closes and Forward reopens. */
export interface PopupHistoryState {
  popup: true;
  /** The popup page's path, search and hash. */
  target: string;
  /** The page the popup was opened on. */
  previousLocation: string;
  /** Opened by a link that requires a popup: full-screen on a small viewport. */
  forced: boolean;
}

/** The popup an entry's state asks for, or null when the entry has none (or it is not ours). */
export function popupOfState(state: unknown): PopupHistoryState | null {
  if (typeof state !== "object" || state === null) return null;
  const { popup, target, previousLocation, forced } = state as Record<string, unknown>;
  if (popup !== true || typeof target !== "string" || !target.startsWith("/")) return null;
  return {
    popup,
    target,
    previousLocation: typeof previousLocation === "string" ? previousLocation : "",
    forced: forced === true,
  };
}

/**
 * The path a popup link opens, or null when it is not a same-origin address (those open as ordinary
 * links: a page of another site cannot be read for its title, size or unsaved forms).
 */
export function popupTarget(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * The popup's title from the loaded page's <title>. The app's titles read "Page — Shop" (page_title.ts):
 * the popup shows the page part. A title without that shape is a welcome page the popup does not know
 * (the bare product name of the landing and error pages, an empty title): the popup shows no title.
 */
export function popupTitle(documentTitle: string): string | null {
  const title = documentTitle.trim();
  const separator = title.lastIndexOf(" — ");
  if (title === "" || title === APP_NAME || separator <= 0) return null;
  return title.slice(0, separator);
}

export type ResizeMode = "auto" | "scroll" | "fixed";

/** What a page declares for its popup in <meta name="popup-…"> tags (docs/ui/popups.md). */
export interface PopupMeta {
  width: number | null;
  height: number | null;
  maxWidth: number | null;
  resize: ResizeMode;
  header: boolean;
}

export const POPUP_META_NAMES = {
  width: "popup-width",
  height: "popup-height",
  maxWidth: "popup-max-width",
  resize: "popup-resize",
  header: "popup-header",
} as const;

/** Reads the meta tags through `content` (the tag's content, or null); a bad value counts as absent. */
export function readPopupMeta(content: (name: string) => string | null): PopupMeta {
  const pixels = (name: string) => {
    const value = content(name)?.trim() ?? "";
    return /^\d{2,4}$/.test(value) ? Number(value) : null;
  };
  const resize = content(POPUP_META_NAMES.resize)?.trim();
  return {
    width: pixels(POPUP_META_NAMES.width),
    height: pixels(POPUP_META_NAMES.height),
    maxWidth: pixels(POPUP_META_NAMES.maxWidth),
    resize: resize === "scroll" || resize === "fixed" ? resize : "auto",
    header: content(POPUP_META_NAMES.header)?.trim() !== "hidden",
  };
}

export const TRIAL_WIDTHS = [480, 640, 720, 790, 1000, 1270, 1330] as const;
export const TRIAL_HEIGHTS = [480, 520, 600, 700, 800] as const;
export const SCROLL_EXTRA = { width: 44, height: 68 } as const;
export const MAX_HEIGHT_VH = 90;
/** Room the popup leaves around itself on each side of the viewport, in px. */
export const POPUP_MARGIN = 16;
/** The frame's size when a page declares none and cannot be measured. */
export const DEFAULT_FRAME = { width: 720, height: 600 } as const;

/** The largest frame the viewport allows: its width less the margins, and 90vh high. */
export function frameLimit(viewport: Viewport, meta: PopupMeta): Viewport {
  const width = viewport.width - 2 * POPUP_MARGIN;
  return {
    width: Math.max(0, Math.min(width, meta.maxWidth ?? width)),
    height: Math.floor(viewport.height * MAX_HEIGHT_VH / 100),
  };
}

/**
 * Auto-size: the first trial size at which the page fits (`fits` tries it on the frame), within `limit`;
 * when none fits, the largest allowed, which is the limit itself when it is under every trial size.
 */
export function trialSize(trials: readonly number[], limit: number, fits: (size: number) => boolean): number {
  const allowed = trials.filter((size) => size <= limit);
  for (const size of allowed) if (fits(size)) return size;
  return allowed.at(-1) ?? limit;
}

/** Scroll-based sizing: the page's scroll size plus room for a scroll bar and its margins, at most 90vh. */
export function scrollSize(scroll: Viewport, limit: Viewport): Viewport {
  return {
    width: Math.min(scroll.width + SCROLL_EXTRA.width, limit.width),
    height: Math.min(scroll.height + SCROLL_EXTRA.height, limit.height),
  };
}

/**
 * The frame's size for a page: what it declares, else measured as its resize mode says. `measure` sets
 * the frame to a size and tells the page's scroll size at it.
 */
export function frameSize(meta: PopupMeta, limit: Viewport, measure: (size: Viewport) => Viewport): Viewport {
  const clamp = (size: Viewport) => ({
    width: Math.min(size.width, limit.width),
    height: Math.min(size.height, limit.height),
  });
  if (meta.resize === "fixed") {
    return clamp({ width: meta.width ?? DEFAULT_FRAME.width, height: meta.height ?? DEFAULT_FRAME.height });
  }
  if (meta.resize === "scroll") {
    const start = clamp({ width: meta.width ?? TRIAL_WIDTHS[0], height: meta.height ?? TRIAL_HEIGHTS[0] });
    return scrollSize(measure(start), limit);
  }
  const width = meta.width !== null
    ? Math.min(meta.width, limit.width)
    : trialSize(TRIAL_WIDTHS, limit.width, (w) => measure({ width: w, height: TRIAL_HEIGHTS[0] }).width <= w);
  const height = meta.height !== null
    ? Math.min(meta.height, limit.height)
    : trialSize(TRIAL_HEIGHTS, limit.height, (h) => measure({ width, height: h }).height <= h);
  return { width, height };
}
