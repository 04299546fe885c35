// Choosing a new password on one's own page. The current password is asked for, except when there is none
// yet, or when a sign-in link signed this session in minutes ago: that is how "Forgot your password?" ends.
// The new password ends every other session, and any copy an administrator could reveal.
import type { Sql } from "@platform/db.ts";
import { ForbiddenError, InputError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { ownAccountRefusal } from "../own_account.ts";
import { checkPasswordRules, hashPassword, verifyPassword } from "../passwords.ts";
import { selectUserById, updatePasswordHash, type UserRecord } from "../queries.server.ts";
import { countPasswordAttempt } from "../rate_limits.ts";
import { endOtherSessions } from "../sessions.ts";
import { LOGIN_LINK_MINUTES } from "../user_tokens.ts";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function needsCurrentPassword(viewer: Viewer, user: Pick<UserRecord, "passwordHash">): boolean {
  if (user.passwordHash === null) return false;
  const sinceSignIn = Date.now() - viewer.signedInAt.getTime();
  return !(viewer.authMethod === "login-link" && sinceSignIn < LOGIN_LINK_MINUTES * 60_000);
}

export async function changePassword(
  sql: Sql,
  viewer: Viewer,
  change: PasswordChange,
  ip: string,
): Promise<void> {
  const me = (await selectUserById(sql, viewer.userId))!;
  const refusal = ownAccountRefusal(viewer, me);
  if (refusal) throw new ForbiddenError(refusal);
  checkPasswordRules(change.newPassword);
  if (change.newPassword !== change.confirmPassword) {
    throw new InputError("The new password and its confirmation are not the same.");
  }
  if (needsCurrentPassword(viewer, me)) {
    if (change.currentPassword === "") throw new InputError("Enter your current password.");
    // The same count as the sign-in form's: this form must not become a way around it.
    const attempt = await countPasswordAttempt(sql, me.email, ip);
    if (!(await verifyPassword(me.passwordHash!, change.currentPassword))) {
      throw new InputError("Your current password is not right.");
    }
    await attempt.refund();
  }
  const passwordHash = await hashPassword(change.newPassword);
  await sql.begin(async (tx) => {
    await updatePasswordHash(tx, me.id, passwordHash);
    await endOtherSessions(tx, me.id, viewer.sessionId);
  });
}
