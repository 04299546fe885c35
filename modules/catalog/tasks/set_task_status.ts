// The status checkbox of the tasks list (seed 000, "Status toggles"): an inactive task leaves the
// checklists of new inspections but keeps its findings and history.
import type { Sql } from "@platform/db.ts";
import { NotFoundError } from "@platform/errors.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { updateTaskActive } from "./categories_tasks_queries.server.ts";

export async function setTaskStatus(
  sql: Sql,
  shopId: number,
  id: number,
  isActive: boolean,
): Promise<{ id: number; isActive: boolean }> {
  await sql.begin(async (tx) => {
    if (!(await updateTaskActive(tx, shopId, id, isActive))) throw new NotFoundError(NOT_FOUND.tasks);
  });
  return { id, isActive };
}
