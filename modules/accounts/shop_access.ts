// The one gate of every shop page and call: who is asking, in which shop, with which roles. Someone who is
// not a member gets the same 404 as for a shop that does not exist, so shop names cannot be probed.
import type { Sql, Tx } from "../../src/platform/db.ts";
import { NotFoundError, SignInRequiredError } from "../../src/platform/errors.ts";
import type { Viewer } from "../../src/platform/viewer.ts";
import { findShopByUriName, type Shop } from "../shops/mod.ts";
import { type Permission, requirePermission } from "./permissions.ts";
import { selectMembership } from "./queries.server.ts";
import type { Roles } from "./roles.ts";

export const NO_SUCH_SHOP = "There is no shop at this address. Check the link you followed.";

export interface ShopAccess {
  shop: Shop;
  viewer: Viewer;
  /** The viewer's roles here; a platform admin who is not a member acts as shop owner. */
  roles: Roles;
}

const OWNER: Roles = { isAdministrator: true, isManager: true, isMechanic: true };

export async function requireShopAccess(
  sql: Sql,
  viewer: Viewer | null,
  shopUriName: string,
  permission: Permission = "shop.view",
): Promise<ShopAccess> {
  if (!viewer) throw new SignInRequiredError();
  const shop = await findShopByUriName(sql, shopUriName.toLowerCase());
  if (!shop) throw new NotFoundError(NO_SUCH_SHOP);
  const roles = await rolesIn(sql, viewer, shop.id);
  if (!roles) throw new NotFoundError(NO_SUCH_SHOP);
  requirePermission(roles, permission);
  return { shop, viewer, roles };
}

/** The viewer's roles in a shop, or null when they may not act there at all. */
export async function rolesIn(sql: Tx, viewer: Viewer, shopId: number): Promise<Roles | null> {
  // An impersonated session stays inside the shop it was started in.
  if (viewer.actor && viewer.impersonationShopId !== null && viewer.impersonationShopId !== shopId) {
    return null;
  }
  const membership = await selectMembership(sql, shopId, viewer.userId);
  if (membership) return membership;
  return viewer.isPlatformAdmin && !viewer.actor ? OWNER : null;
}
