// Six-digit sign-in codes, for a phone whose mail app opens links in the wrong browser. A code works once,
// for 10 minutes; after CODE_MAX_WRONG wrong tries it is locked and a new one must be asked for. Asking for
// a new code retires the older ones.
import { randomInt } from "node:crypto";
import { UserFacingError } from "@platform/errors.ts";
import { constantTimeEqual } from "@platform/keys.ts";
import type { Services } from "@platform/request_context.ts";
import { type OneTimeCodeRequest, SEND_ONE_TIME_CODE_JOB } from "../job_names.ts";
import { checkContact, findUserByContact } from "./login_links.ts";
import { oneTimeCodeEmail, oneTimeCodeSms } from "../messages/account_messages.tsx";
import { languageOf } from "../messages/texts.ts";
import { CODE_MAX_WRONG, countCodeCheck, countSignInMessage } from "../rate_limits.ts";
import { type Channel, sendToUser } from "../send.ts";
import type { IssuedSession } from "../sessions.ts";
import { startSession } from "./sign_in.ts";

export const CODE_MINUTES = 10;
export const CODE_EXPIRED = "This code has expired or was already used. Ask for a new one.";
export const CODE_LOCKED = "Too many wrong codes. Ask for a new one.";

type CodeServices = Pick<Services, "config" | "jobs" | "sql" | "keys">;

/**
 * Asks for a code. The request only checks, counts and enqueues, so it answers the same, in the same time,
 * whether or not the contact belongs to anyone; the job (sendRequestedCode) looks the account up.
 */
export async function requestOneTimeCode(
  services: Pick<Services, "sql" | "jobs">,
  input: { channel: Channel; contact: string; ip: string; language?: string },
): Promise<void> {
  const contact = checkContact(input.channel, input.contact);
  await countSignInMessage(services.sql, contact, input.ip);
  const request: OneTimeCodeRequest = { channel: input.channel, contact, language: input.language };
  await services.jobs.send(SEND_ONE_TIME_CODE_JOB, request);
}

/** The job behind requestOneTimeCode: a new code for a real, enabled account; nothing for anyone else. */
export async function sendRequestedCode(services: CodeServices, request: OneTimeCodeRequest): Promise<void> {
  const { sql, keys } = services;
  const user = await findUserByContact(sql, request.channel, request.contact);
  if (!user || user.isDisabled) return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  await sql.begin(async (tx) => {
    await tx`update one_time_codes set used_at = now() where user_id = ${user.id} and used_at is null`;
    const [row] = await tx<{ id: number }[]>`
      insert into one_time_codes (user_id, code_hmac, expires_at)
      values (${user.id}, ${keys.mac("one-time-code", `${user.id}:${code}`)},
              now() + ${`${CODE_MINUTES} minutes`}::interval)
      returning id`;
    const person = { language: languageOf(request.language), name: user.displayName };
    const content = request.channel === "email"
      ? oneTimeCodeEmail(person, code)
      : oneTimeCodeSms(person, code);
    await sendToUser(tx, services, {
      ...content,
      channel: request.channel,
      to: request.channel === "email" ? user.email : user.phone,
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
  await countCodeCheck(sql, input.ip);
  const user = await findUserByContact(sql, input.channel, checkContact(input.channel, input.contact));
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
