// The checklist's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

export interface ChecklistSearch {
  lang?: string;
  categoryId?: number;
  returnUrl?: string;
}

/** lang: the checklist's language; categoryId: scroll to that category; returnUrl: a path of this shop. */
export function readChecklistSearch(search: Record<string, unknown>): ChecklistSearch {
  return {
    lang: typeof search.lang === "string" ? search.lang.slice(0, 20) : undefined,
    categoryId: /^[1-9]\d{0,9}$/.test(String(search.categoryId ?? ""))
      ? Number(search.categoryId)
      : undefined,
    returnUrl: typeof search.returnUrl === "string" ? search.returnUrl : undefined,
  };
}
