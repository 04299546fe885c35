// The catalog module's SQL. Every function takes the caller's Tx and filters by shop_id.
import type { Tx } from "../../src/platform/db.ts";
import type { CustomerMode, InspectionTypeSummary, SubjectType, TaskType } from "./types.ts";

export function selectInspectionTypes(
  tx: Tx,
  shopId: number,
  options: { includeInactive: boolean },
): Promise<InspectionTypeSummary[]> {
  return tx<InspectionTypeSummary[]>`
    select t.id, t.name, t.subject_type as "subjectType", t.customer_mode as "customerMode",
           t.is_active as "isActive", t.is_default as "isDefault",
           count(distinct k.category_id)::int as "categoryCount", count(k.id)::int as "taskCount"
    from inspection_types t
    left join inspection_type_tasks tt on tt.shop_id = t.shop_id and tt.inspection_type_id = t.id
    left join tasks k on k.shop_id = tt.shop_id and k.id = tt.task_id
    where t.shop_id = ${shopId} and (t.is_active or ${options.includeInactive})
    group by t.id
    order by t.is_active desc, t.sort_order, lower(t.name)`;
}

export async function insertCategory(
  tx: Tx,
  shopId: number,
  name: string,
  sortOrder: number,
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into categories (shop_id, name, sort_order) values (${shopId}, ${name}, ${sortOrder}) returning id`;
  return row.id;
}

export async function insertTask(
  tx: Tx,
  shopId: number,
  task: { categoryId: number; name: string; taskType: TaskType; sortOrder: number },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into tasks (shop_id, category_id, name, task_type, sort_order)
    values (${shopId}, ${task.categoryId}, ${task.name}, ${task.taskType}, ${task.sortOrder})
    returning id`;
  return row.id;
}

export async function insertInspectionType(
  tx: Tx,
  shopId: number,
  type: {
    name: string;
    subjectType: SubjectType;
    customerMode: CustomerMode;
    isDefault: boolean;
    isActive: boolean;
    sortOrder: number;
  },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into inspection_types (shop_id, name, subject_type, customer_mode, is_default, is_active, sort_order)
    values (${shopId}, ${type.name}, ${type.subjectType}, ${type.customerMode}, ${type.isDefault},
            ${type.isActive}, ${type.sortOrder})
    returning id`;
  return row.id;
}

export async function insertTypeTasks(
  tx: Tx,
  shopId: number,
  typeId: number,
  taskIds: number[],
): Promise<void> {
  if (taskIds.length === 0) return;
  const rows = taskIds.map((taskId, index) => ({
    shop_id: shopId,
    inspection_type_id: typeId,
    task_id: taskId,
    sort_order: index,
  }));
  await tx`insert into inspection_type_tasks ${tx(rows)}`;
}
