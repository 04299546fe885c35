import assert from "node:assert/strict";
import { closesOnBackdrop, DIALOG_CLOSE_FALLBACK_MS, nextDialogPhase } from "./dialog_rules.ts";

Deno.test("a dialog closes through its closing animation, which ends it or the fallback does", () => {
  assert.equal(nextDialogPhase("open", "close", false), "closing");
  assert.equal(nextDialogPhase("closing", "animation-end", false), "closed");
  assert.equal(nextDialogPhase("closing", "fallback", false), "closed");
  assert.equal(DIALOG_CLOSE_FALLBACK_MS, 500);
});

Deno.test("an open dialog ignores a stray animation end or timer; closed stays closed", () => {
  assert.equal(nextDialogPhase("open", "animation-end", false), "open");
  assert.equal(nextDialogPhase("open", "fallback", false), "open");
  assert.equal(nextDialogPhase("closed", "close", false), "closed");
});

Deno.test("with reduced motion a dialog closes at once, without the animation", () => {
  assert.equal(nextDialogPhase("open", "close", true), "closed");
});

Deno.test("the backdrop closes only when pressed and released on it", () => {
  assert.equal(closesOnBackdrop(true, true), true);
  assert.equal(closesOnBackdrop(false, true), false, "a drag from inside the dialog");
  assert.equal(closesOnBackdrop(true, false), false, "a press on the backdrop released inside");
  assert.equal(closesOnBackdrop(false, false), false);
});
