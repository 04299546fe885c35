// The gate of the seed pages and the seed type clone call: a working shop where the viewer may manage the
// catalogue (a template shop is no place to add to), and a type id that is a template's type.
import type { Sql } from "@platform/db.ts";
import { NotFoundError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { NO_SUCH_SHOP, requireShopAccess, type ShopAccess } from "@modules/shops/mod.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { type SeedType, selectTemplateType } from "./seed_queries.server.ts";

export async function requireSeedAccess(
  sql: Sql,
  viewer: Viewer | null,
  shopUriName: string,
): Promise<ShopAccess> {
  return requireSeedShop(await requireShopAccess(sql, viewer, shopUriName, "catalog.manage"));
}

/** The shop past the catalog.manage gate, if it is a working shop. */
export function requireSeedShop<Access extends ShopAccess>(access: Access): Access {
  if (access.shop.kind !== "shop") throw new NotFoundError(NO_SUCH_SHOP);
  return access;
}

/** A template's inspection type; any other id is the inspection type 404. */
export async function requireTemplateType(sql: Sql, typeId: number): Promise<SeedType> {
  const type = await selectTemplateType(sql, typeId);
  if (!type) throw new NotFoundError(NOT_FOUND.inspection_types);
  return type;
}
