// The one reorder call of the catalogue (POST /ajax/{categories,tasks,findings,priorities,types}/reorder):
// the ids in their new order (src/platform/reorder_call.ts); the rows' shop is the first id's, where the
// viewer needs catalog.manage, and reorderRows refuses ids of any other shop with the same 404. 204.
import type { Context } from "hono";
import type { AppEnv } from "../../src/platform/http.ts";
import { readReorderIds } from "../../src/platform/reorder_call.ts";
import { type CatalogThing, requireCatalogAccess } from "./catalog_access.ts";
import { reorderRows } from "./reorder.ts";

export async function reorderCall(c: Context<AppEnv>, thing: CatalogThing): Promise<Response> {
  const ids = await readReorderIds(c);
  const { sql } = c.get("services");
  const { shop } = await requireCatalogAccess(sql, c.get("viewer"), thing, ids[0], "catalog.manage");
  await sql.begin((tx) => reorderRows(tx, thing, shop.id, ids));
  return c.body(null, 204);
}
