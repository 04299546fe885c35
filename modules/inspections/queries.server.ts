// The inspections module's SQL for one inspection and its items. Every query names the shop.
import type { Tx } from "../../src/platform/db.ts";
import type { InspectionRecord } from "./inspection_record.ts";
import { ownerAssets } from "../media/mod.ts";
import { itemAssetsOf } from "./checklist/item_assets.ts";
import type { InspectionItem, ItemAsset, ItemResult, RowTask } from "./types.ts";

const INSPECTION_COLUMNS = `i.id, i.shop_id as "shopId", i.enc_id as "encId", i.status,
  i.inspection_type_id as "typeId", i.type_name as "typeName", i.customer_id as "customerId",
  i.subject_id as "subjectId", i.ro_number as "roNumber", i.crm_key_prefix as "crmKeyPrefix",
  i.crm_key as "crmKey", i.work_order_id as "workOrderId", i.odometer, i.odometer_unit as "odometerUnit",
  i.notes, i.sales_pitch as "salesPitch", i.report_options as "reportOptions",
  i.manager_user_id as "managerUserId", i.mechanic_user_id as "mechanicUserId",
  i.created_by_user_id as "createdByUserId", i.checklist_seconds as "checklistSeconds",
  i.audit_seconds as "auditSeconds", i.report_seconds as "reportSeconds", i.version,
  i.checklist_done_at as "checklistDoneAt", i.audited_at as "auditedAt",
  i.audited_by_user_id as "auditedByUserId", i.report_sent_at as "reportSentAt",
  i.first_viewed_at as "firstViewedAt", i.last_viewed_at as "lastViewedAt", i.view_count as "viewCount",
  i.closed_at as "closedAt", i.created_at as "createdAt",
  i.updated_at as "updatedAt"`;

export async function selectInspection(tx: Tx, shopId: number, id: number): Promise<InspectionRecord | null> {
  const [row] = await tx<InspectionRecord[]>`
    select ${tx.unsafe(INSPECTION_COLUMNS)} from inspections i where i.shop_id = ${shopId} and i.id = ${id}`;
  return row ?? null;
}

/** The same, locked for the rest of the transaction (a change that depends on its status or version). */
export async function lockInspection(tx: Tx, shopId: number, id: number): Promise<InspectionRecord | null> {
  const [row] = await tx<InspectionRecord[]>`
    select ${tx.unsafe(INSPECTION_COLUMNS)} from inspections i
    where i.shop_id = ${shopId} and i.id = ${id} for update`;
  return row ?? null;
}

/** Where an encrypted id points: the inspection's shop and the id handed out (links can be withdrawn). */
export async function selectInspectionKey(
  tx: Tx,
  id: number,
): Promise<{ shopId: number; encId: string | null } | null> {
  const [row] = await tx<{ shopId: number; encId: string | null }[]>`
    select shop_id as "shopId", enc_id as "encId" from inspections where id = ${id}`;
  return row ?? null;
}

const ITEM_COLUMNS = `it.task_id as "taskId", it.item_version as "itemVersion", it.task_name as "taskName",
  it.result, it.conclusion_id as "conclusionId", it.finding_text as "findingText", it.notes, it.sold,
  it.time::float8 as time, it.price::float8 as price, it.priority_id as "priorityId", it.value1, it.value2,
  it.value3, it.value4, to_char(it.updated_at at time zone 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", it.updated_by_user_id as "updatedByUserId"`;

/** Every item of an inspection, in the shop's category and task order. */
export async function selectItems(tx: Tx, shopId: number, inspectionId: number): Promise<InspectionItem[]> {
  const items = await tx<Omit<InspectionItem, "itemAssets">[]>`
    select ${tx.unsafe(ITEM_COLUMNS)}
    from inspection_items it
    join catalog_task_rows t on t.shop_id = it.shop_id and t.task_id = it.task_id
    where it.shop_id = ${shopId} and it.inspection_id = ${inspectionId}
    order by t.category_sort_order, t.category_id, t.task_sort_order, t.task_id`;
  return await withItemAssets(tx, shopId, inspectionId, items);
}

/** Each item's pictures and videos: the inspection's assets assigned to its task (media keeps them). */
async function withItemAssets<T extends { taskId: number }>(
  tx: Tx,
  shopId: number,
  inspectionId: number,
  items: T[],
): Promise<(T & { itemAssets: ItemAsset[] })[]> {
  const assets = await ownerAssets(
    tx,
    { shopId, subclass: "InspectionAsset", ownerId: inspectionId, draftRef: null },
    null,
  );
  return items.map((item) => ({ ...item, itemAssets: itemAssetsOf(assets, item.taskId) }));
}

/** Items with the task settings their rows obey, locked for a save. */
export interface ItemForSave extends InspectionItem {
  task: RowTask;
}

export async function lockItemsForSave(
  tx: Tx,
  shopId: number,
  inspectionId: number,
  taskIds: number[],
): Promise<ItemForSave[]> {
  const rows = await tx<
    (Omit<InspectionItem, "itemAssets"> & Omit<RowTask, "values"> & {
      valueLabels: string[];
      valueInputTypes: string[];
    })[]
  >`
    select ${tx.unsafe(ITEM_COLUMNS)}, t.task_type as "taskType", t.conclusion_mode as "conclusionMode",
           t.media_mode as "mediaMode", t.notes_mode as "notesMode", t.value_mode as "valueMode",
           t.value_labels as "valueLabels", t.value_input_types as "valueInputTypes"
    from inspection_items it
    join catalog_task_rows t on t.shop_id = it.shop_id and t.task_id = it.task_id
    where it.shop_id = ${shopId} and it.inspection_id = ${inspectionId} and it.task_id = any(${taskIds}::int[])
    order by it.task_id
    for update of it`;
  return (await withItemAssets(tx, shopId, inspectionId, rows)).map((
    { taskType, conclusionMode, mediaMode, notesMode, valueMode, valueLabels, valueInputTypes, ...item },
  ) => ({
    ...item,
    task: {
      taskType,
      conclusionMode,
      mediaMode,
      notesMode,
      valueMode,
      values: valueLabels.map((label, index) => ({
        label,
        inputType: valueInputTypes[index] as RowTask["values"][number]["inputType"],
      })),
    },
  }));
}

export interface ItemWrite {
  taskId: number;
  result: ItemResult;
  conclusionId: number | null;
  findingText: string;
  notes: string;
  sold: boolean;
  time: number | null;
  price: number | null;
  priorityId: number | null;
  value1: string;
  value2: string;
  value3: string;
  value4: string;
}

/** Writes one item and raises its version; the caller has checked the version under the row lock. */
export async function updateItem(
  tx: Tx,
  shopId: number,
  inspectionId: number,
  userId: number | null,
  item: ItemWrite,
): Promise<number> {
  const [row] = await tx<{ itemVersion: number }[]>`
    update inspection_items set
      result = ${item.result}, conclusion_id = ${item.conclusionId}, finding_text = ${item.findingText},
      notes = ${item.notes}, sold = ${item.sold}, time = ${item.time}, price = ${item.price},
      priority_id = ${item.priorityId}, value1 = ${item.value1}, value2 = ${item.value2},
      value3 = ${item.value3}, value4 = ${item.value4}, updated_by_user_id = ${userId}, updated_at = now(),
      item_version = item_version + 1
    where shop_id = ${shopId} and inspection_id = ${inspectionId} and task_id = ${item.taskId}
    returning item_version as "itemVersion"`;
  return row.itemVersion;
}
