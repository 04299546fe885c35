// The gate of every catalogue call that names a thing by id (/ajax/tasks/{id}/status, ...): the thing's
// shop, for a viewer with the permission there. A thing of a shop the viewer is not in is the same 404 as
// one that does not exist, so ids of other shops cannot be probed.
import type { Sql } from "../../src/platform/db.ts";
import type { Viewer } from "../../src/platform/viewer.ts";
import { requireShopAccessById, type ShopAccess } from "../shops/mod.ts";
import type { Permission } from "../shops/ui.ts";

export type CatalogThing = "inspection_types" | "categories" | "tasks" | "findings" | "priorities";

export const NOT_FOUND: Record<CatalogThing, string> = {
  inspection_types: "There is no such inspection type in this shop.",
  categories: "There is no such category in this shop.",
  tasks: "There is no such task in this shop.",
  findings: "There is no such finding in this shop.",
  priorities: "There is no such priority in this shop.",
};

export async function requireCatalogAccess(
  sql: Sql,
  viewer: Viewer | null,
  thing: CatalogThing,
  id: number,
  permission: Permission,
): Promise<ShopAccess> {
  const [row] = Number.isSafeInteger(id) && id > 0
    ? await sql<{ shopId: number }[]>`select shop_id as "shopId" from ${sql(thing)} where id = ${id}`
    : [];
  return await requireShopAccessById(sql, viewer, row?.shopId ?? null, permission, NOT_FOUND[thing]);
}
