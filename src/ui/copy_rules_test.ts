import assert from "node:assert/strict";
import { COPIED, COPY_CONFIRMATION_MS, COPY_FAILED, copyText } from "./copy_rules.ts";

Deno.test("a copy that works says so for 2000 ms", async () => {
  const written: string[] = [];
  const result = await copyText("https://example.test/x", {
    writeText: (text: string) => Promise.resolve(void written.push(text)),
  });
  assert.deepEqual(written, ["https://example.test/x"]);
  assert.deepEqual(result, { note: COPIED, showForMs: COPY_CONFIRMATION_MS });
  assert.equal(COPY_CONFIRMATION_MS, 2000);
});

Deno.test("a refused copy, or no clipboard at all, asks to check the browser's permissions", async () => {
  const refused = await copyText("x", { writeText: () => Promise.reject(new DOMException("denied")) });
  assert.deepEqual(refused, { note: COPY_FAILED, showForMs: null });
  assert.deepEqual(await copyText("x", undefined), { note: COPY_FAILED, showForMs: null });
  assert.equal(COPY_FAILED, "Could not copy to clipboard. Please check your browser permissions.");
});
