// A shop owner edits a member (/{shop}/users/{id}/edit): name, e-mail address, mobile number, and roles in
// this shop. A new address or number is unconfirmed until the user confirms it. New roles take effect at
// the user's next request, with a fresh session token. A shop always keeps an owner.
import { ConflictError, ForbiddenError, NotFoundError } from "@platform/errors.ts";
import type { Sql } from "@platform/db.ts";
import type { Viewer } from "@platform/viewer.ts";
import type { Shop } from "../types.ts";
import { accountChangeRefusal } from "./account_control.ts";
import { requireSomeRole, type Roles, sameRoles } from "../roles.ts";
import {
  checkDisplayName,
  checkNewEmail,
  checkNewPhone,
  findUserById,
  NO_SUCH_USER,
  rotateUserSessions,
  updateUserColumns,
} from "../../accounts/mod.ts";
import { lockShopOwners, selectMembership, updateMembershipRoles } from "../members_queries.server.ts";

export interface MemberChanges {
  displayName: string;
  email: string;
  /** As typed; '' removes the number. */
  phone: string;
  roles: Roles;
}

export async function updateUser(
  sql: Sql,
  viewer: Viewer,
  shop: Shop,
  userId: number,
  changes: MemberChanges,
): Promise<void> {
  await sql.begin(async (tx) => {
    const target = await findUserById(tx, userId);
    const roles = target && await selectMembership(tx, shop.id, target.id);
    if (!target || !roles) throw new NotFoundError(NO_SUCH_USER);

    const displayName = checkDisplayName(changes.displayName);
    const email = await checkNewEmail(tx, changes.email, target.id);
    const phone = await checkNewPhone(tx, changes.phone, target.id);
    requireSomeRole(changes.roles);

    // The name is the person's own too, shown in every shop they work in.
    if (displayName !== target.displayName || email !== target.email || phone !== target.phone) {
      const refusal = await accountChangeRefusal(tx, viewer, target, "contact");
      if (refusal) throw new ForbiddenError(refusal);
      await updateUserColumns(tx, target.id, { displayName, email, phone });
    }

    if (!sameRoles(roles, changes.roles)) {
      if (roles.isAdministrator && !changes.roles.isAdministrator) {
        const others = (await lockShopOwners(tx, shop.id)).filter((id) => id !== target.id);
        if (others.length === 0) throw new ConflictError(lastOwnerMessage(viewer, target.id));
      }
      await updateMembershipRoles(tx, shop.id, target.id, changes.roles);
      await rotateUserSessions(tx, target.id);
    }
  });
}

function lastOwnerMessage(viewer: Viewer, targetId: number): string {
  return targetId === viewer.userId
    ? "You are the shop's only owner: make someone else an owner before you give up the owner role."
    : "This is the shop's only owner: make someone else an owner before removing the owner role.";
}
