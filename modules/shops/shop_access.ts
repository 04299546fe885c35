// The one gate of every shop page and call: who is asking, in which shop, with which roles. Someone who is
// not a member gets the same 404 as for a shop that does not exist, so shop names cannot be probed.
import type { Sql, Tx } from "@platform/db.ts";
import { NotFoundError, SignInRequiredError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { selectShopById, selectShopByUriName } from "./queries.server.ts";
import type { Shop } from "./types.ts";
import { type Permission, requirePermission } from "./permissions.ts";
import type { Roles } from "./roles.ts";
import { selectMembership } from "./members_queries.server.ts";

export const NO_SUCH_SHOP = "There is no shop at this address. Check the link you followed.";

export interface ShopAccess {
  shop: Shop;
  viewer: Viewer;
  /** The viewer's roles here; a platform admin who is not a member acts as shop owner. */
  roles: Roles;
}

const OWNER: Roles = { isAdministrator: true, isManager: true, isMechanic: true };

// A page asks twice (the shop layout and the page's own data, loaded side by side): the answer is kept for
// the request. A Viewer lives exactly one request, so it keys the memo and takes it along when it goes.
const answered = new WeakMap<Viewer, Map<string, Promise<{ shop: Shop; roles: Roles } | null>>>();

export async function requireShopAccess(
  sql: Sql,
  viewer: Viewer | null,
  shopUriName: string,
  permission: Permission = "shop.view",
): Promise<ShopAccess> {
  if (!viewer) throw new SignInRequiredError();
  const uriName = shopUriName.toLowerCase();
  let shops = answered.get(viewer);
  if (!shops) answered.set(viewer, shops = new Map());
  let access = shops.get(uriName);
  if (!access) {
    access = lookUpAccess(sql, viewer, uriName);
    shops.set(uriName, access);
    // A failed look-up (the database went away) is not an answer to keep.
    access.catch(() => shops.delete(uriName));
  }
  const found = await access;
  if (!found) throw new NotFoundError(NO_SUCH_SHOP);
  requirePermission(found.roles, permission);
  return { shop: found.shop, viewer, roles: found.roles };
}

async function lookUpAccess(sql: Sql, viewer: Viewer, uriName: string) {
  const shop = await selectShopByUriName(sql, uriName);
  if (!shop) return null;
  const roles = await rolesIn(sql, viewer, shop.id);
  return roles && { shop, roles };
}

/** An impersonated session stays inside the shop it was started in. */
export function sessionReaches(viewer: Viewer, shopId: number): boolean {
  return !viewer.actor || viewer.impersonationShopId === null || viewer.impersonationShopId === shopId;
}

/** The viewer's roles in a shop, or null when they may not act there at all. */
export async function rolesIn(sql: Tx, viewer: Viewer, shopId: number): Promise<Roles | null> {
  if (!sessionReaches(viewer, shopId)) return null;
  const membership = await selectMembership(sql, shopId, viewer.userId);
  if (membership) return membership;
  return viewer.isPlatformAdmin && !viewer.actor ? OWNER : null;
}

/**
 * The gate of a call that names a thing by its id (a task, a finding): the thing's shop, for a viewer who
 * may act there with the permission. Not a member (or no such thing: shopId null) is the thing's own 404.
 */
export async function requireShopAccessById(
  sql: Sql,
  viewer: Viewer | null,
  shopId: number | null,
  permission: Permission,
  notFound: string,
): Promise<ShopAccess> {
  if (!viewer) throw new SignInRequiredError();
  const shop = shopId === null ? null : await selectShopById(sql, shopId);
  const roles = shop ? await rolesIn(sql, viewer, shop.id) : null;
  if (!shop || !roles) throw new NotFoundError(notFound);
  requirePermission(roles, permission);
  return { shop, viewer, roles };
}
