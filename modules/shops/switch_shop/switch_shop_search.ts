// The shop picker's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

const NEXT_PAGES = new Set(["users/me", "users", "inspection-types"]);

/** The page's query: `next`, one of the pages a link may ask for. */
export function readSwitchShopSearch(search: Record<string, unknown>): { next?: string } {
  return typeof search.next === "string" && NEXT_PAGES.has(search.next) ? { next: search.next } : {};
}
