// The audit page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

/** attention=1: warn and fail only; returnUrl: a path in this shop to go back to. */
export interface AuditSearch {
  attention?: 1;
  returnUrl?: string;
}

export function readAuditSearch(search: Record<string, unknown>): AuditSearch {
  return {
    attention: search.attention === 1 || search.attention === "1" ? 1 : undefined,
    returnUrl: typeof search.returnUrl === "string" ? search.returnUrl : undefined,
  };
}
