// The categories as a select's options, an inactive one marked so: the task form's and the tasks list's.
import type { CategoryRow } from "./categories_tasks_pages.server.ts";

export function CategoryOptions(
  { categories }: { categories: Pick<CategoryRow, "id" | "name" | "isActive">[] },
) {
  return categories.map((category) => (
    <option key={category.id} value={category.id}>
      {category.name}
      {category.isActive ? "" : " (inactive)"}
    </option>
  ));
}
