// A new inspection type from the form: its fields and the shop's tasks it holds.
import type { Sql } from "@platform/db.ts";
import type { InspectionTypeInput } from "./inspection_type_input.ts";
import { insertType, replaceTypeTasks } from "./inspection_types_queries.server.ts";
import { refuseForeignTasks, refuseNameClash } from "./type_rules.ts";

export async function createInspectionType(
  sql: Sql,
  shopId: number,
  input: InspectionTypeInput,
): Promise<number> {
  return await sql.begin(async (tx) => {
    await refuseNameClash(tx, shopId, input.name, null);
    await refuseForeignTasks(tx, shopId, input.taskIds);
    const id = await insertType(tx, shopId, input);
    await replaceTypeTasks(tx, shopId, id, input.taskIds);
    return id;
  });
}
