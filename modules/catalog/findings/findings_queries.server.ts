// The SQL of findings (the seed's conclusions). Every function takes the caller's Tx and filters by shop_id.
import type { Tx } from "@platform/db.ts";
import type { FindingsFilter } from "./findings_search.ts";
import { type ConclusionMode, FINDING_STATUSES, type FindingStatus } from "../types.ts";

export interface FindingRow {
  id: number;
  taskId: number;
  taskName: string;
  categoryId: number;
  categoryName: string;
  text: string;
  status: FindingStatus;
  explanation: string;
  recommendation: string;
  priorityId: number | null;
  priorityName: string | null;
  priorityColour: string | null;
  createdById: number | null;
  creatorName: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** 1-based place among its task's findings; only where asked for (the list's "Order" column). */
  position: number | null;
}

export interface FindingFields {
  text: string;
  status: FindingStatus;
  explanation: string;
  recommendation: string;
  priorityId: number | null;
}

const selectColumns = (tx: Tx, withPosition: boolean) =>
  tx`
  f.id, f.task_id as "taskId", t.name as "taskName", t.category_id as "categoryId", c.name as "categoryName",
  f.text, f.status, f.explanation, f.recommendation, f.priority_id as "priorityId",
  p.name as "priorityName", p.colour as "priorityColour", f.created_by_user_id as "createdById",
  u.display_name as "creatorName", f.created_at as "createdAt", f.updated_at as "updatedAt",
  ${
    withPosition
      ? tx`(select count(*)::int from findings g where g.shop_id = f.shop_id and g.task_id = f.task_id
              and (g.sort_order, g.id) <= (f.sort_order, f.id))`
      : tx`null::int`
  } as position`;

const joins = (tx: Tx) =>
  tx`
  join tasks t on t.shop_id = f.shop_id and t.id = f.task_id
  join categories c on c.shop_id = t.shop_id and c.id = t.category_id
  left join priorities p on p.shop_id = f.shop_id and p.id = f.priority_id
  left join accounts_people u on u.id = f.created_by_user_id`;

/** A task's findings in their saved order. */
export function selectTaskFindings(tx: Tx, shopId: number, taskId: number): Promise<FindingRow[]> {
  return tx<FindingRow[]>`
    select ${selectColumns(tx, false)} from findings f ${joins(tx)}
    where f.shop_id = ${shopId} and f.task_id = ${taskId}
    order by f.sort_order, f.id`;
}

export async function selectFinding(tx: Tx, shopId: number, id: number): Promise<FindingRow | null> {
  const [row] = await tx<FindingRow[]>`
    select ${selectColumns(tx, false)} from findings f ${joins(tx)}
    where f.shop_id = ${shopId} and f.id = ${id}`;
  return row ?? null;
}

