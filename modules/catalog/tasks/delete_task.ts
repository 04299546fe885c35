// Deleting a task from its edit page. A task something else still needs (past inspection items reference
// tasks ON DELETE RESTRICT) cannot go: it is deactivated instead, so it leaves the checklists and lists but
// the history keeps it. Its findings and its place in inspection types go with a deleted task (CASCADE).
import type { Sql } from "@platform/db.ts";
import { NotFoundError } from "@platform/errors.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { deleteTaskRow, lockRow, updateTaskActive } from "./categories_tasks_queries.server.ts";

// A reference without an ON DELETE action refuses with foreign_key_violation; ON DELETE RESTRICT with
// restrict_violation.
const STILL_REFERENCED = new Set(["23503", "23001"]);

export async function deleteTask(sql: Sql, shopId: number, id: number): Promise<"deleted" | "deactivated"> {
  return await sql.begin(async (tx) => {
    if (!(await lockRow(tx, "tasks", shopId, id))) throw new NotFoundError(NOT_FOUND.tasks);
    try {
      // The savepoint keeps the transaction usable when the delete is refused.
      await tx.savepoint((sp) => deleteTaskRow(sp, shopId, id));
      return "deleted";
    } catch (error) {
      if (!STILL_REFERENCED.has((error as { code?: string }).code ?? "")) throw error;
      await updateTaskActive(tx, shopId, id, false);
      return "deactivated";
    }
  });
}
