import assert from "node:assert/strict";
import { PdfCache } from "./_pdf_cache.ts";

const bytes = (size: number) => new Uint8Array(size);

Deno.test("the PDF cache lets the least recently used go when it is full", () => {
  const cache = new PdfCache(10);
  cache.set("a", bytes(4));
  cache.set("b", bytes(4));
  assert.ok(cache.get("a"), "a used again: b is now the oldest");
  cache.set("c", bytes(4));
  assert.equal(cache.get("b"), undefined);
  assert.equal(cache.get("a")?.byteLength, 4);
  assert.equal(cache.get("c")?.byteLength, 4);
});

Deno.test("a PDF larger than the whole cache is not kept and pushes nothing out", () => {
  const cache = new PdfCache(10);
  cache.set("a", bytes(6));
  cache.set("huge", bytes(11));
  assert.equal(cache.get("huge"), undefined);
  assert.equal(cache.get("a")?.byteLength, 6);
});

Deno.test("a key printed again replaces its PDF and counts its bytes once", () => {
  const cache = new PdfCache(10);
  cache.set("a", bytes(6));
  cache.set("a", bytes(6));
  cache.set("b", bytes(4));
  assert.equal(cache.get("a")?.byteLength, 6);
  assert.equal(cache.get("b")?.byteLength, 4);
});
