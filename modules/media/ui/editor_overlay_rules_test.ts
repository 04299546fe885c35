import assert from "node:assert/strict";
import { EDITOR_OVERLAY_REMOVAL_MS, editorCloseReasonOf } from "./editor_overlay_rules.ts";

const frame = {};
const expected = { origin: "https://shop.example", source: frame };
const message = (data: unknown, origin = expected.origin, source: unknown = frame) => ({
  origin,
  source,
  data,
});

Deno.test("the overlay goes 2000 ms after the editor closed", () => {
  assert.equal(EDITOR_OVERLAY_REMOVAL_MS, 2000);
});

Deno.test("only the editor's own frame on the app's origin closes the overlay", () => {
  const saved = { type: "image-editor-closed", reason: "savedSuccessfully" };
  assert.equal(editorCloseReasonOf(message(saved), expected), "savedSuccessfully");
  assert.equal(editorCloseReasonOf(message(saved, "https://evil.example"), expected), null);
  assert.equal(editorCloseReasonOf(message(saved, expected.origin, {}), expected), null, "another frame");
  assert.equal(editorCloseReasonOf(message({ type: "other" }), expected), null);
  assert.equal(editorCloseReasonOf(message(null), expected), null);
});

Deno.test("a reason the overlay does not know is the seed's undefined reason", () => {
  for (const reason of ["closeButton", "escKey", "undefined"]) {
    assert.equal(editorCloseReasonOf(message({ type: "image-editor-closed", reason }), expected), reason);
  }
  assert.equal(
    editorCloseReasonOf(message({ type: "image-editor-closed", reason: 7 }), expected),
    "undefined",
  );
});
