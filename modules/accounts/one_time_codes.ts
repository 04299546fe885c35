// Six-digit sign-in codes, for a phone whose mail app opens links in the wrong browser. A code works once,
// for 10 minutes; after CODE_MAX_WRONG wrong tries it is locked and a new one must be asked for. Asking for
// a new code retires the older ones.
import { randomInt } from "node:crypto";
import { UserFacingError } from "../../src/platform/errors.ts";
import { constantTimeEqual } from "../../src/platform/keys.ts";
import { hitRateLimit } from "../../src/platform/rate_limit.ts";
import type { Services } from "../../src/platform/request_context.ts";
import { findUserByContact } from "./login_links.ts";
import { oneTimeCodeEmail, oneTimeCodeSms } from "./messages/account_messages.tsx";
import { languageOf } from "./messages/texts.ts";
import { CODE_CHECKS_PER_IP, CODE_MAX_WRONG, SEND_PER_ACCOUNT, SEND_PER_IP } from "./rate_limits.ts";
import { type Channel, sendToUser } from "./send.ts";
import type { IssuedSession } from "./sessions.ts";
import { startSession } from "./sign_in.ts";

export const CODE_MINUTES = 10;
export const CODE_EXPIRED = "This code has expired or was already used. Ask for a new one.";
export const CODE_LOCKED = "Too many wrong codes. Ask for a new one.";

type CodeServices = Pick<Services, "config" | "jobs" | "sql" | "keys">;

/** Sends a code when the contact belongs to an enabled account; answers the same either way. */
export async function requestOneTimeCode(
  services: CodeServices,
  input: { channel: Channel; contact: string; ip: string; language?: string },
): Promise<void> {
  const { sql, keys } = services;
  const { key, user } = await findUserByContact(sql, input.channel, input.contact);
  await hitRateLimit(sql, SEND_PER_IP, [`send:ip:${input.ip}`]);
  await hitRateLimit(sql, SEND_PER_ACCOUNT, [`send:account:${key}`]);
  if (!user || user.isDisabled) return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  await sql.begin(async (tx) => {
    await tx`update one_time_codes set used_at = now() where user_id = ${user.id} and used_at is null`;
    const [row] = await tx<{ id: number }[]>`
      insert into one_time_codes (user_id, code_hmac, expires_at)
      values (${user.id}, ${keys.mac("one-time-code", `${user.id}:${code}`)},
              now() + ${`${CODE_MINUTES} minutes`}::interval)
      returning id`;
    const person = { language: languageOf(input.language), name: user.displayName };
    const content = input.channel === "email" ? oneTimeCodeEmail(person, code) : oneTimeCodeSms(person, code);
    await sendToUser(tx, services, {
      ...content,
      channel: input.channel,
      to: input.channel === "email" ? user.email : user.phone,
      idempotencyKey: `one-time-code:${row.id}`,
    });
  });
}

export async function signInWithCode(
  services: Pick<Services, "sql" | "keys">,
  input: { channel: Channel; contact: string; code: string; ip: string },
): Promise<{ session: IssuedSession; userId: number }> {
  const { sql, keys } = services;
  const code = input.code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) throw new UserFacingError(400, "Enter the six digits of the code.");
  await hitRateLimit(sql, CODE_CHECKS_PER_IP, [`code:ip:${input.ip}`]);
  const { user } = await findUserByContact(sql, input.channel, input.contact);
  if (!user || user.isDisabled) throw new UserFacingError(410, CODE_EXPIRED);

  const outcome = await sql.begin(async (tx) => {
    const [row] = await tx<{ id: number; codeHmac: Uint8Array; failedAttempts: number }[]>`
      select id, code_hmac as "codeHmac", failed_attempts as "failedAttempts"
      from one_time_codes
      where user_id = ${user.id} and used_at is null and expires_at > now()
      order by created_at desc limit 1
      for update`;
    if (!row) return { error: new UserFacingError(410, CODE_EXPIRED) };
    if (row.failedAttempts >= CODE_MAX_WRONG) return { error: new UserFacingError(429, CODE_LOCKED) };
    if (!constantTimeEqual(keys.mac("one-time-code", `${user.id}:${code}`), row.codeHmac)) {
      // The wrong try is committed: throwing here would roll the count back.
      const left = CODE_MAX_WRONG - row.failedAttempts - 1;
      await tx`update one_time_codes set failed_attempts = failed_attempts + 1 where id = ${row.id}`;
      return {
        error: left > 0
          ? new UserFacingError(
            401,
            `That code is not right. ${left === 1 ? "1 try" : `${left} tries`} left.`,
          )
          : new UserFacingError(429, CODE_LOCKED),
      };
    }
    await tx`update one_time_codes set used_at = now() where id = ${row.id}`;
    return { session: await startSession(tx, user.id, "one-time-code") };
  });
  if ("error" in outcome) throw outcome.error;
  return { session: outcome.session!, userId: user.id };
}
