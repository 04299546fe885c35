// What the findings pages show (/{shop}/tasks/{id}/findings, its add and edit pages, /{shop}/findings and
// its add and edit pages), each behind its permission: every member sees the catalogue, owners and
// managers change it, and a mechanic adds a finding from the checklist (docs/catalog/findings_and_priorities.md).
// Dates are written in the shop's time zone, the one the list's from/to dates are read in.
import type { Sql } from "@platform/db.ts";
import { InputError, NotFoundError } from "@platform/errors.ts";
import { hasPermission, listShopStaff, type ShopAccess, type ShopContext } from "@modules/shops/mod.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import {
  type CatalogueChoice,
  type Choice,
  type FindingRow,
  searchFindings,
  selectCategoryChoices,
  selectFinding,
  selectTaskChoices,
  selectTaskFindings,
  selectTaskHeading,
  type TaskHeading,
} from "./findings_queries.server.ts";
import { type FindingsFilter, findingsFilterOf, type FindingsSearch } from "./findings_search.ts";
import { selectPriorities } from "../priorities/priorities_queries.server.ts";
import type { FindingStatus } from "../types.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { catalogueWords } from "../catalogue_words.server.ts";

export interface PriorityBadge {
  id: number;
  name: string;
  colour: string;
}

export interface FindingItem {
  id: number;
  taskId: number;
  taskName: string;
  categoryName: string;
  text: string;
  status: FindingStatus;
  explanation: string;
  recommendation: string;
  priority: PriorityBadge | null;
  creator: string;
  created: string;
  lastEdited: string;
  position: number | null;
}

export interface TaskFindingsPage {
  task: TaskHeading;
  findings: FindingItem[];
  canManage: boolean;
  /** The page's words in the shop's staff language, with the shop's wording (decision 028). */
  words: PageWords;
}

export interface FindingFormPage {
  /** The task, or null on /findings/add where the form asks for it. */
  task: TaskHeading | null;
  finding: FindingItem | null;
  /** The active priorities in the shop's order, and the finding's own if it is not active any more. */
  priorities: PriorityBadge[];
  /** For /findings/add: every task, by category. */
  tasks: (CatalogueChoice & { categoryName: string })[];
  /** Owners and managers set every field; a mechanic adds a "new" finding with its text and priority. */
  canManage: boolean;
  words: PageWords;
}

export interface FindingsListPage {
  findings: FindingItem[];
  total: number;
  /** The filter the rows answer, or null when the query was refused (error says why). */
  filter: FindingsFilter | null;
  error: string | null;
  categories: CatalogueChoice[];
  members: Choice[];
  canManage: boolean;
  words: PageWords;
}

export function clockOf(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
}

export function itemOf(row: FindingRow, clock: Intl.DateTimeFormat): FindingItem {
  return {
    id: row.id,
    taskId: row.taskId,
    taskName: row.taskName,
    categoryName: row.categoryName,
    text: row.text,
    status: row.status,
    explanation: row.explanation,
    recommendation: row.recommendation,
    priority: row.priorityId === null
      ? null
      : { id: row.priorityId, name: row.priorityName!, colour: row.priorityColour! },
    creator: row.creatorName ?? "",
    created: clock.format(row.createdAt),
    lastEdited: clock.format(row.updatedAt),
    position: row.position,
  };
}

async function taskOf(sql: Sql, access: ShopAccess, taskId: number): Promise<TaskHeading> {
  const task = await selectTaskHeading(sql, access.shop.id, taskId);
  if (!task) throw new NotFoundError(NOT_FOUND.tasks);
  return task;
}

export async function loadTaskFindings(
  access: ShopContext,
  taskId: number,
): Promise<TaskFindingsPage> {
  const { sql } = access;
  const task = await taskOf(sql, access, taskId);
  const clock = clockOf(access.shop.timeZone);
  const rows = await selectTaskFindings(sql, access.shop.id, taskId);
  return {
    task,
    findings: rows.map((row, index) => ({ ...itemOf(row, clock), position: index + 1 })),
    canManage: hasPermission(access.roles, "catalog.manage"),
    words: await catalogueWords(access, "findings"),
  };
}

async function formPage(
  sql: Sql,
  access: ShopAccess,
  task: TaskHeading | null,
  finding: FindingRow | null,
): Promise<FindingFormPage> {
  const priorities = (await selectPriorities(sql, access.shop.id))
    .filter((priority) => priority.isActive || priority.id === finding?.priorityId)
    .map(({ id, name, colour }) => ({ id, name, colour }));
  return {
    task,
    finding: finding && itemOf(finding, clockOf(access.shop.timeZone)),
    priorities,
    tasks: task ? [] : await selectTaskChoices(sql, access.shop.id),
    canManage: hasPermission(access.roles, "catalog.manage"),
    words: await catalogueWords({ sql, shop: access.shop }, "findings"),
  };
}

/** /tasks/{id}/findings/add (taskId) and /findings/add (null: the form asks for the task). */
export async function loadAddFinding(
  access: ShopContext,
  taskId: number | null,
): Promise<FindingFormPage> {
  const { sql } = access;
  return await formPage(sql, access, taskId === null ? null : await taskOf(sql, access, taskId), null);
}

/** /findings/{id}/edit (taskId null) and /tasks/{taskId}/findings/{id}/edit, where the two must agree. */
export async function loadEditFinding(
  access: ShopContext,
  findingId: number,
  taskId: number | null,
): Promise<FindingFormPage> {
  const { sql } = access;
  const finding = await selectFinding(sql, access.shop.id, findingId);
  if (!finding || (taskId !== null && finding.taskId !== taskId)) throw new NotFoundError(NOT_FOUND.findings);
  return await formPage(sql, access, await taskOf(sql, access, finding.taskId), finding);
}

/** One page of the shop's findings as filtered and ordered, for the list page and GET /ajax/findings. */
export async function listFindings(
  sql: Sql,
  access: ShopAccess,
  filter: FindingsFilter,
): Promise<{ findings: FindingItem[]; total: number }> {
  const { rows, total } = await searchFindings(sql, access.shop.id, filter, access.shop.timeZone);
  const clock = clockOf(access.shop.timeZone);
  const items = rows.map((row) => itemOf(row, clock));
  // The customer texts are long and shown only with c=1: the page does not carry them otherwise.
  return {
    findings: filter.customerColumns
      ? items
      : items.map((item) => ({ ...item, explanation: "", recommendation: "" })),
    total,
  };
}

export async function loadFindingsList(
  access: ShopContext,
  search: FindingsSearch,
): Promise<FindingsListPage> {
  const { sql } = access;
  let filter: FindingsFilter | null = null;
  let error: string | null = null;
  try {
    filter = findingsFilterOf(search);
  } catch (refusal) {
    if (!(refusal instanceof InputError)) throw refusal;
    error = refusal.message;
  }
  const [list, categories, members, words] = await Promise.all([
    filter ? listFindings(sql, access, filter) : { findings: [], total: 0 },
    selectCategoryChoices(sql, access.shop.id),
    // The "created by" filter's choices: the shop's people, by name.
    listShopStaff(sql, access.shop.id).then((staff) =>
      staff.map((m) => ({ id: m.userId, name: m.displayName }))
    ),
    catalogueWords(access, "findings"),
  ]);
  return {
    ...list,
    filter,
    error,
    categories,
    members,
    canManage: hasPermission(access.roles, "catalog.manage"),
    words,
  };
}
