// A catalogue page's tab title in the page's words (the shop's staff language, with the shop's wording); a
// refused page says the shipped en-US words.
import { type PageWords, sayIn } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/localization/messages/catalogue_pages_messages.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/localization/messages/findings_pages_messages.ts";
import { pageTitle } from "@ui/page_title.ts";

/** The titles of the pages whose title is their heading, by page. */
const TITLES = {
  inspectionTypes: M.typesTitle,
  addInspectionType: M.addType,
  compareInspectionTypes: M.compareTitle,
  categories: M.categoriesTitle,
  addCategory: M.addCategory,
  tasks: M.tasksTitle,
  addTask: M.addTask,
  findings: F.title,
  addFinding: F.addFinding,
  priorities: M.prioritiesTitle,
  addPriority: M.addPriority,
} as const;

type Matches = Parameters<typeof pageTitle>[1];

/** A route's head: `head: catalogueHead("priorities")`. */
export function catalogueHead(page: keyof typeof TITLES) {
  return ({ loaderData, matches }: { loaderData?: unknown; matches: Matches }) => {
    const data = loaderData as { outcome?: string; page?: { words?: PageWords } } | undefined;
    const words = data?.outcome === "ok" ? data.page?.words ?? null : null;
    return { meta: [{ title: pageTitle(sayIn(words)(TITLES[page]), matches) }] };
  };
}
