import assert from "node:assert/strict";
import { Keys, randomToken } from "./keys.ts";

const SECRET = "a-test-secret-key-that-is-long-enough-1234";

Deno.test("what one key encrypts, only the same key decrypts, and any change to it is refused", () => {
  const keys = new Keys(SECRET);
  const sealed = keys.encrypt("correct horse battery");
  assert.notEqual(sealed, keys.encrypt("correct horse battery"), "a fresh IV every time");
  assert.equal(keys.decrypt(sealed), "correct horse battery");
  assert.equal(new Keys(`${SECRET}-other`).decrypt(sealed), null);
  const bytes = Buffer.from(sealed, "base64url");
  bytes[14] ^= 1;
  assert.equal(keys.decrypt(bytes.toString("base64url")), null);
  assert.equal(keys.decrypt("short"), null);
});

Deno.test("MACs differ by purpose and by key", () => {
  const keys = new Keys(SECRET);
  assert.equal(keys.macText("csrf", "x"), keys.macText("csrf", "x"));
  assert.notEqual(keys.macText("csrf", "x"), keys.macText("one-time-code", "x"));
  assert.notEqual(keys.macText("csrf", "x"), new Keys(`${SECRET}-other`).macText("csrf", "x"));
});

Deno.test("random tokens carry at least 160 bits", () => {
  assert.throws(() => randomToken(16), /160 bits/);
  assert.equal(randomToken(24).length, 32);
  assert.notEqual(randomToken(20), randomToken(20));
});
