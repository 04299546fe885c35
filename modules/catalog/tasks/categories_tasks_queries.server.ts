// The SQL of the categories and tasks pages and their use cases. Every function takes the caller's Tx and
// filters by shop_id.
import type { Tx } from "@platform/db.ts";
import type { TaskColumns } from "./task_form_fields.ts";
import type { TaskOrder } from "./tasks_search.ts";
import type { TaskConfiguration, TaskType } from "../types.ts";
import { storedValueColumns, type StoredValues, withTaskValues } from "./stored_values.ts";

export interface CategoryRow {
  id: number;
  name: string;
  isActive: boolean;
}

export interface TaskListRow {
  id: number;
  name: string;
  categoryId: number;
  categoryName: string;
  isActive: boolean;
  taskType: TaskType;
  /** The inspection types whose checklist holds the task, by name. */
  inspectionTypes: string[];
  findingCount: number;
}

export interface TaskRecord extends TaskConfiguration {
  id: number;
  name: string;
  categoryId: number;
  isActive: boolean;
  defaultPriorityId: number | null;
  yellowFindingId: number | null;
  redFindingId: number | null;
}

export interface FindingChoice {
  id: number;
  text: string;
}

export interface PriorityChoice {
  id: number;
  name: string;
}

export function selectCategories(tx: Tx, shopId: number, includeInactive: boolean): Promise<CategoryRow[]> {
  return tx<CategoryRow[]>`
    select id, name, is_active as "isActive" from categories
    where shop_id = ${shopId} and (is_active or ${includeInactive})
    order by sort_order, lower(name), id`;
}

export async function selectCategory(tx: Tx, shopId: number, id: number): Promise<CategoryRow | null> {
  const [row] = await tx<CategoryRow[]>`
    select id, name, is_active as "isActive" from categories where shop_id = ${shopId} and id = ${id}`;
  return row ?? null;
}

/** The columns of a task list row; `k` is the task, `c` its category. */
function taskListColumns(tx: Tx) {
  return tx`
    k.id, k.name, k.category_id as "categoryId", c.name as "categoryName", k.is_active as "isActive",
    k.task_type as "taskType",
    array(select t.name from inspection_type_tasks tt
          join inspection_types t on t.shop_id = tt.shop_id and t.id = tt.inspection_type_id
          where tt.shop_id = k.shop_id and tt.task_id = k.id order by t.sort_order, lower(t.name)
    ) as "inspectionTypes",
    (select count(*)::int from findings f where f.shop_id = k.shop_id and f.task_id = k.id) as "findingCount"`;
}

/** Every task of the shop in category and task order (the categories page groups them). */
export function selectTasksInOrder(tx: Tx, shopId: number, includeInactive: boolean): Promise<TaskListRow[]> {
  return tx<TaskListRow[]>`
    select ${taskListColumns(tx)}
    from tasks k join categories c on c.shop_id = k.shop_id and c.id = k.category_id
    where k.shop_id = ${shopId} and (k.is_active or ${includeInactive})
    order by c.sort_order, c.id, k.sort_order, lower(k.name), k.id`;
}

export interface TaskQuery {
  /** Every word must be in the task's name, whatever its case. */
  words: string[];
  categoryId: number | null;
  orderBy: TaskOrder;
  ascending: boolean;
  limit: number;
  offset: number;
}

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function selectTaskPage(
  tx: Tx,
  shopId: number,
  query: TaskQuery,
): Promise<{ rows: TaskListRow[]; total: number }> {
  const direction = query.ascending ? tx`asc` : tx`desc`;
  const order = {
    name: tx`lower(k.name) ${direction}, k.id`,
    category: tx`c.sort_order ${direction}, c.id ${direction}, k.sort_order ${direction}, k.id`,
    type: tx`k.task_type ${direction}, lower(k.name), k.id`,
  }[query.orderBy];
  const where = tx`
    k.shop_id = ${shopId}
    and (${query.categoryId}::int is null or k.category_id = ${query.categoryId})
    and k.name ilike all(${query.words.map(likePattern)}::text[])`;
  const rows = await tx<TaskListRow[]>`
    select ${taskListColumns(tx)}
    from tasks k join categories c on c.shop_id = k.shop_id and c.id = k.category_id
    where ${where}
    order by ${order}
    limit ${query.limit} offset ${query.offset}`;
  const [{ total }] = await tx<{ total: number }[]>`
    select count(*)::int as total from tasks k where ${where}`;
  return { rows, total };
}

export async function selectTask(tx: Tx, shopId: number, id: number): Promise<TaskRecord | null> {
  const [row] = await tx<(Omit<TaskRecord, "values"> & StoredValues)[]>`
    select id, name, category_id as "categoryId", is_active as "isActive", task_type as "taskType",
           conclusion_mode as "conclusionMode", media_mode as "mediaMode", notes_mode as "notesMode",
           value_mode as "valueMode", ${tx.unsafe(storedValueColumns("tasks"))},
           notify_mode as "notifyMode", default_priority_id as "defaultPriorityId",
           yellow_finding_id as "yellowFindingId", red_finding_id as "redFindingId",
           price_min::float8 as "priceMin", price_max::float8 as "priceMax", instructions
    from tasks where shop_id = ${shopId} and id = ${id}`;
  if (!row) return null;
  return withTaskValues(row);
}

