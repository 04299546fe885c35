// "Make default" (POST /ajax/types/{id}/set-default): the type a new inspection gets. Exactly one type is
// the default afterwards. Which type that is belongs to the shop, so an attached copy can be it too.
import type { Sql } from "@platform/db.ts";
import { ConflictError } from "@platform/errors.ts";
import { updateDefaultType } from "./inspection_types_queries.server.ts";
import { lockedType } from "./type_rules.ts";

export async function setDefaultInspectionType(
  sql: Sql,
  shopId: number,
  id: number,
): Promise<{ defaultTypeId: number }> {
  await sql.begin(async (tx) => {
    const type = await lockedType(tx, shopId, id);
    if (!type.isActive) {
      throw new ConflictError(`Activate "${type.name}" before making it the default.`);
    }
    await updateDefaultType(tx, shopId, id);
  });
  return { defaultTypeId: id };
}
