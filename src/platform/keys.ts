// The server's keys, derived from SECRET_KEY, and the few cryptographic operations the app needs. Each use
// gets its own key (HKDF with a distinct label), so a token of one kind can never pass as another.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

const AES_IV_BYTES = 12;
const AES_TAG_BYTES = 16;

export class Keys {
  readonly #hmacKey: Buffer;
  readonly #aesKey: Buffer;

  constructor(secretKey: string) {
    this.#hmacKey = derive(secretKey, "shop-inspections hmac v1");
    this.#aesKey = derive(secretKey, "shop-inspections aes-256-gcm v1");
  }

  /** HMAC-SHA-256 of value under the server key, bound to a purpose label. */
  mac(purpose: string, value: string): Buffer {
    return createHmac("sha256", this.#hmacKey).update(purpose).update("\0").update(value).digest();
  }

  /** The same, as base64url text (CSRF tokens). */
  macText(purpose: string, value: string): string {
    return this.mac(purpose, value).toString("base64url");
  }

  /** AES-256-GCM: a fresh random IV per message; the result is base64url(iv | ciphertext | tag). */
  encrypt(plaintext: string): string {
    const iv = randomBytes(AES_IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#aesKey, iv);
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
  }

  /** The plaintext, or null when the text was not made by encrypt() under this key or was altered. */
  decrypt(text: string): string | null {
    const bytes = Buffer.from(text, "base64url");
    if (bytes.length < AES_IV_BYTES + AES_TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.#aesKey, bytes.subarray(0, AES_IV_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - AES_TAG_BYTES));
      const body = bytes.subarray(AES_IV_BYTES, bytes.length - AES_TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}

function derive(secretKey: string, label: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secretKey, "", label, 32));
}

/** A random token of `bytes` bytes (at least 20, i.e. 160 bits), as base64url text. */
export function randomToken(bytes: number): string {
  if (bytes < 20) throw new Error("Tokens carry at least 160 bits.");
  return randomBytes(bytes).toString("base64url");
}

export function sha256(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/** Compares two byte strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The same for text (tokens sent by a browser). */
export function constantTimeEqualText(a: string, b: string): boolean {
  return constantTimeEqual(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}
