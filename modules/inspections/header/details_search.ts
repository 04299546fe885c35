// The details page's search: returnUrl, the page to go "Back" to (the server keeps it only when it is a path
// of the same shop).
export function readDetailsSearch(search: Record<string, unknown>): { returnUrl?: string } {
  return { returnUrl: typeof search.returnUrl === "string" ? search.returnUrl : undefined };
}
