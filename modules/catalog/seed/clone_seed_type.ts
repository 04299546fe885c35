// Seed type clone: one template inspection type, with the categories, tasks, findings and priorities it
// uses, into a working shop (copyTypes). The copy is the shop's own; what the shop has already (by name) is
// kept, so cloning twice adds no task or finding twice, and a type name the shop uses gets "X (2)".
import type { Sql } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import type { Applied } from "../apply_catalog.ts";
import { copyTypes } from "../copy_template.ts";
import { requireSeedAccess, requireTemplateType } from "./seed_access.ts";
import { selectShopType } from "./seed_queries.server.ts";

export interface ClonedType {
  typeId: number;
  name: string;
  created: Applied["created"];
}

export async function cloneSeedType(
  sql: Sql,
  viewer: Viewer | null,
  templateTypeId: number,
  shopUriName: string,
): Promise<ClonedType> {
  const access = await requireSeedAccess(sql, viewer, shopUriName);
  const type = await requireTemplateType(sql, templateTypeId);
  if (!type.isActive) throw new InputError(`"${type.name}" is retired in its template and cannot be added.`);
  return await sql.begin(async (tx) => {
    const applied = await copyTypes(tx, type.shopId, access.shop.id, [type.id], access.viewer.userId);
    const copy = (await selectShopType(tx, access.shop.id, applied.typeIds[0]))!;
    return { typeId: copy.id, name: copy.name, created: applied.created };
  });
}
