// Detach (POST /ajax/types/{id}/detach): an attached copy in a tenant shop becomes the tenant's own. It
// keeps its link for the record, but publishing leaves it alone from now on.
import type { Sql } from "@platform/db.ts";
import { ConflictError } from "@platform/errors.ts";
import { updateTypeDetached } from "./inspection_types_queries.server.ts";
import { isAttachedCopy, lockedType } from "./type_rules.ts";

export async function detachInspectionType(
  sql: Sql,
  shopId: number,
  id: number,
): Promise<{ isDetached: true }> {
  await sql.begin(async (tx) => {
    const type = await lockedType(tx, shopId, id);
    if (!isAttachedCopy(type)) {
      throw new ConflictError(
        `"${type.name}" is not managed by another shop; it is already this shop's own.`,
      );
    }
    await updateTypeDetached(tx, shopId, id);
  });
  return { isDetached: true };
}
