import assert from "node:assert/strict";
import { decryptId, encryptId } from "./enc_ids.ts";
import { Keys } from "./keys.ts";

const keys = new Keys("a test secret key that is long enough to use");

Deno.test("an encrypted id reads back, is not the number, and differs every time it is made", () => {
  const first = encryptId(keys, "inspection", 1234);
  const second = encryptId(keys, "inspection", 1234);
  assert.notEqual(first, second);
  assert.doesNotMatch(first, /1234/);
  assert.equal(decryptId(keys, "inspection", first), 1234);
  assert.equal(decryptId(keys, "inspection", second), 1234);
  assert.equal(decryptId(keys, "inspection", encryptId(keys, "inspection", 2 ** 31 - 1)), 2 ** 31 - 1);
});

Deno.test("an altered, foreign or other-purpose id reads as nothing", () => {
  const text = encryptId(keys, "inspection", 42);
  for (let index = 0; index < text.length; index++) {
    const swapped = text[index] === "A" ? "B" : "A";
    const altered = text.slice(0, index) + swapped + text.slice(index + 1);
    assert.equal(decryptId(keys, "inspection", altered), null, `changed at ${index}`);
  }
  assert.equal(decryptId(new Keys("another server's secret key entirely"), "inspection", text), null);
  assert.equal(decryptId(keys, "video", text), null);
  assert.equal(decryptId(keys, "inspection", "42"), null);
  assert.equal(decryptId(keys, "inspection", "../../etc/passwd"), null);
});
