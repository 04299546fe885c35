// The priorities page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { doneOf } from "@ui/done_notice.tsx";

export const DONE = { added: "The priority was added.", saved: "Changes saved." } as const;

export interface PrioritiesSearch {
  done?: keyof typeof DONE;
}

export function readPrioritiesSearch(search: Record<string, unknown>): PrioritiesSearch {
  // Set, not left out: the router would keep the raw value.
  return { done: doneOf(DONE, search) };
}
