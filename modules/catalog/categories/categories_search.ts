// The categories page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { doneOf } from "@ui/done_notice.tsx";

export const DONE = {
  "category-added": "The category was added.",
  "category-saved": "Changes saved.",
  "category-deleted": "The category was deleted.",
} as const;

export interface CategoriesSearch {
  /** Boolean query values are 1 or 0. */
  showAll?: 1;
  openCategory?: number;
  done?: keyof typeof DONE;
}

export function readCategoriesSearch(search: Record<string, unknown>): CategoriesSearch {
  const read: CategoriesSearch = {};
  if (search.showAll === 1 || search.showAll === "1") read.showAll = 1;
  const open = Number(search.openCategory);
  if (Number.isSafeInteger(open) && open > 0) read.openCategory = open;
  const done = doneOf(DONE, search);
  if (done) read.done = done;
  return read;
}
