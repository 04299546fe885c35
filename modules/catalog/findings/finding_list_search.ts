// The findings list's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { type FindingsSearch, readFindingsSearch } from "./findings_search.ts";

export const DONE = { saved: "Changes saved." } as const;

export type FindingListSearch = FindingsSearch & { done?: keyof typeof DONE };

export function readFindingListSearch(search: Record<string, unknown>): FindingListSearch {
  return {
    ...readFindingsSearch(search),
    // Set, not left out: the router would keep the raw value.
    done: search.done === "saved" ? "saved" as const : undefined,
  };
}
