// Ids that customers and staff see in addresses (encInspectionId, encVideoId): the number encrypted and
// authenticated with AES-256-GCM under the server key (keys.ts), so they are not guessable, not sequential
// and cannot be altered. A purpose letter inside the ciphertext keeps an inspection's id from passing as a
// video's. Each call makes a different text (random IV): the owner stores the one it hands out, so a link
// stays the same and can be withdrawn.
import { Buffer } from "node:buffer";
import type { Keys } from "./keys.ts";

export type EncIdPurpose = "inspection" | "video";

const PREFIX: Record<EncIdPurpose, string> = { inspection: "i:", video: "v:" };
// base64url of 12 IV bytes + 3..12 plaintext bytes + 16 tag bytes.
const SHAPE = /^[A-Za-z0-9_-]{40,60}$/;

export function encryptId(keys: Keys, purpose: EncIdPurpose, id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Cannot encrypt id ${id}.`);
  return keys.encrypt(PREFIX[purpose] + id.toString(36));
}

/** The id, or null for any text this server did not make for this purpose. */
export function decryptId(keys: Keys, purpose: EncIdPurpose, text: string): number | null {
  // Only the one canonical spelling: unused bits in the last character would otherwise give each id a few
  // other texts that read the same.
  if (!SHAPE.test(text) || Buffer.from(text, "base64url").toString("base64url") !== text) return null;
  const plain = keys.decrypt(text);
  const prefix = PREFIX[purpose];
  if (plain === null || !plain.startsWith(prefix) || !/^[0-9a-z]{1,10}$/.test(plain.slice(prefix.length))) {
    return null;
  }
  const id = parseInt(plain.slice(prefix.length), 36);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}
