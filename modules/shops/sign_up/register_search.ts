// The sign-up page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

/** The page's query: reason=expired when a sign-up's step 2 came too late. */
export function readRegisterSearch(search: Record<string, unknown>): { reason?: "expired" } {
  return search.reason === "expired" ? { reason: "expired" } : {};
}
