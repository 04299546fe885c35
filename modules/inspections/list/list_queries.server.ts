// The SQL of the inspections list and the mechanic's quicklist. Every query names the shop. The search is
// written so each of its parts can use an index of 0010/0011 (docs/inspections/list_and_add.md, "Why it
// stays fast"): customers and vehicles are found first by name/make/model/plate/VIN prefix, then their
// inspections by customer_id or subject_id, or the inspections by their RO number prefix.
import type { Tx } from "@platform/db.ts";
import type { InspectionsFilter } from "./list_search.ts";
import type { InspectionFacts } from "../inspection_summary.ts";
import { type CustomerAnswerState, INSPECTION_STATUSES } from "../types.ts";

/** A row of the list: the facts the inspection's own heading shows, and who and when. */
export interface InspectionListRow extends Omit<InspectionFacts, "statusLabel" | "createdAt"> {
  mechanicUserId: number | null;
  creatorName: string;
  createdAt: Date;
  updatedAt: Date;
  /** Set when a checklist was handed in: an inProgress inspection with it was sent back. */
  checklistDoneAt: Date | null;
  /** What the customer's answers come to (decision 032), with the amounts approved and declined. */
  customerAnswer: CustomerAnswerState | null;
  approvedAmount: number;
  declinedAmount: number;
}

const COLUMNS = `i.enc_id as "encId", i.status, i.type_name as "typeName", i.ro_number as "roNumber",
  coalesce(c.customer_name, '') as "customerName", coalesce(s.vehicle_name, '') as "vehicleName",
  coalesce(s.plate, '') as plate, coalesce(s.vin, '') as vin, i.odometer, i.odometer_unit as "odometerUnit",
  i.mechanic_user_id as "mechanicUserId", coalesce(mu.display_name, '') as "mechanicName",
  coalesce(gu.display_name, '') as "managerName", coalesce(cu.display_name, '') as "creatorName",
  i.created_at as "createdAt", i.updated_at as "updatedAt", i.checklist_done_at as "checklistDoneAt",
  i.customer_answer as "customerAnswer", i.approved_amount::float8 as "approvedAmount",
  i.declined_amount::float8 as "declinedAmount"`;

// Customers, vehicles and people through the views their owners publish (migrations 0018, 0019).
const JOINS = `left join shops_customer_names c on c.shop_id = i.shop_id and c.id = i.customer_id
  left join shops_vehicle_names s on s.shop_id = i.shop_id and s.id = i.subject_id
  left join accounts_people mu on mu.id = i.mechanic_user_id
  left join accounts_people gu on gu.id = i.manager_user_id
  left join accounts_people cu on cu.id = i.created_by_user_id`;

/** A LIKE pattern for text that starts with the word, taken literally (% and _ are not wildcards). */
export function prefixPattern(word: string): string {
  return `${word.replace(/[\\%_]/g, "\\$&")}%`;
}

/** One word of the search: any one of the ways an adviser names an inspection. Each branch is its own
 * index-backed semi-join (customers or vehicles by prefix, then their inspections by customer_id or
 * subject_id; or the RO number's prefix). The union of their ids, as an array, is an index condition on the
 * inspections' primary key (several words: a BitmapAnd), so the planner never scans the shop's inspections. */
function wordCondition(tx: Tx, shopId: number, word: string) {
  const lower = prefixPattern(word.toLowerCase());
  const upper = prefixPattern(word.toUpperCase());
  // The last six or more characters of a VIN, read backwards, are the start of the reversed VIN.
  const vinTail = /^[a-z0-9]{6,17}$/i.test(word)
    ? tx`or (vin <> '' and reverse(vin) like ${prefixPattern([...word.toUpperCase()].reverse().join(""))})`
    : tx``;
  return tx`i.id = any(array(
    select w.id from inspections w where w.shop_id = ${shopId} and w.customer_id in (
      select id from shops_customer_names where shop_id = ${shopId} and (lower(first_name) like ${lower}
        or lower(last_name) like ${lower} or (company_name <> '' and lower(company_name) like ${lower})))
    union
    select w.id from inspections w where w.shop_id = ${shopId} and w.subject_id in (
      select id from shops_vehicle_names where shop_id = ${shopId} and ((make <> '' and lower(make) like ${lower})
        or (model <> '' and lower(model) like ${lower}) or (plate <> '' and plate like ${upper})
        or (vin <> '' and vin like ${upper}) ${vinTail}))
    union
    select w.id from inspections w
    where w.shop_id = ${shopId} and w.ro_number <> '' and lower(w.ro_number) like ${lower}))`;
}

function moment(tx: Tx, value: string, timeZone: string, end: boolean) {
  if (value.length === 10) {
    // A day in the shop's time zone, both ends included.
    return end
      ? tx`i.created_at < (${value}::date + 1)::timestamp at time zone ${timeZone}`
      : tx`i.created_at >= (${value}::date)::timestamp at time zone ${timeZone}`;
  }
  return end ? tx`i.created_at <= ${value}::timestamptz` : tx`i.created_at >= ${value}::timestamptz`;
}

