// An inspection's checklist items are its type's active tasks as they are today, in the catalogue's order:
// made when the inspection is created and again when its type is changed before any result is saved.
import type { Tx } from "../../src/platform/db.ts";
import { loadChecklistOutline } from "../catalog/mod.ts";

/** Inserts one item per active task of the type; returns how many. */
export async function insertItemsOfType(
  tx: Tx,
  shopId: number,
  inspectionId: number,
  typeId: number,
): Promise<number> {
  const outline = await loadChecklistOutline(tx, shopId, { typeId, includeInactive: false });
  const items = outline.categories.flatMap((category) =>
    category.tasks.map((task) => ({
      shop_id: shopId,
      inspection_id: inspectionId,
      task_id: task.id,
      task_name: task.name,
      category_name: category.name,
      priority_id: task.defaultPriorityId,
    }))
  );
  if (items.length > 0) await tx`insert into inspection_items ${tx(items)}`;
  return items.length;
}
