// Sign-in links: asked for on the sign-in page (by e-mail or text message; a job sends them), sent by a shop
// owner from a user's page, or sent as an invitation. A link works once, only for its user, for 15 minutes (an
// invitation for 7 days: it may wait in an inbox until the next shift).
import type { Sql, Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { safeRedirectPath } from "@platform/redirects.ts";
import type { Services } from "@platform/request_context.ts";
import { checkEmail, checkMobileNumber, maskEmail, maskPhone } from "../contact.ts";
import { loginLinkEmail, loginLinkSms } from "../messages/account_messages.tsx";
import { type LoginLinkRequest, SEND_LOGIN_LINK_JOB } from "../job_names.ts";
import { languageOf } from "../messages/texts.ts";
import { selectUserByEmail, selectUserByPhone, type UserRecord } from "../queries.server.ts";
import { countSignInMessage } from "../rate_limits.ts";
import { type Channel, sendToUser } from "../send.ts";
import { startSession } from "./sign_in.ts";
import type { IssuedSession } from "../sessions.ts";
import { consumeUserToken, INVITATION_DAYS, issueUserToken } from "../user_tokens.ts";

type Senders = Pick<Services, "config" | "jobs">;

export interface LoginLinkOptions {
  channel: Channel | "none";
  redirectTo?: string | null;
  createdBy?: number | null;
  invitation?: { actor: string; shop: string; shopId: number };
  language?: string;
  /** The message's key in the outbox; by default one of the link's own. */
  idempotencyKey?: string;
}

/** Issues a link for the user and, unless channel is "none", sends it. Returns the full URL. */
export async function sendLoginLink(
  tx: Tx,
  services: Senders,
  user: Pick<UserRecord, "id" | "email" | "phone" | "displayName">,
  options: LoginLinkOptions,
): Promise<{ url: string; sentTo: string }> {
  if (options.channel === "sms" && user.phone === "") {
    throw new InputError(`${user.displayName} has no mobile number to send a text message to.`);
  }
  const { blob, path } = await issueUserToken(tx, {
    userId: user.id,
    purpose: "login",
    redirectTo: safeRedirectPath(options.redirectTo) ?? "",
    createdBy: options.createdBy ?? null,
    lifetime: options.invitation ? `${INVITATION_DAYS} days` : undefined,
  });
  const url = `${services.config.publicUrl}${path}`;
  if (options.channel === "none") return { url, sentTo: "" };
  const person = { language: languageOf(options.language), name: user.displayName };
  const content = options.channel === "email"
    ? loginLinkEmail(person, url, options.invitation)
    : loginLinkSms(person, url, options.invitation);
  await sendToUser(tx, services, {
    ...content,
    channel: options.channel,
    to: options.channel === "email" ? user.email : user.phone,
    idempotencyKey: options.idempotencyKey ?? `login-link:${blob.slice(0, 20)}`,
    shopId: options.invitation?.shopId ?? null,
  });
  return { url, sentTo: options.channel === "email" ? maskEmail(user.email) : maskPhone(user.phone) };
}

/** An e-mail address or mobile number typed on a sign-in form, in its one written form (else a 400). */
export function checkContact(channel: Channel, contact: string): string {
  const checked = channel === "email" ? checkEmail(contact) : checkMobileNumber(contact);
  if (!checked.ok) throw new InputError(checked.message);
  return checked.value;
}

/** The user a checked address or number names. */
export async function findUserByContact(
  sql: Sql,
  channel: Channel,
  contact: string,
): Promise<UserRecord | null> {
  return channel === "email" ? await selectUserByEmail(sql, contact) : await selectUserByPhone(sql, contact);
}

/**
 * The sign-in page's "send me a link" (and "Forgot your password?"). Whether the address belongs to anyone
 * is never revealed: the page answers the same either way, and the request does the same work either way
 * (check, count, enqueue), so it also takes as long. The job (sendRequestedLoginLink) looks the account up.
 */
export async function requestLoginLink(
  services: Pick<Services, "sql" | "jobs">,
  input: { channel: Channel; contact: string; redirectTo?: string | null; ip: string },
): Promise<void> {
  const contact = checkContact(input.channel, input.contact);
  await countSignInMessage(services.sql, contact, input.ip);
  const request: LoginLinkRequest = {
    channel: input.channel,
    contact,
    redirectTo: safeRedirectPath(input.redirectTo),
  };
  await services.jobs.send(SEND_LOGIN_LINK_JOB, request);
}

/** The job behind requestLoginLink: a link for a real, enabled account; nothing for anyone else. */
export async function sendRequestedLoginLink(
  services: Senders & { sql: Sql },
  request: LoginLinkRequest,
  jobId: string,
): Promise<void> {
  const user = await findUserByContact(services.sql, request.channel, request.contact);
  if (!user || user.isDisabled) return;
  await services.sql.begin((tx) =>
    sendLoginLink(tx, services, user, {
      channel: request.channel,
      redirectTo: request.redirectTo,
      // A retry of a job that did send sends nothing more.
      idempotencyKey: `login-link-request:${jobId}`,
    })
  );
}

/** Follows a link: uses it up and signs its user in. */
export async function signInWithLoginLink(
  sql: Sql,
  blob: string,
): Promise<{ session: IssuedSession; userId: number; redirectTo: string | null }> {
  return await sql.begin(async (tx) => {
    const token = await consumeUserToken(tx, blob, ["login"]);
    const session = await startSession(tx, token.userId, "login-link");
    return { session, userId: token.userId, redirectTo: safeRedirectPath(token.redirectTo) };
  });
}
