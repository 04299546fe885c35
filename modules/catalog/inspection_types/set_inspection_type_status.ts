// The status toggle of an inspection type (POST /ajax/types/{id}/status). The default type stays active,
// so a new inspection always has a type to start from: another type becomes the default first.
import type { Sql } from "@platform/db.ts";
import { ConflictError } from "@platform/errors.ts";
import { updateTypeActive } from "./inspection_types_queries.server.ts";
import { lockedType, refuseAttachedCopy } from "./type_rules.ts";

export const DEFAULT_STAYS_ACTIVE = "Make another type the default first.";

export async function setInspectionTypeStatus(
  sql: Sql,
  shopId: number,
  id: number,
  isActive: boolean,
): Promise<{ isActive: boolean }> {
  await sql.begin(async (tx) => {
    const type = await lockedType(tx, shopId, id);
    refuseAttachedCopy(type);
    if (type.isDefault && !isActive) throw new ConflictError(DEFAULT_STAYS_ACTIVE);
    await updateTypeActive(tx, shopId, id, isActive);
  });
  return { isActive };
}
