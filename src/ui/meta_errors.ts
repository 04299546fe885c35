// The rules of error reporting that need no browser: which errors are not reported, and the local record
// of "meta errors" (a report that itself failed) kept in localStorage for support to read.

/** Browsers fire these when a ResizeObserver callback resizes what it observes: noise, not bugs. */
export const IGNORED_ERROR_MESSAGES = [
  "ResizeObserver loop limit exceeded",
  "ResizeObserver loop completed with undelivered notifications.",
];

export function isIgnoredError(message: string): boolean {
  return IGNORED_ERROR_MESSAGES.includes(message.replace(/^Uncaught (?:Error: )?/, "").trim());
}

export const META_ERRORS_KEY = "Rss-MetaErrors";
export const META_ERROR_COOKIE = "Rss-HasMetaError";
/** The cookie tells support this browser could not report; it lasts as long as reports are kept. */
export const META_ERROR_COOKIE_DAYS = 30;
export const MAX_META_ERRORS = 10;

export interface MetaError {
  clientUtcUnixMS: number;
  originalError: string;
  metaError: string;
}

/** The stored list (whatever localStorage held) with the new entry last; only the newest are kept. */
export function appendMetaError(stored: string | null, entry: MetaError): string {
  let list: unknown = [];
  try {
    list = JSON.parse(stored ?? "[]");
  } catch {
    // A list we cannot read is replaced.
  }
  const kept = Array.isArray(list) ? list : [];
  return JSON.stringify([...kept, entry].slice(-MAX_META_ERRORS));
}
