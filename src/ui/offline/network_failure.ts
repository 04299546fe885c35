// A page that cannot load because the network is down is opened as a whole document instead, so the service
// worker answers it: with the copy kept on this device, or the offline page. A move inside the app fetches
// the next page's data (server functions); offline that fetch fails, and the error page would say
// "Something went wrong" about a page the device may well have kept.

/** A fetch that never reached the server: what browsers throw (Chromium, Firefox, Safari), or any failure
 * while the browser says it is offline. */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return true;
  return !online && error instanceof Error;
}

/**
 * Opens `address` as a document when this document was not already loaded from it (a reload of a kept page
 * that still fails must not reload again and again). True when the browser is on its way there.
 */
export function openAsDocument(address: string, documentAddress: string): boolean {
  if (address === documentAddress) return false;
  // In place of the entry the move inside the app added, so Back still goes to the page before.
  globalThis.location.replace(address);
  return true;
}

/** The address this document was loaded from (a move inside the app changes location, not this). */
export function documentAddress(): string {
  const [entry] = performance.getEntriesByType("navigation");
  return entry?.name ?? "";
}
