// A task's findings page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { doneOf } from "@ui/done_notice.tsx";

export const DONE = { added: "The finding was added.", saved: "Changes saved." } as const;

export interface TaskFindingsSearch {
  done?: keyof typeof DONE;
}

export function readTaskFindingsSearch(search: Record<string, unknown>): TaskFindingsSearch {
  // Set, not left out: the router would keep the raw value.
  return { done: doneOf(DONE, search) };
}
