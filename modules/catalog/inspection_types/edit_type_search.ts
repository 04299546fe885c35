// The type page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { type DoneSearch, readDoneSearch } from "@ui/done_notice.tsx";

export const DONE = { added: "The inspection type was added.", saved: "Changes saved." } as const;

export type EditTypeSearch = DoneSearch<keyof typeof DONE>;

export const readEditTypeSearch = (search: Record<string, unknown>): EditTypeSearch =>
  readDoneSearch(DONE, search);
