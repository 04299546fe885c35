// Session tokens as the Lucia author now recommends: "<id>.<secret>", both random; the id finds the row,
// only the SHA-256 of the secret is stored and it is compared in constant time, so a leaked database holds
// no usable token and a timing probe learns nothing.
import { randomBytes } from "node:crypto";
import { constantTimeEqual, randomToken, sha256 } from "@platform/keys.ts";

/** 120 bits of id (20 characters), 192 bits of secret (32 characters). */
const ID_BYTES = 15;
const SECRET_BYTES = 24;

export interface NewToken {
  id: string;
  token: string;
  secretHash: Buffer;
}

/** A new token; given an id, a new secret for that row (the old secret stops working). */
export function newToken(id = randomBytes(ID_BYTES).toString("base64url")): NewToken {
  const secret = randomToken(SECRET_BYTES);
  return { id, token: `${id}.${secret}`, secretHash: sha256(secret) };
}

/** Splits a token as sent by a browser; null when it cannot be one of ours. */
export function parseToken(token: string): { id: string; secret: string } | null {
  const match = /^([A-Za-z0-9_-]{20})\.([A-Za-z0-9_-]{32})$/.exec(token);
  return match ? { id: match[1], secret: match[2] } : null;
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  return constantTimeEqual(sha256(secret), storedHash);
}
