// The server functions of the categories and tasks pages (client-safe: the handlers run on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "../../src/platform/page_outcome.server.ts";
import type { PageOutcome } from "../../src/platform/page_outcome.ts";
import {
  type CategoriesPage,
  type CategoryFormPage,
  loadCategoriesPage,
  loadCategoryForm,
  loadTaskForm,
  loadTasksPage,
  type TaskFormPage,
  type TasksPage,
} from "./categories_tasks_pages.server.ts";
import { readTasksSearch, type TasksSearch } from "./tasks_search.ts";

/** A typed address's id: not a number is an id nobody has, which is the page's 404. */
function idOf(value: unknown): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
}

/** /{shop}/categories: categories and their tasks, in order. */
export const getCategoriesPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; showAll: boolean }) => input)
  .handler(({ data, context }): Promise<PageOutcome<CategoriesPage>> =>
    loadPage(() => loadCategoriesPage(context.sql, context.viewer, data.shopUriName, data.showAll === true))
  );

/** /{shop}/categories/add (categoryId null) and /{shop}/categories/{id}/edit. */
export const getCategoryFormPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; categoryId: number | null }) => ({
    shopUriName: input.shopUriName,
    categoryId: input.categoryId === null ? null : idOf(input.categoryId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<CategoryFormPage>> =>
    loadPage(() => loadCategoryForm(context.sql, context.viewer, data.shopUriName, data.categoryId))
  );

/** /{shop}/tasks: the flat, searchable list. */
export const getTasksPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: TasksSearch }) => ({
    shopUriName: input.shopUriName,
    search: readTasksSearch(input.search as Record<string, unknown>),
  }))
  .handler(({ data, context }): Promise<PageOutcome<TasksPage>> =>
    loadPage(() => loadTasksPage(context.sql, context.viewer, data.shopUriName, data.search))
  );

/** /{shop}/tasks/add, /{shop}/categories/{id}/tasks/add and /{shop}/tasks/{id}/edit. */
export const getTaskFormPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; taskId?: number; categoryId?: number }) => ({
    shopUriName: input.shopUriName,
    which: input.taskId !== undefined
      ? { taskId: idOf(input.taskId) }
      : { categoryId: input.categoryId === undefined ? null : idOf(input.categoryId) },
  }))
  .handler(({ data, context }): Promise<PageOutcome<TaskFormPage>> =>
    loadPage(() => loadTaskForm(context.sql, context.viewer, data.shopUriName, data.which))
  );
