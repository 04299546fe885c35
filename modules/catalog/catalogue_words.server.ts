// The catalogue pages' words (decision 028): in the shop's staff language, with the shop's wording.
import { MEDIA_WORDS_MESSAGES, type ShopContext, staffWords } from "@modules/shops/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES } from "@modules/text/mod.ts";
import { FINDINGS_PAGES_MESSAGES } from "@modules/text/mod.ts";
import { TASK_FORM_MESSAGES } from "@modules/text/mod.ts";
import { SEED_PAGES_MESSAGES } from "@modules/text/mod.ts";

/** The pages' own areas beside the catalogue's words every catalogue page shares. */
const AREAS = {
  findings: [FINDINGS_PAGES_MESSAGES],
  taskForm: [TASK_FORM_MESSAGES],
  // An outline (a type's preview, the seed pages) names its tasks' settings with the task form's option words
  // and the seed pages' setting names, and their price hints (task_outline.tsx).
  outline: [TASK_FORM_MESSAGES, SEED_PAGES_MESSAGES],
  // A type's page shows its pictures list, whose words the page hands it.
  pictures: [MEDIA_WORDS_MESSAGES],
} as const;

/** Every catalogue page sends the catalogue's words; the findings, task and template pages add theirs. */
export function catalogueWords(
  shop: Pick<ShopContext, "sql" | "shop">,
  area?: keyof typeof AREAS,
): Promise<PageWords> {
  return area
    ? staffWords(shop, CATALOGUE_PAGES_MESSAGES, ...AREAS[area])
    : staffWords(shop, CATALOGUE_PAGES_MESSAGES);
}
