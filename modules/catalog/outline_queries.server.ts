// The outline of a catalogue: categories with their tasks (full configuration) and findings, in checklist
// order. The inspection type preview, the checklist outline (load_checklist_outline.ts) and the seed pages
// all read it from here.
import type { Tx } from "../../src/platform/db.ts";
import type { FindingStatus, TaskConfiguration } from "./types.ts";
import { storedValueColumns, type StoredValues, withTaskValues } from "./tasks/stored_values.ts";

export interface PriorityChip {
  name: string;
  colour: string;
}

export interface OutlineFinding {
  id: number;
  text: string;
  explanation: string;
  recommendation: string;
  priorityId: number | null;
  priority: PriorityChip | null;
  status: FindingStatus;
}

export interface OutlineTask extends TaskConfiguration {
  id: number;
  name: string;
  isActive: boolean;
  defaultPriorityId: number | null;
  defaultPriority: PriorityChip | null;
  /** The findings a yellow or a red value suggests (ids of this task's findings), or null. */
  yellowFindingId: number | null;
  redFindingId: number | null;
  findings: OutlineFinding[];
}

export interface OutlineCategory {
  id: number;
  name: string;
  isActive: boolean;
  tasks: OutlineTask[];
}

/**
 * A shop's categories, tasks and findings in checklist order: all of them, those of one inspection type, or
 * chosen tasks (an unsaved selection). Inactive tasks (and the tasks of inactive categories) and archived
 * findings are left out unless asked for.
 */
export async function selectOutline(
  tx: Tx,
  shopId: number,
  options: { typeId?: number; taskIds?: number[]; includeInactive: boolean; includeArchived?: boolean },
): Promise<OutlineCategory[]> {
  const typeId = options.typeId ?? null;
  const taskIds = options.taskIds ?? null;
  const rows = await tx<
    (Omit<OutlineTask, "values" | "findings" | "priceMin" | "priceMax"> & StoredValues & {
      categoryId: number;
      categoryName: string;
      categoryActive: boolean;
      priceMin: string | null;
      priceMax: string | null;
    })[]
  >`
    select k.id, k.name, k.is_active as "isActive", k.task_type as "taskType",
           k.conclusion_mode as "conclusionMode", k.media_mode as "mediaMode", k.notes_mode as "notesMode",
           k.value_mode as "valueMode", ${tx.unsafe(storedValueColumns("k"))},
           k.yellow_finding_id as "yellowFindingId", k.red_finding_id as "redFindingId", k.notify_mode as "notifyMode", k.default_priority_id as "defaultPriorityId", k.price_min::text as "priceMin", k.price_max::text as "priceMax",
           k.instructions,
           case when p.id is null then null else json_build_object('name', p.name, 'colour', p.colour) end
             as "defaultPriority",
           c.id as "categoryId", c.name as "categoryName", c.is_active as "categoryActive"
    from tasks k
    join categories c on c.shop_id = k.shop_id and c.id = k.category_id
    left join priorities p on p.shop_id = k.shop_id and p.id = k.default_priority_id
    where k.shop_id = ${shopId} and ((k.is_active and c.is_active) or ${options.includeInactive})
      and (${taskIds}::int[] is null or k.id = any(${taskIds}::int[]))
      and (${typeId}::int is null or exists (
        select 1 from inspection_type_tasks tt
        where tt.shop_id = k.shop_id and tt.inspection_type_id = ${typeId}::int and tt.task_id = k.id))
    order by c.sort_order, c.id, k.sort_order, k.id`;
  const findings = await tx<(OutlineFinding & { taskId: number })[]>`
    select f.id, f.task_id as "taskId", f.text, f.explanation, f.recommendation, f.status,
           f.priority_id as "priorityId",
           case when p.id is null then null else json_build_object('name', p.name, 'colour', p.colour) end
             as priority
    from findings f
    left join priorities p on p.shop_id = f.shop_id and p.id = f.priority_id
    where f.shop_id = ${shopId} and f.task_id = any(${rows.map((row) => row.id)}::int[])
      and (f.status <> 'archived' or ${options.includeArchived ?? options.includeInactive})
    order by f.sort_order, f.id`;
  const findingsOf = Map.groupBy(findings, (finding) => finding.taskId);
  const categories: OutlineCategory[] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, isActive: row.categoryActive, tasks: [] };
      categories.push(category);
    }
    const { categoryId: _c, categoryName: _n, categoryActive: _a, ...task } = row;
    category.tasks.push({
      ...withTaskValues(task),
      priceMin: row.priceMin === null ? null : Number(row.priceMin),
      priceMax: row.priceMax === null ? null : Number(row.priceMax),
      findings: (findingsOf.get(row.id) ?? []).map(({ taskId: _t, ...finding }) => finding),
    });
  }
  return categories;
}
