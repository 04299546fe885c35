// Which page a call came from, for audit trails: the path of the same-origin Referer, or "" when the call
// came from elsewhere (a script, the API). Only the path is kept: no query, no other site's address.
export function sourcePage(referer: string | undefined, requestUrl: string): string {
  if (!referer) return "";
  try {
    const from = new URL(referer);
    return from.origin === new URL(requestUrl).origin ? from.pathname : "";
  } catch {
    return "";
  }
}
