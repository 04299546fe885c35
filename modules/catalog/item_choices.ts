// The findings and priorities an inspection's saved items choose, checked to be this shop's: one query for
// all the items of a save, whatever their number.
import type { Tx } from "@platform/db.ts";

/** The texts of findings, checked to belong to this shop (id -> its task id and text). */
export async function findFindingsOfTasks(
  tx: Tx,
  shopId: number,
  findingIds: number[],
): Promise<Map<number, { taskId: number; text: string }>> {
  if (findingIds.length === 0) return new Map();
  const rows = await tx<{ id: number; taskId: number; text: string }[]>`
    select id, task_id as "taskId", text from findings where shop_id = ${shopId} and id = any(${findingIds}::int[])`;
  return new Map(rows.map((row) => [row.id, { taskId: row.taskId, text: row.text }]));
}

/** Which of the ids are this shop's priorities. */
export async function findPriorityIds(tx: Tx, shopId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx<{ id: number }[]>`
    select id from priorities where shop_id = ${shopId} and id = any(${ids}::int[])`;
  return new Set(rows.map((row) => row.id));
}
