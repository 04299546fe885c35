// Confirming that an e-mail address or mobile number is the user's: a link sent there, valid for 7 days.
// The link confirms the address it was sent to; if the user has changed it since, it confirms nothing.
import type { Sql, Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import type { Services } from "@platform/request_context.ts";
import { maskEmail, maskPhone } from "../contact.ts";
import { confirmEmailEmail, confirmPhoneSms } from "../messages/account_messages.tsx";
import { languageOf } from "../messages/texts.ts";
import type { UserRecord } from "../queries.server.ts";
import { type Channel, sendToUser } from "../send.ts";
import { consumeUserToken, issueUserToken } from "../user_tokens.ts";

export async function sendConfirmation(
  tx: Tx,
  services: Pick<Services, "config" | "jobs">,
  user: Pick<UserRecord, "id" | "email" | "phone" | "displayName">,
  channel: Channel,
  options: { createdBy?: number | null; language?: string } = {},
): Promise<{ sentTo: string }> {
  if (channel === "sms" && user.phone === "") {
    throw new InputError(`${user.displayName} has no mobile number to confirm.`);
  }
  const target = channel === "email" ? user.email : user.phone;
  const { blob, path } = await issueUserToken(tx, {
    userId: user.id,
    purpose: channel === "email" ? "confirm-email" : "confirm-phone",
    target,
    createdBy: options.createdBy ?? null,
  });
  const url = `${services.config.publicUrl}${path}`;
  const person = { language: languageOf(options.language), name: user.displayName };
  const content = channel === "email" ? confirmEmailEmail(person, target, url) : confirmPhoneSms(person, url);
  await sendToUser(tx, services, {
    ...content,
    channel,
    to: target,
    idempotencyKey: `confirm:${blob.slice(0, 20)}`,
  });
  return { sentTo: channel === "email" ? maskEmail(target) : maskPhone(target) };
}

export async function confirmContact(sql: Sql, blob: string): Promise<{ message: string }> {
  return await sql.begin(async (tx) => {
    const token = await consumeUserToken(tx, blob, ["confirm-email", "confirm-phone"]);
    if (token.purpose === "confirm-email") {
      const updated = await tx`
        update users set email_confirmed_at = coalesce(email_confirmed_at, now())
        where id = ${token.userId} and email = ${token.target}`;
      return {
        message: updated.count > 0
          ? `Thank you, ${token.displayName}: your e-mail address ${token.target} is confirmed.`
          : "This link was for an e-mail address the account no longer uses.",
      };
    }
    const updated = await tx`
      update users set phone_confirmed_at = coalesce(phone_confirmed_at, now())
      where id = ${token.userId} and phone = ${token.target}`;
    return {
      message: updated.count > 0
        ? `Thank you, ${token.displayName}: your mobile number is confirmed.`
        : "This link was for a mobile number the account no longer uses.",
    };
  });
}
