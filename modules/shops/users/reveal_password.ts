// "Reveal" on a user's page: the password a shop owner set for the user, so the owner can tell it to them
// again. It is kept (encrypted) only until the user first signs in or chooses their own; a password a user
// chose is stored only as a hash and can never be shown.
import type { Sql } from "@platform/db.ts";
import { ConflictError, ForbiddenError } from "@platform/errors.ts";
import type { Keys } from "@platform/keys.ts";
import type { Viewer } from "@platform/viewer.ts";
import { accountChangeRefusal } from "./account_control.ts";
import { type UserRecord } from "../../accounts/mod.ts";

export async function revealAdminSetPassword(
  sql: Sql,
  keys: Keys,
  viewer: Viewer,
  target: UserRecord,
): Promise<string> {
  const refusal = await accountChangeRefusal(sql, viewer, target, "secret");
  if (refusal) throw new ForbiddenError(refusal);
  const password = target.adminSetPassword === null ? null : keys.decrypt(target.adminSetPassword);
  if (password === null) {
    throw new ConflictError(
      target.passwordHash === null
        ? `${target.displayName} has no password yet. Send them a sign-in link instead.`
        : `${target.displayName} chose their own password, so it cannot be shown. Send them a sign-in link instead.`,
    );
  }
  return password;
}