/** The finding of the task with this text, whatever its case. */
export async function selectFindingIdByText(
  tx: Tx,
  shopId: number,
  taskId: number,
  text: string,
  exceptId: number | null = null,
): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    select id from findings
    where shop_id = ${shopId} and task_id = ${taskId} and lower(text) = lower(${text})
      and id is distinct from ${exceptId}::int`;
  return row?.id ?? null;
}

export async function insertFinding(
  tx: Tx,
  shopId: number,
  taskId: number,
  fields: FindingFields,
  createdBy: number,
): Promise<number> {
  // Last of its task: a new finding goes under the ones the shop has ordered.
  const [row] = await tx<{ id: number }[]>`
    insert into findings (shop_id, task_id, text, status, explanation, recommendation, priority_id,
                          created_by_user_id, sort_order)
    values (${shopId}, ${taskId}, ${fields.text}, ${fields.status}, ${fields.explanation},
            ${fields.recommendation}, ${fields.priorityId}, ${createdBy},
            (select coalesce(max(sort_order) + 1, 1) from findings where shop_id = ${shopId} and task_id = ${taskId}))
    returning id`;
  return row.id;
}

export async function updateFindingRow(
  tx: Tx,
  shopId: number,
  id: number,
  fields: FindingFields,
): Promise<void> {
  await tx`
    update findings set text = ${fields.text}, status = ${fields.status}, explanation = ${fields.explanation},
      recommendation = ${fields.recommendation}, priority_id = ${fields.priorityId}, updated_at = now()
    where shop_id = ${shopId} and id = ${id}`;
}

/** Sets the status of the shop's findings among ids (the caller has checked they are the shop's). */
export async function updateFindingStatuses(
  tx: Tx,
  shopId: number,
  ids: number[],
  status: FindingStatus,
): Promise<void> {
  await tx`
    update findings set status = ${status}, updated_at = now()
    where shop_id = ${shopId} and id = any(${ids}::int[]) and status <> ${status}`;
}

/** The shop of each of the findings (for a call that names several by id). */
export function selectFindingShops(tx: Tx, ids: number[]): Promise<{ id: number; shopId: number }[]> {
  return tx<{ id: number; shopId: number }[]>`
    select id, shop_id as "shopId" from findings where id = any(${ids}::int[])`;
}

function searchConditions(tx: Tx, shopId: number, filter: FindingsFilter, timeZone: string) {
  const conditions = [
    tx`f.shop_id = ${shopId}`,
    tx`f.status = any(${filter.statuses}::text[])`,
  ];
  if (!filter.includeInactive) conditions.push(tx`t.is_active and c.is_active`);
  if (filter.categoryId !== null) conditions.push(tx`t.category_id = ${filter.categoryId}`);
  if (filter.createdBy !== null) conditions.push(tx`f.created_by_user_id = ${filter.createdBy}`);
  // Whole days in the shop's time zone, both ends included.
  if (filter.from) {
    conditions.push(tx`f.created_at >= (${filter.from}::date)::timestamp at time zone ${timeZone}`);
  }
  if (filter.to) {
    conditions.push(tx`f.created_at < (${filter.to}::date + 1)::timestamp at time zone ${timeZone}`);
  }
  for (const word of filter.words) {
    // The word is matched literally: % and _ are not wildcards here.
    const pattern = `%${word.replace(/[\\%_]/g, "\\$&")}%`;
    conditions.push(tx`(f.search_text like ${pattern} or f.task_id in (
      select id from tasks where shop_id = ${shopId} and lower(name) like ${pattern}))`);
  }
  return conditions.reduce((all, condition) => tx`${all} and ${condition}`);
}

function orderOf(tx: Tx, filter: FindingsFilter) {
  const direction = filter.asc ? tx`asc` : tx`desc`;
  const key = {
    text: tx`lower(f.text) ${direction}`,
    task: tx`lower(t.name) ${direction}, f.sort_order`,
    category: tx`lower(c.name) ${direction}, lower(t.name), f.sort_order`,
    created: tx`f.created_at ${direction}`,
    status: tx`array_position(${FINDING_STATUSES as unknown as string[]}::text[], f.status) ${direction}`,
    // The shop's priority order; findings without a priority last either way.
    priority: tx`p.sort_order ${direction} nulls last`,
  }[filter.orderBy];
  return tx`${key}, f.id ${direction}`;
}

/** One page of the shop's findings as the filter asks, and how many match in all. */
export async function searchFindings(
  tx: Tx,
  shopId: number,
  filter: FindingsFilter,
  timeZone: string,
): Promise<{ rows: FindingRow[]; total: number }> {
  const where = searchConditions(tx, shopId, filter, timeZone);
  // One pass over the matches finds the page's ids and counts them all (narrow rows: the count's window
  // keeps every match); the page's columns are then read for its ids alone.
  const page = await tx<{ id: number; total: number }[]>`
    select f.id, count(*) over ()::int as total
    from findings f ${joins(tx)}
    where ${where}
    order by ${orderOf(tx, filter)}
    limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`;
  if (page.length === 0) {
    // Past the last page: the window had nothing to count.
    const [{ total }] = await tx<{ total: number }[]>`select count(*)::int as total from findings f ${
      joins(tx)
    }
      where ${where}`;
    return { rows: [], total };
  }
  const ids = page.map((row) => row.id);
  const rows = await tx<FindingRow[]>`
    select ${selectColumns(tx, filter.columns.order)} from findings f ${joins(tx)}
    where f.shop_id = ${shopId} and f.id = any(${ids}::int[])`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.map((id) => byId.get(id)!), total: page[0].total };
}

export interface TaskHeading {
  id: number;
  name: string;
  categoryName: string;
  isActive: boolean;
  defaultPriorityId: number | null;
  conclusionMode: ConclusionMode;
}

export async function selectTaskHeading(tx: Tx, shopId: number, taskId: number): Promise<TaskHeading | null> {
  const [row] = await tx<TaskHeading[]>`
    select t.id, t.name, c.name as "categoryName", t.is_active and c.is_active as "isActive",
           t.default_priority_id as "defaultPriorityId", t.conclusion_mode as "conclusionMode"
    from tasks t join categories c on c.shop_id = t.shop_id and c.id = t.category_id
    where t.shop_id = ${shopId} and t.id = ${taskId}`;
  return row ?? null;
}

export interface Choice {
  id: number;
  name: string;
}

/** A task or category to choose: the page marks a switched-off one in its words. */
export type CatalogueChoice = Choice & { isActive: boolean };

/** The tasks a finding can be added to, by category, in the shop's order; a task of an inactive category is
 * inactive too. */
export function selectTaskChoices(
  tx: Tx,
  shopId: number,
): Promise<(CatalogueChoice & { categoryName: string })[]> {
  return tx<(CatalogueChoice & { categoryName: string })[]>`
    select t.id, t.name, t.is_active and c.is_active as "isActive", c.name as "categoryName"
    from tasks t join categories c on c.shop_id = t.shop_id and c.id = t.category_id
    where t.shop_id = ${shopId}
    order by c.sort_order, c.id, t.sort_order, t.id`;
}

export function selectCategoryChoices(tx: Tx, shopId: number): Promise<CatalogueChoice[]> {
  return tx<CatalogueChoice[]>`
    select id, name, is_active as "isActive"
    from categories where shop_id = ${shopId} order by sort_order, id`;
}
