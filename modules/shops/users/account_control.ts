// Some changes give the caller power over a whole account, not only over its place in one shop: changing
// its e-mail address or mobile number (then sending it a sign-in link), enabling or disabling it, seeing a
// password an administrator set, receiving its sign-in link. An owner of one shop must not reach through a
// shared user into another shop, so these need the caller to be an owner of every shop the user works in
// (or a platform admin). See docs/permissions.md, "Whole-account changes".
import type { Tx } from "@platform/db.ts";
import type { Viewer } from "@platform/viewer.ts";
import { ownAccountRefusal, type UserRecord } from "../../accounts/mod.ts";
import { selectMembership, selectMemberships } from "../members_queries.server.ts";

export type AccountChange = "contact" | "status" | "secret";

const WHAT: Record<AccountChange, string> = {
  contact: "change their name, e-mail address or mobile number",
  status: "enable or disable them",
  secret: "see their password or sign-in link",
};

/** Why the viewer may not make this change to the target's account, or null when they may. */
export async function accountChangeRefusal(
  tx: Tx,
  viewer: Viewer,
  target: UserRecord,
  change: AccountChange,
): Promise<string | null> {
  if (target.id === viewer.userId) return ownAccountRefusal(viewer, target);
  if (target.isPlatformAdmin) {
    return "Only the platform admin themselves can change a platform admin's account.";
  }
  if (viewer.isPlatformAdmin && !viewer.actor) return null;
  for (const membership of await selectMemberships(tx, target.id)) {
    const mine = await selectMembership(tx, membership.shopId, viewer.userId);
    if (!mine?.isAdministrator) {
      return `${target.displayName} also works in a shop where you are not an owner; only a platform admin ` +
        `can ${WHAT[change]}.`;
    }
    // Another owner's secrets, or their address (then a link sent there), would let one owner act as
    // another, which impersonation refuses too.
    if (change === "secret" && membership.isAdministrator) {
      return `${target.displayName} is a shop owner; another owner cannot see their password or sign-in link. ` +
        "Send the link to them by e-mail or text message instead.";
    }
    if (change === "contact" && membership.isAdministrator) {
      return `${target.displayName} is a shop owner; only they can change their name, e-mail address or ` +
        "mobile number.";
    }
  }
  return null;
}
