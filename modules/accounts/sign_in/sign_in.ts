// Signing in with a password, and the session every way of signing in ends with.
import type { Sql, Tx } from "@platform/db.ts";
import { UserFacingError } from "@platform/errors.ts";
import type { AuthMethod } from "@platform/viewer.ts";
import { checkEmail } from "../contact.ts";
import { hashPassword, verifyPassword } from "../passwords.ts";
import { recordSignIn, selectUserByEmail } from "../queries.server.ts";
import { countPasswordAttempt, countTrustedPasswordAttempt } from "../rate_limits.ts";
import { createSession, type IssuedSession } from "../sessions.ts";
import type { TrustedDevice } from "./device_cookie.ts";

export const WRONG_PASSWORD = "The e-mail address or password is not right.";
export const ACCOUNT_DISABLED = "This account is disabled. Ask the shop owner to enable it again.";

// Checked against when there is no user, so "no such user" takes as long as "wrong password".
const DUMMY_HASH = hashPassword("not a password anyone has");

/**
 * `devices`: the accounts the browser's device cookie names. A try for one of them is counted against that
 * device; any other against the account and the address, where strangers' guesses count.
 */
export async function signInWithPassword(
  sql: Sql,
  input: { email: string; password: string; ip: string; devices?: TrustedDevice[] },
): Promise<{ session: IssuedSession; userId: number }> {
  const email = checkEmail(input.email);
  if (!email.ok) throw new UserFacingError(400, email.message);
  if (input.password === "") throw new UserFacingError(400, "Enter your password.");
  const user = await selectUserByEmail(sql, email.value);
  const device = user && input.devices?.find((trusted) => trusted.userId === user.id);
  const attempt = device
    ? await countTrustedPasswordAttempt(sql, device.nonce)
    : await countPasswordAttempt(sql, email.value, input.ip);

  const matches = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), input.password);
  if (!user || !user.passwordHash || !matches) throw new UserFacingError(401, WRONG_PASSWORD);
  // Only wrong passwords count: the owner's own sign-ins never use up their allowance.
  await attempt.refund();
  if (user.isDisabled) throw new UserFacingError(403, ACCOUNT_DISABLED);
  const session = await sql.begin((tx) => startSession(tx, user.id, "password"));
  return { session, userId: user.id };
}

/** A fresh session (a new token: sign-in never reuses one) and the user's sign-in recorded. */
export async function startSession(tx: Tx, userId: number, authMethod: AuthMethod): Promise<IssuedSession> {
  await recordSignIn(tx, userId);
  return await createSession(tx, { userId, authMethod });
}
