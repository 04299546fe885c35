// The SMS provider's signature on an inbound message, in Twilio's shape: X-Twilio-Signature is the Base64
// HMAC-SHA1, keyed with the account's auth token, of the full URL the provider called followed by every
// POSTed parameter's name and value, the names sorted. Only a message the provider signed may change a
// customer; anyone can POST to the webhook's address.
import { Buffer } from "node:buffer";
import { createHmac, timingSafeEqual } from "node:crypto";

/** The signature the provider sends for `url` and the form `params` (all of them, as POSTed). */
export function providerSignature(token: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  // A name sent twice signs each of its values, in the order sent (Twilio's validator does the same).
  const signed = names.map((name) => params.getAll(name).map((value) => name + value).join("")).join("");
  return createHmac("sha1", token).update(url + signed, "utf8").digest("base64");
}

/** In constant time: a wrong signature tells nothing about the right one. */
export function isProviderSigned(
  token: string,
  url: string,
  params: URLSearchParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(providerSignature(token, url, params), "utf8");
  const sent = Buffer.from(signature, "utf8");
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
