// The gate of every /ajax/users/{id}/... call. A user has no shop in those addresses, so the caller may act
// on them through any shop both work in where the caller holds the permission. Someone who shares no shop
// with them gets the same 404 as for an id that does not exist: user ids cannot be probed.
import type { Tx } from "@platform/db.ts";
import { NotFoundError, SignInRequiredError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { hasPermission, type Permission, requirePermission } from "../permissions.ts";
import type { Roles } from "../roles.ts";
import { rolesIn } from "../shop_access.ts";
import { findUserById, NO_SUCH_USER, type UserRecord } from "../../accounts/mod.ts";
import { type Membership, selectMemberships } from "../members_queries.server.ts";

export interface UserAccess {
  viewer: Viewer;
  target: UserRecord;
  /** The target's shops where the caller holds the permission (a platform admin: all the target's shops). */
  shops: Membership[];
}

export async function requireUserAccess(
  sql: Tx,
  viewer: Viewer | null,
  targetId: number,
  permission: Permission,
): Promise<UserAccess> {
  if (!viewer) throw new SignInRequiredError();
  const target = await findUserById(sql, targetId);
  if (!target) throw new NotFoundError(NO_SUCH_USER);
  const memberships = await selectMemberships(sql, target.id);
  const shared: Array<{ membership: Membership; roles: Roles }> = [];
  for (const membership of memberships) {
    const roles = await rolesIn(sql, viewer, membership.shopId);
    if (roles) shared.push({ membership, roles });
  }
  // A platform admin may act on any user, even one who works in no shop (yet).
  const platformAdmin = viewer.isPlatformAdmin && !viewer.actor;
  if (shared.length === 0 && !platformAdmin) throw new NotFoundError(NO_SUCH_USER);
  const shops = shared.filter((s) => hasPermission(s.roles, permission)).map((s) => s.membership);
  // A colleague may learn that the user exists, but not act: their role's refusal says why.
  if (shops.length === 0 && !platformAdmin) requirePermission(shared[0].roles, permission);
  return { viewer, target, shops };
}

/** The user a caller names as "me" (/ajax/users/me/...): themselves, signed in. */
export async function requireSelf(sql: Tx, viewer: Viewer | null): Promise<UserAccess> {
  if (!viewer) throw new SignInRequiredError();
  const target = await findUserById(sql, viewer.userId);
  if (!target) throw new SignInRequiredError();
  return { viewer, target, shops: [] };
}
