// The type preview's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { flagSearch } from "./flag_search.ts";

export type TypePreviewSearch = Partial<Record<"showInactiveTasks", 1>>;

export function readTypePreviewSearch(search: Record<string, unknown>): TypePreviewSearch {
  return flagSearch(["showInactiveTasks"], search);
}
