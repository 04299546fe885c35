// Sign-up of a new shop and its owner, in two steps with an e-mail between them. Step 1 (the person) is kept
// as a pending registration for an hour, and a job e-mails its address a link to step 2; the link puts the
// registration behind a random cookie in whichever browser opens it. Step 2 (the shop) creates shop, owner
// (address confirmed: the link proved it) and session in one transaction: accounts gives the person and
// the session, the shops module the shop and the membership (modules/shops/sign_up/open_shop.ts), and the caller
// (src/forms/registration.ts) adds the chosen catalogue template in the same transaction.
//
// An address that has an account never shows: step 1 answers the same and does the same work for it, and
// the job e-mails that account's owner instead (what happened, a sign-in link, "if it was not you, ignore
// this"). See docs/decisions/013-rate-limits.md.
import type { Sql, Tx } from "@platform/db.ts";
import { ConflictError, InputError } from "@platform/errors.ts";
import type { Services } from "@platform/request_context.ts";
import { checkEmail } from "./contact.ts";
import { SEND_SIGN_UP_LINK_JOB, type SignUpLinkRequest } from "./job_names.ts";
import { accountExistsEmail, signUpLinkEmail } from "./messages/account_messages.tsx";
import { languageOf } from "./messages/texts.ts";
import { checkPasswordRules, hashPassword } from "./passwords.ts";
import { insertUser, selectUserByEmail } from "./queries.server.ts";
import { countSignUp } from "./rate_limits.ts";
import { sendToUser } from "./send.ts";
import { newToken, parseToken, secretMatches } from "./session_tokens.ts";
import type { IssuedSession } from "./sessions.ts";
import { startSession } from "./sign_in/sign_in.ts";
import { issueUserToken } from "./user_tokens.ts";

export const REGISTRATION_MINUTES = 60;
export const EMAIL_TAKEN = "An account with this e-mail address exists already. Sign in instead.";

/** What step 1 answers, for every address. */
export function signUpLinkSent(email: string): string {
  return `We sent a link to ${email} to continue with step 2. It works for ${REGISTRATION_MINUTES} minutes. ` +
    "Nothing there after a few minutes? Look in the spam folder, or start again.";
}

export interface PendingRegistration {
  email: string;
  displayName: string;
}

/** Step 1: checks, counts, keeps the person and enqueues the e-mail; never looks at who has an account. */
export async function startRegistration(
  services: Pick<Services, "sql" | "jobs">,
  input: { displayName: string; email: string; password: string; ip: string },
): Promise<{ email: string }> {
  const displayName = input.displayName.trim();
  if (displayName.length === 0 || displayName.length > 120) {
    throw new InputError("Enter your name (up to 120 characters).");
  }
  const email = checkEmail(input.email);
  if (!email.ok) throw new InputError(email.message);
  checkPasswordRules(input.password);
  await countSignUp(services.sql, email.value, input.ip);
  const passwordHash = await hashPassword(input.password);
  // The job makes the secret it e-mails; until then nobody holds one.
  const { id, secretHash } = newToken();
  await services.sql.begin(async (tx) => {
    await tx`
      insert into pending_registrations (id, secret_hash, email, display_name, password_hash, expires_at)
      values (${id}, ${secretHash}, ${email.value}, ${displayName}, ${passwordHash},
              now() + ${`${REGISTRATION_MINUTES} minutes`}::interval)`;
    const request: SignUpLinkRequest = { registrationId: id };
    await services.jobs.enqueue(tx, SEND_SIGN_UP_LINK_JOB, request);
  });
  return { email: email.value };
}

/**
 * The job behind step 1: a link to step 2 for a new address; for an address with an account, the
 * registration goes and the account's owner is told (a disabled account is told nothing).
 */
export async function sendSignUpLink(
  services: Pick<Services, "sql" | "config" | "jobs">,
  request: SignUpLinkRequest,
  jobId: string,
): Promise<void> {
  await services.sql.begin(async (tx) => {
    const [pending] = await tx<{ id: string; email: string; displayName: string }[]>`
      select id, email, display_name as "displayName" from pending_registrations
      where id = ${request.registrationId} and expires_at > now()
      for update`;
    if (!pending) return;
    const idempotencyKey = `sign-up:${jobId}`;
    const user = await selectUserByEmail(tx, pending.email);
    if (user) {
      await tx`delete from pending_registrations where id = ${pending.id}`;
      if (user.isDisabled) return;
      // Like "Forgot your password?": the link leads to the profile, where a new password needs no old one.
      const { path } = await issueUserToken(tx, {
        userId: user.id,
        purpose: "login",
        redirectTo: "/switch-shop?next=users/me",
      });
      const person = { language: languageOf(null), name: user.displayName };
      const content = accountExistsEmail(person, user.email, `${services.config.publicUrl}${path}`);
      await sendToUser(tx, services, { ...content, channel: "email", to: user.email, idempotencyKey });
      return;
    }
    const { token, secretHash } = newToken(pending.id);
    await tx`update pending_registrations set secret_hash = ${secretHash} where id = ${pending.id}`;
    const url = `${services.config.publicUrl}/register/step2?token=${token}`;
    const content = signUpLinkEmail({ language: languageOf(null), name: pending.displayName }, url);
    await sendToUser(tx, services, { ...content, channel: "email", to: pending.email, idempotencyKey });
  });
}

async function selectPending(tx: Tx | Sql, blob: string, lock: boolean) {
  const parsed = parseToken(blob);
  if (!parsed) return null;
  const [row] = await tx<
    (PendingRegistration & { id: string; secretHash: Uint8Array; passwordHash: string })[]
  >`
    select id, secret_hash as "secretHash", email, display_name as "displayName", password_hash as "passwordHash"
    from pending_registrations where id = ${parsed.id} and expires_at > now()
    ${lock ? tx`for update` : tx``}`;
  return row && secretMatches(parsed.secret, row.secretHash) ? row : null;
}

export async function findRegistration(sql: Sql, blob: string): Promise<PendingRegistration | null> {
  const row = await selectPending(sql, blob, false);
  return row && { email: row.email, displayName: row.displayName };
}

export const REGISTRATION_EXPIRED = "Your sign-up has expired. Please start again.";

/** A registration step 2 is completing, locked until its transaction ends. */
export type TakenRegistration = NonNullable<Awaited<ReturnType<typeof selectPending>>>;

/** Step 2 begins: the registration behind the cookie, or REGISTRATION_EXPIRED. */
export async function takeRegistration(tx: Tx, blob: string): Promise<TakenRegistration> {
  const pending = await selectPending(tx, blob, true);
  if (!pending) throw new InputError(REGISTRATION_EXPIRED);
  return pending;
}

/** Step 2's person, once their shop exists: the user (address confirmed) and their first session. */
export async function createRegisteredUser(
  tx: Tx,
  pending: TakenRegistration,
): Promise<{ userId: number; session: IssuedSession }> {
  const user = await insertUser(tx, {
    email: pending.email,
    displayName: pending.displayName,
    passwordHash: pending.passwordHash,
    isPlatformAdmin: false,
  });
  if (!user) throw new ConflictError(EMAIL_TAKEN);
  await tx`delete from pending_registrations where id = ${pending.id}`;
  // The address is confirmed: step 2 was reached through the link e-mailed to it.
  await tx`update users set email_confirmed_at = now() where id = ${user.id}`;
  const session = await startSession(tx, user.id, "registration");
  return { userId: user.id, session };
}
