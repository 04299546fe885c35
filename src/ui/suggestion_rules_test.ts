import assert from "node:assert/strict";
import { suggestionToSend } from "./suggestion_rules.ts";

Deno.test("a suggestion is sent trimmed, only when confirmed and not empty", () => {
  assert.equal(suggestionToSend("  Bigger photo buttons \n", true), "Bigger photo buttons");
  assert.equal(suggestionToSend("Bigger photo buttons", false), null);
  assert.equal(suggestionToSend(" \n\t ", true), null);
  assert.equal(suggestionToSend("", true), null);
});
