// Saves the inspection type form: fields and task selection. An attached copy in a tenant shop is the
// parent shop's to change (409 until it is detached).
import type { Sql } from "@platform/db.ts";
import type { InspectionTypeInput } from "./inspection_type_input.ts";
import { replaceTypeTasks, updateType } from "./inspection_types_queries.server.ts";
import { lockedType, refuseAttachedCopy, refuseForeignTasks, refuseNameClash } from "./type_rules.ts";

export async function updateInspectionType(
  sql: Sql,
  shopId: number,
  id: number,
  input: InspectionTypeInput,
): Promise<void> {
  await sql.begin(async (tx) => {
    refuseAttachedCopy(await lockedType(tx, shopId, id));
    await refuseNameClash(tx, shopId, input.name, id);
    await refuseForeignTasks(tx, shopId, input.taskIds);
    await updateType(tx, shopId, id, input);
    await replaceTypeTasks(tx, shopId, id, input.taskIds);
  });
}
