// Whether this page is the copy the service worker kept on the device, and when it was kept (issue 32): the
// worker marks every page it keeps (`data-kept-at` on <html>, service_worker.ts), and a page loaded from the
// network has no mark. Read once, as the scripts start, before the page is taken over by the browser's
// renderer (which owns <html>'s attributes from then on).
const mark = typeof document === "undefined" ? undefined : document.documentElement.dataset.keptAt;
const at = mark ? Date.parse(mark) : NaN;

/** When the page shown was kept on this device (ms since the epoch), or null: it came from the server. */
export const keptPageAt: number | null = Number.isFinite(at) ? at : null;

/** The attribute the worker adds to the <html> of a page it keeps. */
export const KEPT_AT_ATTRIBUTE = "data-kept-at";
