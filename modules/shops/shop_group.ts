// A shop group as its owners see it (the multishop reports, decision 034): the parent shop and its tenant
// shops, of which only those the viewer owns (a shop owner there, or a platform admin). Groups are one level
// deep (set_parent_shop.ts), so the group of any member shop is its parent's.
import type { Tx } from "@platform/db.ts";
import type { Viewer } from "@platform/viewer.ts";
import { rolesIn } from "./shop_access.ts";
import { selectShopById, selectTenantShops } from "./queries.server.ts";
import type { Shop } from "./types.ts";

/** The shops of `shop`'s group the viewer owns, parent first, then the tenants by name. */
export async function ownedGroupShops(tx: Tx, shop: Shop, viewer: Viewer): Promise<Shop[]> {
  const parent = shop.parentShopId === null ? shop : await selectShopById(tx, shop.parentShopId);
  if (!parent) return [];
  const group = [parent, ...await selectTenantShops(tx, parent.id)];
  const owned = await Promise.all(
    group.map(async (member) => (await rolesIn(tx, viewer, member.id))?.isAdministrator),
  );
  return group.filter((_, index) => owned[index]);
}
