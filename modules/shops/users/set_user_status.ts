// Enabling and disabling a user (the status checkbox of the users list). A disabled user cannot sign in and
// every session they have ends at once; enabling lets them sign in again. A user's status is their whole
// account's, in every shop they work in: see account_control.ts for who may change it.
import type { Sql } from "@platform/db.ts";
import { ForbiddenError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { accountChangeRefusal } from "./account_control.ts";
import { endUserSessions, updateUserDisabled, type UserRecord } from "../../accounts/mod.ts";

export async function setUserStatus(
  sql: Sql,
  viewer: Viewer,
  target: UserRecord,
  isActive: boolean,
): Promise<{ isActive: boolean }> {
  if (target.id === viewer.userId && !isActive) {
    throw new ForbiddenError("You cannot disable your own account.");
  }
  await sql.begin(async (tx) => {
    const refusal = await accountChangeRefusal(tx, viewer, target, "status");
    if (refusal) throw new ForbiddenError(refusal);
    await updateUserDisabled(tx, target.id, !isActive);
    if (!isActive) await endUserSessions(tx, target.id);
  });
  return { isActive };
}
