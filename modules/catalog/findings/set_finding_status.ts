// The findings' status changes that need no form: the list's status toggle and "Mark audited" for the
// selected rows. The toggle is the seed's IsActive/Enabled pair over four statuses: off archives the
// finding (out of use); on makes it "audited", since the manager who switches it back on has reviewed it.
import type { Sql } from "@platform/db.ts";
import { NotFoundError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { requireShopAccessById, type ShopAccess } from "@modules/shops/mod.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import {
  type FindingRow,
  selectFinding,
  selectFindingShops,
  updateFindingStatuses,
} from "./findings_queries.server.ts";
import type { FindingStatus } from "../types.ts";

export async function setFindingActive(
  sql: Sql,
  access: ShopAccess,
  id: number,
  isActive: boolean,
): Promise<FindingRow> {
  const status: FindingStatus = isActive ? "audited" : "archived";
  return await sql.begin(async (tx) => {
    const current = await selectFinding(tx, access.shop.id, id);
    if (!current) throw new NotFoundError(NOT_FOUND.findings);
    // Switching on one that is on already keeps its status: a "new" one is not audited by a stray click.
    if ((current.status === "archived") === isActive) {
      await updateFindingStatuses(tx, access.shop.id, [id], status);
    }
    return (await selectFinding(tx, access.shop.id, id))!;
  });
}

/** "Mark audited": the findings must all be of one shop where the viewer builds the catalogue. */
export async function auditFindings(sql: Sql, viewer: Viewer | null, ids: number[]): Promise<number> {
  const found = await selectFindingShops(sql, ids);
  const shops = new Set(found.map((row) => row.shopId));
  const [shopId] = shops;
  const access = await requireShopAccessById(
    sql,
    viewer,
    found.length === ids.length && shops.size === 1 ? shopId : null,
    "catalog.manage",
    NOT_FOUND.findings,
  );
  await sql.begin((tx) => updateFindingStatuses(tx, access.shop.id, ids, "audited"));
  return ids.length;
}
