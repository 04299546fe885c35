// A catalogue page's tab title in the page's words (the shop's staff language, with the shop's wording); a
// refused page says the shipped en-US words.
import { type PageWords, type Say, sayIn } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/ui.ts";
import { pageTitle } from "@ui/page_title.ts";

/** A page's title: its heading's message, or how the page's data and words write it (null: no data). */
type Title = string | ((say: Say, page: Record<string, unknown> | null) => string);

const TITLES = {
  inspectionTypes: M.typesTitle,
  addInspectionType: M.addType,
  compareInspectionTypes: M.compareTitle,
  typePreview: (say, page) => {
    const type = (page?.type as { name?: string } | undefined)?.name;
    return type === undefined ? say(M.preview) : say(M.typePreviewTitle, { type });
  },
  categories: M.categoriesTitle,
  addCategory: M.addCategory,
  tasks: M.tasksTitle,
  addTask: M.addTask,
  findings: F.title,
  addFinding: F.addFinding,
  finding: F.finding,
  taskFindings: (say, page) => {
    const task = (page?.task as { name?: string } | undefined)?.name;
    return task === undefined ? say(F.title) : say(F.findingsOf, { task });
  },
  priorities: M.prioritiesTitle,
  addPriority: M.addPriority,
} satisfies Record<string, Title>;

type Matches = Parameters<typeof pageTitle>[1];

/** A route's head: `head: catalogueHead("priorities")`. */
export function catalogueHead(page: keyof typeof TITLES) {
  return ({ loaderData, matches }: { loaderData?: unknown; matches: Matches }) => {
    const data = loaderData as
      | { outcome?: string; page?: Record<string, unknown> & { words?: PageWords } }
      | undefined;
    const shown = data?.outcome === "ok" ? data.page ?? null : null;
    const say = sayIn(shown?.words ?? null);
    const title: Title = TITLES[page];
    return {
      meta: [{ title: pageTitle(typeof title === "string" ? say(title) : title(say, shown), matches) }],
    };
  };
}
