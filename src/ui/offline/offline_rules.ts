// What the staff app keeps on the device for offline use (docs/decisions/019-offline-staff-app.md), shared by
// the service worker (service_worker.ts) and the pages that talk to it (offline_app.tsx): which pages may be
// kept, the list of pages a page asks the worker to keep, and the messages between them.
import { RESERVED_FIRST_SEGMENTS } from "../../platform/reserved_paths.ts";

/** The worker's address: at the root, so its scope is every page of the app. */
export const SERVICE_WORKER_URL = "/sw.js";
/** The precached page shown for a page that is neither reachable nor kept. */
export const OFFLINE_PAGE = "/offline.html";
/** The staff pages kept on this device, for the person signed in on it: one cache per build of the app
 * (staff-pages-<version>), as a page refers to its build's script files. */
export const PAGES_CACHE = "staff-pages";
/** A kept page is a day's work: older copies are dropped. */
export const KEEP_PAGES_SECONDS = 24 * 60 * 60;
/**
 * How long a page may take before the copy on the device is shown instead (a bay's weak signal): short, but
 * longer than a busy server's slowest page, as the copy may be hours old and nothing says it is a copy.
 */
export const NETWORK_TIMEOUT_SECONDS = 6;
/** At most this many pages are fetched ahead on one request; every page opened is kept as well. */
export const MAX_PAGES_AHEAD = 30;
/**
 * The cookie that marks the session a page was kept in (modules/accounts/session_cookie.ts sets it beside the
 * session's; `__Host-` before it but on plain-HTTP localhost): the worker shows a kept page only while the
 * browser still has the same mark.
 */
export const KEPT_PAGES_COOKIE = "kept_for";
/** The Background Sync tag the outbox registers; the worker passes it on to open pages. */
export const OUTBOX_SYNC_TAG = "outbox";

/** What pages tell the worker. */
export type PageMessage =
  /** Who is signed in on this page (null: nobody); another person's kept pages are dropped. */
  | { type: "signed-in"; person: string | null }
  /**
   * Fetch these staff pages now and keep them, so they open offline without having been opened; a copy
   * kept less than `freshSeconds` ago (30 unless said) is not fetched again.
   */
  | { type: "keep-pages"; urls: string[]; freshSeconds?: number };

/** What the worker tells pages: the browser says the network is back for the outbox (Background Sync). */
export type WorkerMessage = { type: "outbox-sync" };

/**
 * A staff page that may be kept on the device: a shop's page (/{shop}/...), the shop picker, or a help page
 * (the same for everyone, and wanted most where the Wi-Fi is worst). Sign-in pages, the dev mailbox, the
 * component gallery, customer reports, calls and files are never kept.
 */
export function isKeptPage(path: string): boolean {
  const [first = "", second = ""] = path.split("/").filter(Boolean);
  if (first === "switch-shop" || first === "help") return true;
  // Not a shop: the app's own paths, files (favicon.svg) and the gallery's sample files.
  if (!first || RESERVED_FIRST_SEGMENTS.has(first) || first.includes(".") || isGallery(first)) return false;
  // A shop's pages that are not staff work: the component gallery and its samples, the customer report.
  return second !== "r" && !isGallery(second);
}

/** The mechanic's start page, the Bay, of the shop a page belongs to; "/" (the person's landing) elsewhere. */
export function bayPathOf(path: string): string {
  const [first = ""] = path.split("/").filter(Boolean);
  if (!isKeptPage(path) || first === "switch-shop" || first === "help") return "/";
  return `/${encodeURIComponent(decodeSegment(first))}/open-new-inspection-quicklist`;
}

/** The offline page as shown in place of `path`: its "Back to the Bay" leads to that page's shop's Bay. */
export function offlinePageFor(html: string, path: string): string {
  return html.replace('href="/" data-bay-link', `href="${bayPathOf(path)}" data-bay-link`);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function isGallery(segment: string): boolean {
  return segment.startsWith("gallery");
}

/**
 * The pages of a keep-pages message that the worker fetches: addresses of this origin whose path is a kept
 * page, without fragments or duplicates, at most MAX_PAGES_AHEAD. Anything else in the message is ignored.
 */
export function pagesToFetchAhead(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  const kept = new Set<string>();
  for (const url of urls) {
    if (kept.size === MAX_PAGES_AHEAD) break;
    if (typeof url !== "string") continue;
    let address: URL;
    try {
      address = new URL(url, origin);
    } catch {
      continue;
    }
    if (address.origin !== origin || !isKeptPage(address.pathname)) continue;
    kept.add(address.pathname + address.search);
  }
  return [...kept].map((path) => new URL(path, origin).href);
}

/** The person a page is signed in as, as the worker compares them: someone acting as another is a third. */
export function personKey(
  viewer: { userId: number; actor: { userId: number } | null } | null,
): string | null {
  if (!viewer) return null;
  return viewer.actor ? `${viewer.actor.userId} as ${viewer.userId}` : String(viewer.userId);
}
