// Sign-up of a new shop and its owner, in two steps. Step 1 (the person) is kept as a pending registration
// behind a random cookie for an hour; step 2 (the shop) creates shop, owner and session in one transaction
// and sends the owner a link to confirm their e-mail address. The caller (src/forms/registration.ts) adds
// the chosen catalogue template in the same transaction.
import type { Sql, Tx } from "../../src/platform/db.ts";
import { ConflictError, InputError } from "../../src/platform/errors.ts";
import { hitRateLimit, type RateLimit } from "../../src/platform/rate_limit.ts";
import type { Services } from "../../src/platform/request_context.ts";
import { createShop, type Shop } from "../shops/mod.ts";
import { sendConfirmation } from "./confirmations.ts";
import { checkEmail } from "./contact.ts";
import { checkPasswordRules, hashPassword } from "./passwords.ts";
import { insertMembership, insertUser, selectUserByEmail } from "./queries.server.ts";
import { newToken, parseToken, secretMatches } from "./session_tokens.ts";
import type { IssuedSession } from "./sessions.ts";
import { startSession } from "./sign_in.ts";

export const REGISTRATION_MINUTES = 60;
export const EMAIL_TAKEN = "An account with this e-mail address exists already. Sign in instead.";
const REGISTRATIONS_PER_IP: RateLimit = { what: "sign-ups", limit: 10, windowSeconds: 3600 };

export interface PendingRegistration {
  email: string;
  displayName: string;
}

export async function startRegistration(
  sql: Sql,
  input: { displayName: string; email: string; password: string; ip: string },
): Promise<{ blob: string }> {
  const displayName = input.displayName.trim();
  if (displayName.length === 0 || displayName.length > 120) {
    throw new InputError("Enter your name (up to 120 characters).");
  }
  const email = checkEmail(input.email);
  if (!email.ok) throw new InputError(email.message);
  checkPasswordRules(input.password);
  await hitRateLimit(sql, REGISTRATIONS_PER_IP, [`register:ip:${input.ip}`]);
  if (await selectUserByEmail(sql, email.value)) throw new ConflictError(EMAIL_TAKEN);
  const { id, token, secretHash } = newToken();
  await sql`
    insert into pending_registrations (id, secret_hash, email, display_name, password_hash, expires_at)
    values (${id}, ${secretHash}, ${email.value}, ${displayName}, ${await hashPassword(input.password)},
            now() + ${`${REGISTRATION_MINUTES} minutes`}::interval)`;
  return { blob: token };
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

/** Step 2: the shop, its owner (owner and manager roles) and their first session. */
export async function completeRegistration(
  tx: Tx,
  services: Pick<Services, "config" | "jobs">,
  blob: string,
  shopInput: { name: string; uriName: string; timeZone: string },
): Promise<{ shop: Shop; userId: number; session: IssuedSession }> {
  const pending = await selectPending(tx, blob, true);
  if (!pending) throw new InputError(REGISTRATION_EXPIRED);
  const shop = await createShop(tx, shopInput);
  const user = await insertUser(tx, {
    email: pending.email,
    displayName: pending.displayName,
    passwordHash: pending.passwordHash,
    isPlatformAdmin: false,
  });
  if (!user) throw new ConflictError(EMAIL_TAKEN);
  await insertMembership(tx, shop.id, user.id, { isAdministrator: true, isManager: true, isMechanic: false });
  await tx`delete from pending_registrations where id = ${pending.id}`;
  await sendConfirmation(tx, services, { ...user, phone: "" }, "email");
  const session = await startSession(tx, user.id, "registration");
  return { shop, userId: user.id, session };
}
