// Deleting a category from its edit page. Only an empty one goes: its tasks hold findings and checklist
// places the owner would not want lost by one click, so they are moved or deleted first, one by one.
import type { Sql } from "@platform/db.ts";
import { ConflictError, NotFoundError } from "@platform/errors.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { countCategoryTasks, deleteCategoryRow, lockRow } from "../tasks/categories_tasks_queries.server.ts";

export async function deleteCategory(sql: Sql, shopId: number, id: number): Promise<void> {
  await sql.begin(async (tx) => {
    if (!(await lockRow(tx, "categories", shopId, id))) throw new NotFoundError(NOT_FOUND.categories);
    if ((await countCategoryTasks(tx, shopId, id)) > 0) {
      throw new ConflictError("Move or delete its tasks first.");
    }
    await deleteCategoryRow(tx, shopId, id);
  });
}
