// What the categories and tasks pages show (/{shop}/categories, /tasks and their forms): every member sees
// them (catalog.view), owners and managers change them (catalog.manage); mechanics get them read-only.
import { NotFoundError } from "@platform/errors.ts";
import { hasPermission, requirePermission, type ShopContext } from "@modules/shops/mod.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import {
  type CategoryRow,
  countCategoryTasks,
  type FindingChoice,
  type PriorityChoice,
  selectCategories,
  selectCategory,
  selectFindingChoices,
  selectPriorityChoices,
  selectTask,
  selectTaskPage,
  selectTasksInOrder,
  type TaskListRow,
} from "./categories_tasks_queries.server.ts";
import { type TaskFormValues, taskFormValues } from "./task_form_fields.ts";
import { TASKS_PAGE_SIZE, type TasksSearch } from "./tasks_search.ts";
import { DEFAULT_TASK_CONFIGURATION } from "../types.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { catalogueWords } from "../catalogue_words.server.ts";

export type { CategoryRow, PriorityChoice, TaskListRow };

export interface CategoriesPage {
  categories: (CategoryRow & { tasks: TaskListRow[] })[];
  canManage: boolean;
  /** The page's words in the shop's staff language, with the shop's wording (decision 028). */
  words: PageWords;
}

export interface CategoryFormPage {
  /** null on the add page. */
  category: (CategoryRow & { taskCount: number }) | null;
  canManage: boolean;
  words: PageWords;
}

export interface TasksPage {
  tasks: TaskListRow[];
  total: number;
  pageSize: number;
  /** Every category, for the filter. */
  categories: CategoryRow[];
  canManage: boolean;
  words: PageWords;
}

export interface TaskFormPage {
  /** null on the add pages. */
  task: { id: number; name: string; isActive: boolean } | null;
  values: TaskFormValues;
  categories: CategoryRow[];
  priorities: PriorityChoice[];
  /** The task's findings, which its yellow or red values may suggest (none yet on the add pages). */
  findings: FindingChoice[];
  /** /categories/{id}/tasks/add: the category is given, not chosen. */
  fixedCategory: CategoryRow | null;
  canManage: boolean;
  words: PageWords;
}

/** Every page's gate is catalog.view (the server function's); the add pages ask catalog.manage too. */
function access(context: ShopContext, manage: boolean) {
  if (manage) requirePermission(context.roles, "catalog.manage");
  return { sql: context.sql, shop: context.shop, canManage: hasPermission(context.roles, "catalog.manage") };
}

export async function loadCategoriesPage(
  context: ShopContext,
  showAll: boolean,
): Promise<CategoriesPage> {
  const { sql, shop, canManage } = access(context, false);
  const categories = await selectCategories(sql, shop.id, showAll);
  const tasks = await selectTasksInOrder(sql, shop.id, showAll);
  return {
    categories: categories.map((category) => ({
      ...category,
      tasks: tasks.filter((task) => task.categoryId === category.id),
    })),
    canManage,
    words: await catalogueWords(context),
  };
}

export async function loadCategoryForm(
  context: ShopContext,
  categoryId: number | null,
): Promise<CategoryFormPage> {
  const { sql, shop, canManage } = access(context, categoryId === null);
  if (categoryId === null) return { category: null, canManage, words: await catalogueWords(context) };
  const category = await selectCategory(sql, shop.id, categoryId);
  if (!category) throw new NotFoundError(NOT_FOUND.categories);
  return {
    category: { ...category, taskCount: await countCategoryTasks(sql, shop.id, category.id) },
    canManage,
    words: await catalogueWords(context),
  };
}

export async function loadTasksPage(
  context: ShopContext,
  search: TasksSearch,
): Promise<TasksPage> {
  const { sql, shop, canManage } = access(context, false);
  const page = search.page ?? 1;
  const { rows, total } = await selectTaskPage(sql, shop.id, {
    words: (search.search ?? "").split(/\s+/).filter(Boolean),
    categoryId: search.categoryId ?? null,
    orderBy: search.orderBy ?? "category",
    ascending: search.asc !== 0,
    limit: TASKS_PAGE_SIZE,
    offset: (page - 1) * TASKS_PAGE_SIZE,
  });
  return {
    tasks: rows,
    total,
    pageSize: TASKS_PAGE_SIZE,
    categories: await selectCategories(sql, shop.id, true),
    canManage,
    words: await catalogueWords(context),
  };
}

export async function loadTaskForm(
  context: ShopContext,
  which: { taskId: number } | { categoryId: number | null },
): Promise<TaskFormPage> {
  const editing = "taskId" in which;
  const { sql, shop, canManage } = access(context, !editing);
  const categories = await selectCategories(sql, shop.id, true);
  if (editing) {
    const task = await selectTask(sql, shop.id, which.taskId);
    if (!task) throw new NotFoundError(NOT_FOUND.tasks);
    return {
      task: { id: task.id, name: task.name, isActive: task.isActive },
      values: taskFormValues(task),
      categories,
      priorities: await selectPriorityChoices(sql, shop.id, task.defaultPriorityId),
      findings: await selectFindingChoices(sql, shop.id, task.id),
      fixedCategory: null,
      canManage,
      words: await catalogueWords(context, "taskForm"),
    };
  }
  const fixedCategory = which.categoryId === null
    ? null
    : await selectCategory(sql, shop.id, which.categoryId);
  if (which.categoryId !== null && !fixedCategory) throw new NotFoundError(NOT_FOUND.categories);
  return {
    task: null,
    values: taskFormValues({
      ...DEFAULT_TASK_CONFIGURATION,
      name: "",
      categoryId: fixedCategory?.id ?? null,
      isActive: true,
      defaultPriorityId: null,
      yellowFindingId: null,
      redFindingId: null,
    }),
    findings: [],
    categories,
    priorities: await selectPriorityChoices(sql, shop.id, null),
    fixedCategory,
    canManage,
    words: await catalogueWords(context, "taskForm"),
  };
}
