// The categories as a select's options, an inactive one marked so: the task form's and the tasks list's.
import type { CategoryRow } from "./categories_tasks_pages.server.ts";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function CategoryOptions(
  { categories }: { categories: Pick<CategoryRow, "id" | "name" | "isActive">[] },
) {
  const say = useWords();
  return categories.map((category) => (
    <option key={category.id} value={category.id}>
      {category.isActive ? category.name : say(M.inactiveCategory, { category: category.name })}
    </option>
  ));
}
