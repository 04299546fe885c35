// The tasks list's query (/{shop}/tasks?search=&categoryId=&orderBy=&asc=&page=): read from the address on
// both sides, so a search survives a reload, a shared link and a page without scripts.
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

function positiveInteger(value: unknown): number | undefined {
  const text = String(value ?? "");
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}

/** Unknown values are dropped rather than refused: an old bookmark still opens the list. */
export function readTasksSearch(query: Record<string, unknown>): TasksSearch {
  const search: TasksSearch = {};
  if (typeof query.search === "string" && query.search.trim() !== "") {
    search.search = query.search.trim().slice(0, 200);
  }
  const categoryId = positiveInteger(query.categoryId);
  if (categoryId) search.categoryId = categoryId;
  const orderBy = TASK_ORDERS.find((order) => order === query.orderBy);
  if (orderBy && orderBy !== "category") search.orderBy = orderBy;
  if (query.asc === 0 || query.asc === "0" || query.asc === false || query.asc === "false") search.asc = 0;
  const page = positiveInteger(query.page);
  if (page && page > 1) search.page = page;
  return search;
}
