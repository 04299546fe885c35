// A shop page's context as its server function's gate (shopPage) resolves it, for tests of a page's load
// function: the viewer's access to the shop past the page's permission, with the database and no other
// service.
import type { Sql } from "@platform/db.ts";
import type { Services } from "@platform/request_context.ts";
import type { Viewer } from "@platform/viewer.ts";
import { type Permission, requireShopAccess, type ShopContext } from "@modules/shops/mod.ts";

export async function shopContextFor(
  sql: Sql,
  viewer: Viewer | null,
  shopUriName: string,
  permission: Permission = "shop.view",
): Promise<ShopContext> {
  return {
    ...(await requireShopAccess(sql, viewer, shopUriName, permission)),
    sql,
    services: {} as Services,
  };
}
