// The inspection types list's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { flagSearch } from "./flag_search.ts";

export type TypesSearch = Partial<Record<"showAll", 1>>;

export function readTypesSearch(search: Record<string, unknown>): TypesSearch {
  return flagSearch(["showAll"], search);
}
