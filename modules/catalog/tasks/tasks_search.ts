// The tasks list's query (/{shop}/tasks?search=&categoryId=&orderBy=&asc=&page=): read from the address on
// both sides, so a search survives a reload, a shared link and a page without scripts.
import { choiceOf, dropInvalid, flagOf, idOf, readQuery, wholeNumberOf } from "@platform/list_query.ts";

/** Checklist order (category, then task), the task's name, or its task type. */
export type TaskOrder = "category" | "name" | "type";

export const TASKS_PAGE_SIZE = 50;
export const TASK_ORDERS: readonly TaskOrder[] = ["category", "name", "type"];

/** As the address carries it: defaults are left out, so the plain list has a plain address. */
export interface TasksSearch {
  /** Every word must be in the task's name, whatever its case. */
  search?: string;
  categoryId?: number;
  /** Category order (the checklist's) by default. */
  orderBy?: Exclude<TaskOrder, "category">;
  /** Boolean query values are 1 or 0; ascending is the default. */
  asc?: 0;
  page?: number;
}

/** Unknown values are dropped rather than refused: an old bookmark still opens the list. */
export function readTasksSearch(raw: Record<string, unknown>): TasksSearch {
  const query = readQuery(raw, ["search", "categoryId", "orderBy", "asc", "page"]);
  const search: TasksSearch = {};
  if (query.search) search.search = query.search.slice(0, 200);
  const categoryId = dropInvalid(() => idOf(query.categoryId, "categoryId"));
  if (categoryId) search.categoryId = categoryId;
  const orderBy = dropInvalid(() => choiceOf(query.orderBy, "orderBy", TASK_ORDERS, "category"));
  if (orderBy && orderBy !== "category") search.orderBy = orderBy;
  if (dropInvalid(() => flagOf(query.asc, "asc", true)) === false) search.asc = 0;
  const page = dropInvalid(() => wholeNumberOf(query.page, "page", 1, 999_999_999));
  if (page && page > 1) search.page = page;
  return search;
}