function conditions(tx: Tx, shopId: number, filter: InspectionsFilter, timeZone: string) {
  const all = [tx`i.shop_id = ${shopId}`];
  if (filter.statuses.length === 1) all.push(tx`i.status = ${filter.statuses[0]}`);
  else if (filter.statuses.length < INSPECTION_STATUSES.length) {
    all.push(tx`i.status = any(${filter.statuses}::text[])`);
  }
  if (filter.answer === "answered") all.push(tx`i.customer_answer is not null`);
  else if (filter.answer === "none") all.push(tx`i.customer_answer is null`);
  else if (filter.answer !== null) all.push(tx`i.customer_answer = ${filter.answer}`);
  if (filter.from) all.push(moment(tx, filter.from, timeZone, false));
  if (filter.to) all.push(moment(tx, filter.to, timeZone, true));
  if (filter.managerId !== null) all.push(tx`i.manager_user_id = ${filter.managerId}`);
  if (filter.mechanicId !== null) all.push(tx`i.mechanic_user_id = ${filter.mechanicId}`);
  if (filter.creatorId !== null) all.push(tx`i.created_by_user_id = ${filter.creatorId}`);
  for (const word of filter.words) all.push(wordCondition(tx, shopId, word));
  return all.reduce((joined, condition) => tx`${joined} and ${condition}`);
}

function orderOf(tx: Tx, filter: InspectionsFilter) {
  const dir = filter.asc ? tx`asc` : tx`desc`;
  const key = {
    created: tx`i.created_at ${dir}`,
    updated: tx`i.updated_at ${dir}`,
    status:
      tx`array_position(${INSPECTION_STATUSES as unknown as string[]}::text[], i.status) ${dir}, i.created_at desc`,
    customer:
      tx`lower(coalesce(nullif(c.last_name, ''), c.company_name)) ${dir} nulls last, lower(c.first_name) ${dir}`,
    vehicle: tx`lower(s.make) ${dir} nulls last, lower(s.model) ${dir}, s.model_year ${dir}`,
    ro: tx`nullif(lower(i.ro_number), '') ${dir} nulls last`,
    type: tx`lower(i.type_name) ${dir}`,
    mechanic: tx`lower(mu.display_name) ${dir} nulls last`,
    manager: tx`lower(gu.display_name) ${dir} nulls last`,
  }[filter.orderBy];
  return tx`${key}, i.id ${dir}`;
}

/** The list's two queries, unrun: the page of rows and the count of every match (scripts/generate_inspections.ts
 * EXPLAINs them as they are). */
export function listQueries(tx: Tx, shopId: number, filter: InspectionsFilter, timeZone: string) {
  const where = conditions(tx, shopId, filter, timeZone);
  return {
    page: tx`
      select ${tx.unsafe(COLUMNS)} from inspections i ${tx.unsafe(JOINS)}
      where ${where}
      order by ${orderOf(tx, filter)}
      limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    count: tx`select count(*)::int as total from inspections i where ${where}`,
  };
}

/** One page of the shop's inspections as the filter asks, and how many match in all. */
export async function searchInspections(
  tx: Tx,
  shopId: number,
  filter: InspectionsFilter,
  timeZone: string,
): Promise<{ rows: InspectionListRow[]; total: number }> {
  const queries = listQueries(tx, shopId, filter, timeZone);
  const [rows, [{ total }]] = await Promise.all([
    queries.page as unknown as Promise<InspectionListRow[]>,
    queries.count as unknown as Promise<{ total: number }[]>,
  ]);
  return { rows, total };
}

/** The shop's open inspections for the bay (created, in progress, sent back): newest first, the
 * mechanic's own first when one is named. */
export async function selectQuicklist(
  tx: Tx,
  shopId: number,
  mineFirstFor: number | null,
  limit: number,
): Promise<InspectionListRow[]> {
  return await tx<InspectionListRow[]>`
    select ${tx.unsafe(COLUMNS)} from inspections i ${tx.unsafe(JOINS)}
    where i.shop_id = ${shopId} and i.status in ('created', 'inProgress')
    order by (i.mechanic_user_id is not distinct from ${mineFirstFor}::int) desc, i.created_at desc, i.id desc
    limit ${limit}`;
}

/** The newest inspection made for a work order (its id in the shop's system) or a repair order number. */
export async function selectInspectionOfOrder(
  tx: Tx,
  shopId: number,
  key: { workOrderId: string } | { roNumber: string },
): Promise<string | null> {
  const [row] = "workOrderId" in key
    ? await tx<{ encId: string }[]>`
      select enc_id as "encId" from inspections
      where shop_id = ${shopId} and work_order_id <> '' and work_order_id = ${key.workOrderId}
      order by created_at desc, id desc limit 1`
    : await tx<{ encId: string }[]>`
      select enc_id as "encId" from inspections
      where shop_id = ${shopId} and ro_number <> '' and lower(ro_number) = lower(${key.roNumber})
      order by created_at desc, id desc limit 1`;
  return row?.encId ?? null;
}
