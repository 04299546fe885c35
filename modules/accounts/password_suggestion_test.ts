import assert from "node:assert/strict";
import { suggestPassword } from "./password_suggestion.ts";
import { checkPasswordRules } from "./passwords.ts";

Deno.test("password suggestions are three readable words and a number, and never repeat", () => {
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const password = suggestPassword();
    assert.match(password, /^[A-Z][a-z]{5}-[A-Z][a-z]{5}-[A-Z][a-z]{5}-[1-9]\d$/);
    checkPasswordRules(password);
    seen.add(password);
  }
  assert.equal(seen.size, 200);
});
