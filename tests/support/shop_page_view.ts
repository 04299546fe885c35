// What a shop page's loader gets in a unit test: the shop gate's answer for this viewer (the page's
// permission checked, as shopPage does) and the database.
import { type Permission, requireShopAccess } from "../../modules/shops/mod.ts";
import type { Sql } from "../../src/platform/db.ts";
import type { Viewer } from "../../src/platform/viewer.ts";

export async function shopPageView(sql: Sql, viewer: Viewer, shopUriName: string, permission: Permission) {
  return { ...(await requireShopAccess(sql, viewer, shopUriName, permission)), sql };
}
