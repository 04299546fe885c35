// The structure of an inspection type's checklist: its tasks under the shop's categories, in the shop's
// category and task order, each with its full configuration, its findings (not archived, in order) and the
// shop's priorities. The preview page shows it; the checklist screens (checklist and report previews,
// inspections) build on it. An unsaved type (typeId null) or unsaved changes to a saved one are previewed
// by passing the fields and taskIds to use instead of the stored ones.
import type { Tx } from "../../src/platform/db.ts";
import { NotFoundError } from "../../src/platform/errors.ts";
import { NOT_FOUND } from "./catalog_access.ts";
import { countShopTasks, selectType } from "./inspection_types_queries.server.ts";
import type {
  CustomerMode,
  FindingStatus,
  SubjectType,
  TaskConfiguration,
  TaskType,
  ValueInputType,
} from "./types.ts";

export interface OutlineOptions {
  typeId: number | null;
  /** The tasks to show instead of the type's own (an unsaved selection). */
  taskIds?: number[];
  subjectType?: SubjectType;
  customerMode?: CustomerMode;
  name?: string;
  /** Also inactive tasks and the tasks of inactive categories (each says it is inactive). */
  includeInactive: boolean;
}

export interface OutlineFinding {
  id: number;
  text: string;
  explanation: string;
  recommendation: string;
  priorityId: number | null;
  status: FindingStatus;
}

export interface OutlineTask extends TaskConfiguration {
  id: number;
  name: string;
  isActive: boolean;
  defaultPriorityId: number | null;
  findings: OutlineFinding[];
}

export interface OutlineCategory {
  id: number;
  name: string;
  isActive: boolean;
  tasks: OutlineTask[];
}

export interface ChecklistOutline {
  type: {
    id: number | null;
    name: string;
    description: string;
    subjectType: SubjectType;
    customerMode: CustomerMode;
    isActive: boolean;
  };
  categories: OutlineCategory[];
  /** The shop's active priorities, in order. */
  priorities: { id: number; name: string; colour: string }[];
}

interface TaskRow {
  id: number;
  name: string;
  isActive: boolean;
  categoryId: number;
  categoryName: string;
  categoryActive: boolean;
  taskType: TaskType;
  conclusionMode: TaskConfiguration["conclusionMode"];
  mediaMode: TaskConfiguration["mediaMode"];
  notesMode: TaskConfiguration["notesMode"];
  valueMode: TaskConfiguration["valueMode"];
  valueLabels: string[];
  valueInputTypes: ValueInputType[];
  notifyMode: TaskConfiguration["notifyMode"];
  defaultPriorityId: number | null;
  priceMin: string | null;
  priceMax: string | null;
  instructions: string;
}

export async function loadChecklistOutline(
  tx: Tx,
  shopId: number,
  options: OutlineOptions,
): Promise<ChecklistOutline> {
  const stored = options.typeId === null ? null : await selectType(tx, shopId, options.typeId);
  if (options.typeId !== null && !stored) throw new NotFoundError(NOT_FOUND.inspection_types);
  const taskIds = options.taskIds ?? stored?.taskIds ?? [];
  if (options.taskIds && (await countShopTasks(tx, shopId, taskIds)) !== new Set(taskIds).size) {
    throw new NotFoundError(NOT_FOUND.tasks);
  }
  const tasks = await tx<TaskRow[]>`
    select k.id, k.name, k.is_active as "isActive", c.id as "categoryId", c.name as "categoryName",
           c.is_active as "categoryActive", k.task_type as "taskType", k.conclusion_mode as "conclusionMode",
           k.media_mode as "mediaMode", k.notes_mode as "notesMode", k.value_mode as "valueMode",
           k.value_labels as "valueLabels", k.value_input_types as "valueInputTypes", k.notify_mode as "notifyMode",
           k.default_priority_id as "defaultPriorityId", k.price_min::text as "priceMin",
           k.price_max::text as "priceMax", k.instructions
    from tasks k
    join categories c on c.shop_id = k.shop_id and c.id = k.category_id
    where k.shop_id = ${shopId} and k.id = any(${taskIds}::int[])
      and ((k.is_active and c.is_active) or ${options.includeInactive})
    order by c.sort_order, c.id, k.sort_order, k.id`;
  const findings = await tx<(OutlineFinding & { taskId: number })[]>`
    select id, task_id as "taskId", text, explanation, recommendation, priority_id as "priorityId", status
    from findings
    where shop_id = ${shopId} and task_id = any(${
    tasks.map((task) => task.id)
  }::int[]) and status <> 'archived'
    order by sort_order, id`;
  const findingsOf = Map.groupBy(findings, (finding) => finding.taskId);
  const priorities = await tx<{ id: number; name: string; colour: string }[]>`
    select id, name, colour from priorities where shop_id = ${shopId} and is_active order by sort_order, id`;

  const categories: OutlineCategory[] = [];
  for (const row of tasks) {
    let category = categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, isActive: row.categoryActive, tasks: [] };
      categories.push(category);
    }
    category.tasks.push({
      id: row.id,
      name: row.name,
      isActive: row.isActive,
      taskType: row.taskType,
      conclusionMode: row.conclusionMode,
      mediaMode: row.mediaMode,
      notesMode: row.notesMode,
      valueMode: row.valueMode,
      values: row.valueLabels.map((label, index) => ({ label, inputType: row.valueInputTypes[index] })),
      notifyMode: row.notifyMode,
      defaultPriorityId: row.defaultPriorityId,
      priceMin: row.priceMin === null ? null : Number(row.priceMin),
      priceMax: row.priceMax === null ? null : Number(row.priceMax),
      instructions: row.instructions,
      findings: (findingsOf.get(row.id) ?? []).map(({ taskId: _, ...finding }) => finding),
    });
  }
  return {
    type: {
      id: stored?.id ?? null,
      name: options.name ?? stored?.name ?? "",
      description: stored?.description ?? "",
      subjectType: options.subjectType ?? stored?.subjectType ?? "vehicle",
      customerMode: options.customerMode ?? stored?.customerMode ?? "required",
      isActive: stored?.isActive ?? true,
    },
    categories,
    priorities,
  };
}
