// The limits on everything an attacker could repeat to guess or to flood someone's inbox, counted per
// account and per address (see docs/permissions.md, "Rate limits").
import type { RateLimit } from "../../src/platform/rate_limit.ts";

const QUARTER_HOUR = 15 * 60;

export const PASSWORD_PER_ACCOUNT: RateLimit = {
  what: "sign-in attempts",
  limit: 10,
  windowSeconds: QUARTER_HOUR,
};
export const PASSWORD_PER_IP: RateLimit = {
  what: "sign-in attempts",
  limit: 50,
  windowSeconds: QUARTER_HOUR,
};
/** Login links, one-time codes and password resets: each one sends a message. */
export const SEND_PER_ACCOUNT: RateLimit = {
  what: "sign-in messages",
  limit: 5,
  windowSeconds: QUARTER_HOUR,
};
export const SEND_PER_IP: RateLimit = { what: "sign-in messages", limit: 20, windowSeconds: QUARTER_HOUR };
/** Invitations, sign-in links and confirmations a signed-in user sends from the users pages. */
export const SEND_PER_SENDER: RateLimit = {
  what: "messages sent",
  limit: 30,
  windowSeconds: QUARTER_HOUR,
};
export const CODE_CHECKS_PER_IP: RateLimit = {
  what: "code attempts",
  limit: 30,
  windowSeconds: QUARTER_HOUR,
};
/** Wrong tries before a one-time code is locked and a new one must be asked for. */
export const CODE_MAX_WRONG = 5;
