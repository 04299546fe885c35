// The limits on everything an attacker could repeat to guess or to flood someone's inbox (see
// docs/decisions/013-rate-limits.md and docs/permissions.md, "Rate limits"), and what each attempt counts
// against. What a visitor spends on an account is counted per account AND address: a stranger's tries use up
// the stranger's own allowance, never the owner's. The per-account ceilings are far above what one address
// may do; they only stop many addresses together, and even then links and codes stay open, and so does the
// password form for the browsers the account signed in on before (sign_in/device_cookie.ts).
import { limitAddress } from "@platform/client_info.ts";
import type { Sql } from "@platform/db.ts";
import {
  type CountedHits,
  hitRateLimits,
  type RateLimit,
  type RateLimitCount,
} from "@platform/rate_limit.ts";

const QUARTER_HOUR = 15 * 60;
const HOUR = 60 * 60;

/** `limit` of `what` in a window of `windowSeconds`; `advice` says what still works once it is reached. */
function rateLimit(what: string, limit: number, windowSeconds: number, advice?: string): RateLimit {
  return advice === undefined ? { what, limit, windowSeconds } : { what, limit, windowSeconds, advice };
}

/** Wrong passwords for one account from one address. */
export const PASSWORD_PER_ACCOUNT_AND_ADDRESS = rateLimit("sign-in attempts", 10, QUARTER_HOUR);
/** Wrong passwords from one address, whichever accounts they name. */
export const PASSWORD_PER_ADDRESS = rateLimit("sign-in attempts", 50, QUARTER_HOUR);
/**
 * Wrong passwords for one account from everywhere: a ceiling against guessing from many addresses. Browsers
 * the account signed in on before are not under it (device cookies), nor are links and codes.
 */
export const PASSWORD_PER_ACCOUNT = rateLimit(
  "sign-in attempts",
  100,
  HOUR,
  "You can still sign in with a link or a code, or by password on a device you signed in on before.",
);
/** Wrong passwords for one account from a browser that signed in to it before (its device cookie). */
export const PASSWORD_PER_DEVICE = rateLimit("sign-in attempts", 10, QUARTER_HOUR);
/** Login links, one-time codes, password resets and sign-up links to one address, asked for from one address. */
export const SEND_PER_RECIPIENT_AND_ADDRESS = rateLimit("sign-in messages", 5, QUARTER_HOUR);
export const SEND_PER_ADDRESS = rateLimit("sign-in messages", 20, QUARTER_HOUR);
/** Everything sent to one e-mail address or number, however asked for: nobody's inbox can be flooded. */
export const SEND_PER_RECIPIENT = rateLimit("messages to this address", 20, HOUR);
/** Invitations, sign-in links and confirmations a signed-in user sends from the users pages. */
export const SEND_PER_SENDER = rateLimit("messages sent", 30, QUARTER_HOUR);
export const CODE_CHECKS_PER_ADDRESS = rateLimit("code attempts", 30, QUARTER_HOUR);
export const SIGN_UPS_PER_ADDRESS = rateLimit("sign-ups", 10, HOUR);
/** Wrong tries before a one-time code is locked and a new one must be asked for. */
export const CODE_MAX_WRONG = 5;

/**
 * Counts a password try before it is checked. Counting first means concurrent guesses cannot all pass
 * before any is counted; the caller refunds a right password, so only failures count.
 */
export function countPasswordAttempt(sql: Sql, email: string, ip: string): Promise<CountedHits> {
  const address = limitAddress(ip);
  return hitRateLimits(sql, [
    { rule: PASSWORD_PER_ACCOUNT_AND_ADDRESS, bucket: `password:account-ip:${email}|${address}` },
    { rule: PASSWORD_PER_ADDRESS, bucket: `password:ip:${address}` },
    { rule: PASSWORD_PER_ACCOUNT, bucket: `password:account:${email}` },
  ]);
}

/**
 * Counts a password try from a browser whose device cookie names the account, against that cookie alone:
 * the account's lockout, which strangers from many addresses can reach, does not stop its owner's browsers,
 * and whoever holds the cookie still meets a limit of their own.
 */
export function countTrustedPasswordAttempt(sql: Sql, nonce: string): Promise<CountedHits> {
  return hitRateLimits(sql, [{ rule: PASSWORD_PER_DEVICE, bucket: `password:device:${nonce}` }]);
}

/** What one message to `recipient` counts against; the recipient's own bucket is shared with the users pages. */
export function messageCounts(recipient: string, address: string): RateLimitCount[] {
  return [
    { rule: SEND_PER_RECIPIENT_AND_ADDRESS, bucket: `send:recipient-ip:${recipient}|${address}` },
    { rule: SEND_PER_ADDRESS, bucket: `send:ip:${address}` },
    { rule: SEND_PER_RECIPIENT, bucket: `send:recipient:${recipient}` },
  ];
}

/**
 * Counts a message a signed-out visitor asks for (a link, a code) to an address or number, whether or not
 * it belongs to anyone: the count must not tell.
 */
export async function countSignInMessage(sql: Sql, recipient: string, ip: string): Promise<void> {
  await hitRateLimits(sql, messageCounts(recipient, limitAddress(ip)));
}

/** Counts a sign-up, which also e-mails the address it names. */
export async function countSignUp(sql: Sql, email: string, ip: string): Promise<void> {
  const address = limitAddress(ip);
  await hitRateLimits(sql, [
    ...messageCounts(email, address),
    { rule: SIGN_UPS_PER_ADDRESS, bucket: `sign-up:ip:${address}` },
  ]);
}

/** Counts a one-time code typed in. */
export async function countCodeCheck(sql: Sql, ip: string): Promise<void> {
  await hitRateLimits(sql, [{ rule: CODE_CHECKS_PER_ADDRESS, bucket: `code:ip:${limitAddress(ip)}` }]);
}
