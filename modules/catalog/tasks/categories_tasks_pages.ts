// The server functions of the categories and tasks pages (client-safe: the handlers run on the server).
import { createServerFn } from "@tanstack/react-start";
import { rowIdOf } from "@platform/row_ids.ts";
import { shopPage } from "@modules/shops/mod.ts";
import { shopPageInput } from "@modules/shops/ui.ts";
import {
  loadCategoriesPage,
  loadCategoryForm,
  loadTaskForm,
  loadTasksPage,
} from "./categories_tasks_pages.server.ts";
import { readTasksSearch, type TasksSearch } from "./tasks_search.ts";

/** A typed address's id: not an id is 0, which nobody has: the page's 404. */
const idOf = (value: unknown) => rowIdOf(value) ?? 0;

/** /{shop}/categories: categories and their tasks, in order. */
export const getCategoriesPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; showAll: boolean }) => ({
    ...shopPageInput(input),
    showAll: input.showAll === true,
  }))
  .handler(shopPage("catalog.view", (shop, { showAll }) => loadCategoriesPage(shop, showAll)));

/** /{shop}/categories/add (categoryId null) and /{shop}/categories/{id}/edit. */
export const getCategoryFormPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; categoryId: number | null }) => ({
    ...shopPageInput(input),
    categoryId: input.categoryId === null ? null : idOf(input.categoryId),
  }))
  .handler(shopPage("catalog.view", (shop, { categoryId }) => loadCategoryForm(shop, categoryId)));

/** /{shop}/tasks: the flat, searchable list. */
export const getTasksPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: TasksSearch }) => ({
    ...shopPageInput(input),
    search: readTasksSearch(input.search as Record<string, unknown>),
  }))
  .handler(shopPage("catalog.view", (shop, { search }) => loadTasksPage(shop, search)));

/** /{shop}/tasks/add, /{shop}/categories/{id}/tasks/add and /{shop}/tasks/{id}/edit. */
export const getTaskFormPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; taskId?: number; categoryId?: number }) => ({
    ...shopPageInput(input),
    which: input.taskId !== undefined
      ? { taskId: idOf(input.taskId) }
      : { categoryId: input.categoryId === undefined ? null : idOf(input.categoryId) },
  }))
  .handler(shopPage("catalog.view", (shop, { which }) => loadTaskForm(shop, which)));