/** The priorities a task may default to: the shop's active ones, plus the task's current one. */
export function selectPriorityChoices(
  tx: Tx,
  shopId: number,
  currentId: number | null,
): Promise<PriorityChoice[]> {
  return tx<PriorityChoice[]>`
    select id, name from priorities
    where shop_id = ${shopId} and (is_active or id = ${currentId})
    order by sort_order, lower(name), id`;
}

/** The findings a task's yellow or red values may suggest: its own, not archived. */
export function selectFindingChoices(tx: Tx, shopId: number, taskId: number): Promise<FindingChoice[]> {
  return tx<FindingChoice[]>`
    select id, text from findings
    where shop_id = ${shopId} and task_id = ${taskId} and status <> 'archived'
    order by sort_order, id`;
}

export async function selectActivePriorityId(tx: Tx, shopId: number, id: number): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    select id from priorities where shop_id = ${shopId} and id = ${id} and is_active`;
  return row?.id ?? null;
}

export async function insertTask(tx: Tx, shopId: number, task: TaskColumns): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into tasks (shop_id, ${tx.unsafe(TASK_COLUMNS)}, sort_order)
    values (${shopId}, ${taskValues(tx, task)},
      (select coalesce(max(sort_order), 0) + 1 from tasks where shop_id = ${shopId} and category_id = ${task.categoryId}))
    returning id`;
  return row.id;
}

export async function updateTaskColumns(
  tx: Tx,
  shopId: number,
  id: number,
  task: TaskColumns,
): Promise<void> {
  await tx`
    update tasks set (${tx.unsafe(TASK_COLUMNS)}, updated_at) = (${taskValues(tx, task)}, now()),
      -- Moved to another category: last there.
      sort_order = case when category_id = ${task.categoryId} then sort_order else
        (select coalesce(max(sort_order), 0) + 1 from tasks where shop_id = ${shopId} and category_id = ${task.categoryId})
      end
    where shop_id = ${shopId} and id = ${id}`;
}

// In taskValues' order. Written out (not sql(array)), which postgres.js would read as an insert helper.
const TASK_COLUMNS = "name, category_id, is_active, task_type, conclusion_mode, media_mode, notes_mode, " +
  "value_mode, value_labels, value_input_types, value_units, value_grades, value_percent_of, notify_mode, " +
  "default_priority_id, yellow_finding_id, red_finding_id, price_min, price_max, instructions";

function taskValues(tx: Tx, task: TaskColumns) {
  return tx`${task.name}, ${task.categoryId}, ${task.isActive}, ${task.taskType}, ${task.conclusionMode},
    ${task.mediaMode}, ${task.notesMode}, ${task.valueMode}, ${task.values.map((v) => v.label)}::text[],
    ${task.values.map((v) => v.inputType)}::text[], ${task.values.map((v) => v.unit)}::text[],
    ${tx.json(task.values.map((v) => v.ranges) as never)}, ${
    task.values.map((v) => v.percentOf ?? 0)
  }::smallint[],
    ${task.notifyMode}, ${task.defaultPriorityId},
    ${task.yellowFindingId}, ${task.redFindingId}, ${task.priceMin}, ${task.priceMax}, ${task.instructions}`;
}

export async function updateTaskActive(
  tx: Tx,
  shopId: number,
  id: number,
  isActive: boolean,
): Promise<boolean> {
  const rows = await tx`
    update tasks set is_active = ${isActive}, updated_at = now() where shop_id = ${shopId} and id = ${id}
    returning id`;
  return rows.length === 1;
}

export async function deleteTaskRow(tx: Tx, shopId: number, id: number): Promise<void> {
  await tx`delete from tasks where shop_id = ${shopId} and id = ${id}`;
}

export async function insertCategory(
  tx: Tx,
  shopId: number,
  category: { name: string; isActive: boolean },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into categories (shop_id, name, is_active, sort_order)
    values (${shopId}, ${category.name}, ${category.isActive},
      (select coalesce(max(sort_order), 0) + 1 from categories where shop_id = ${shopId}))
    returning id`;
  return row.id;
}

export async function updateCategoryColumns(
  tx: Tx,
  shopId: number,
  id: number,
  category: { name: string; isActive: boolean },
): Promise<boolean> {
  const rows = await tx`
    update categories set name = ${category.name}, is_active = ${category.isActive}, updated_at = now()
    where shop_id = ${shopId} and id = ${id} returning id`;
  return rows.length === 1;
}

export async function countCategoryTasks(tx: Tx, shopId: number, id: number): Promise<number> {
  const [row] = await tx<{ count: number }[]>`
    select count(*)::int as count from tasks where shop_id = ${shopId} and category_id = ${id}`;
  return row.count;
}

export async function deleteCategoryRow(tx: Tx, shopId: number, id: number): Promise<boolean> {
  const rows = await tx`delete from categories where shop_id = ${shopId} and id = ${id} returning id`;
  return rows.length === 1;
}

/** Whether another task (or category) of the shop has the name, whatever its case. */
export async function nameIsTaken(
  tx: Tx,
  thing: "tasks" | "categories",
  shopId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await tx`
    select 1 from ${tx(thing)}
    where shop_id = ${shopId} and lower(name) = lower(${name}) and id <> ${exceptId ?? 0}`;
  return rows.length > 0;
}

/** Locks the row against a concurrent change for the rest of the transaction; false when there is none. */
export async function lockRow(
  tx: Tx,
  thing: "tasks" | "categories",
  shopId: number,
  id: number,
): Promise<boolean> {
  const rows = await tx`select id from ${tx(thing)} where shop_id = ${shopId} and id = ${id} for update`;
  return rows.length > 0;
}
