// OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"). A browser that signs in
// to an account is given a cookie naming the account and a random nonce, signed with the server key. A
// password try for that account that carries it is counted against that cookie alone, never against the
// lockout that guessing from many addresses puts on the account: strangers can shut the password form for
// every browser but the ones its owner has signed in on. Nothing is stored on the server; a cookie whose
// signature does not hold, or that names another account, is no cookie, and its browser is a stranger.
//
// A counter computer is shared by a shop's people, so the cookie keeps one entry per account signed in on
// it (the last five, newest first). Each sign-in gives its account a new nonce: a success proves the
// owner, and the device's count of wrong tries starts afresh.
import type { Context } from "hono";
import { readCookie, writeCookie } from "@platform/cookies.ts";
import { constantTimeEqualText, type Keys, randomToken } from "@platform/keys.ts";

const COOKIE = "device";
const PURPOSE = "device-cookie v1";
const MAX_ACCOUNTS = 5;
/** Half a year; every sign-in on the device renews it. */
const MAX_AGE_SECONDS = 183 * 24 * 60 * 60;
const ENTRY = /^(\d{1,15})\.([\w-]{27})\.([\w-]{43})$/;

/** An account this browser signed in to: the nonce names the device in the rate limits. */
export interface TrustedDevice {
  userId: number;
  nonce: string;
}

function signature(keys: Keys, userId: number, nonce: string): string {
  return keys.macText(PURPOSE, `${userId}.${nonce}`);
}

/** The accounts the browser's device cookie names with a signature that holds; none without one. */
export function trustedDevices(c: Context, keys: Keys): TrustedDevice[] {
  const value = readCookie(c, COOKIE) ?? "";
  const devices: TrustedDevice[] = [];
  for (const entry of value.split("~").slice(0, MAX_ACCOUNTS)) {
    const match = ENTRY.exec(entry);
    if (!match) continue;
    const [, id, nonce, mac] = match;
    const userId = Number(id);
    if (Number.isSafeInteger(userId) && constantTimeEqualText(mac, signature(keys, userId, nonce))) {
      devices.push({ userId, nonce });
    }
  }
  return devices;
}

/** After a sign-in: the account's entry, with a new nonce, first in the browser's device cookie. */
export function rememberDevice(c: Context, keys: Keys, userId: number): void {
  const nonce = randomToken(20);
  const others = trustedDevices(c, keys).filter((device) => device.userId !== userId);
  const entries = [{ userId, nonce }, ...others].slice(0, MAX_ACCOUNTS)
    .map((device) => `${device.userId}.${device.nonce}.${signature(keys, device.userId, device.nonce)}`);
  writeCookie(c, COOKIE, entries.join("~"), MAX_AGE_SECONDS);
}
