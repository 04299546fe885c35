// The compare page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { flagSearch } from "./flag_search.ts";

export const FLAGS = [
  { name: "showUnusedTasks", label: "Show unused tasks" },
  { name: "showInactiveTasks", label: "Show inactive tasks" },
  { name: "showInactiveTypes", label: "Show inactive types" },
] as const;

const NAMES = FLAGS.map((flag) => flag.name);

export type CompareSearch = Partial<Record<(typeof NAMES)[number], 1>>;

export function readCompareSearch(search: Record<string, unknown>): CompareSearch {
  return flagSearch(NAMES, search);
}
