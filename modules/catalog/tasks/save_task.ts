// Adding and changing a task (/{shop}/tasks/add, /{shop}/tasks/{id}/edit): the form's task, checked against
// the shop (its category, an active priority, a name no other task has) and the configuration rules
// (task_rules.ts), in one transaction. The rules' problems are said with `say` (the shop's staff words).
import type { Sql, Tx } from "@platform/db.ts";
import type { Say } from "@modules/text/ui.ts";
import { ConflictError, InputError, NotFoundError } from "@platform/errors.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import {
  insertTask,
  nameIsTaken,
  selectActivePriorityId,
  selectCategory,
  selectFindingChoices,
  selectTask,
  updateTaskColumns,
} from "./categories_tasks_queries.server.ts";
import type { TaskColumns } from "./task_form_fields.ts";
import { taskConfigurationProblems } from "./task_rules.ts";

export async function createTask(sql: Sql, shopId: number, task: TaskColumns, say: Say): Promise<number> {
  return await sql.begin(async (tx) => {
    await checkTask(tx, shopId, task, say, null);
    return await insertTask(tx, shopId, task);
  });
}

export async function updateTask(
  sql: Sql,
  shopId: number,
  id: number,
  task: TaskColumns,
  say: Say,
): Promise<void> {
  await sql.begin(async (tx) => {
    const current = await selectTask(tx, shopId, id);
    if (!current) throw new NotFoundError(NOT_FOUND.tasks);
    await checkTask(tx, shopId, task, say, current.defaultPriorityId, id);
    await updateTaskColumns(tx, shopId, id, task);
  });
}

async function checkTask(
  tx: Tx,
  shopId: number,
  task: TaskColumns,
  say: Say,
  currentPriorityId: number | null,
  id: number | null = null,
): Promise<void> {
  const problems = taskConfigurationProblems(task, say);
  if (problems.length > 0) throw new InputError(problems.join(" "));
  if (!(await selectCategory(tx, shopId, task.categoryId))) {
    throw new InputError("Choose one of the shop's categories.");
  }
  // A priority since deactivated may stay where it is, but is not chosen anew.
  if (
    task.defaultPriorityId !== null && task.defaultPriorityId !== currentPriorityId &&
    (await selectActivePriorityId(tx, shopId, task.defaultPriorityId)) === null
  ) {
    throw new InputError("Choose one of the shop's active priorities, or none.");
  }
  // A suggested finding is one of the task's own: a new task has none yet.
  for (const findingId of [task.yellowFindingId, task.redFindingId]) {
    if (
      findingId !== null &&
      (id === null || !(await selectFindingChoices(tx, shopId, id)).some((f) => f.id === findingId))
    ) {
      throw new InputError("Choose one of this task's findings to suggest, or none.");
    }
  }
  if (await nameIsTaken(tx, "tasks", shopId, task.name, id)) {
    throw new ConflictError(`This shop already has a task named "${task.name}".`);
  }
}
