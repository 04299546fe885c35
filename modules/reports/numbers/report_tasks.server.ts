// The tasks /customer-results can be narrowed to: those the shop's inspections recorded, by the name they
// were recorded under (a renamed task keeps its old inspections' name), most recent name first.
import type { Tx } from "@platform/db.ts";

/** The most tasks the filter lists. */
const MAX_TASKS = 500;

export async function selectReportTasks(
  tx: Tx,
  shopId: number,
): Promise<Array<{ taskId: number; taskName: string; categoryName: string }>> {
  // Through the shop's inspections (their index), then each one's items (by inspection).
  const tasks = await tx<Array<{ taskId: number; taskName: string; categoryName: string }>>`
    select distinct on (it.task_id) it.task_id as "taskId", it.task_name as "taskName",
      it.category_name as "categoryName"
    from inspections_facts i
    join inspections_item_facts it on it.shop_id = i.shop_id and it.inspection_id = i.id
    where i.shop_id = ${shopId} and it.result in ('warn', 'fail')
    order by it.task_id, i.id desc
    limit ${MAX_TASKS}`;
  return tasks.sort((a, b) =>
    a.categoryName.localeCompare(b.categoryName) || a.taskName.localeCompare(b.taskName)
  );
}
