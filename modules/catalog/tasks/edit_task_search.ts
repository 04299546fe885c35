// The task page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { type DoneSearch, readDoneSearch } from "@ui/done_notice.tsx";

export const DONE = {
  added: "The task was added.",
  saved: "Changes saved.",
  deactivated: "Inspections already use this task, so it was deactivated instead of deleted: their history " +
    "keeps it, and new inspections no longer list it.",
} as const;

export type EditTaskSearch = DoneSearch<keyof typeof DONE>;

export const readEditTaskSearch = (search: Record<string, unknown>): EditTaskSearch =>
  readDoneSearch(DONE, search);
