import assert from "node:assert/strict";
import { appendMetaError, isIgnoredError, MAX_META_ERRORS } from "./meta_errors.ts";

Deno.test("the two ResizeObserver loop messages are ignored, other errors are not", () => {
  assert.ok(isIgnoredError("ResizeObserver loop limit exceeded"));
  assert.ok(isIgnoredError("ResizeObserver loop completed with undelivered notifications."));
  assert.ok(isIgnoredError("Uncaught ResizeObserver loop limit exceeded"));
  assert.ok(!isIgnoredError("TypeError: x is undefined"));
  assert.ok(!isIgnoredError("ResizeObserver is not defined"));
});

Deno.test("meta errors are kept newest last, at most ten, and an unreadable list is replaced", () => {
  const entry = (n: number) => ({ clientUtcUnixMS: n, originalError: `e${n}`, metaError: "Failed to fetch" });
  let stored: string | null = null;
  for (let n = 1; n <= MAX_META_ERRORS + 2; n++) stored = appendMetaError(stored, entry(n));
  const list = JSON.parse(stored!);
  assert.equal(list.length, MAX_META_ERRORS);
  assert.equal(list[0].originalError, "e3");
  assert.equal(list.at(-1).originalError, "e12");
  assert.deepEqual(JSON.parse(appendMetaError("{broken", entry(1))), [entry(1)]);
  assert.deepEqual(JSON.parse(appendMetaError('{"not":"a list"}', entry(1))), [entry(1)]);
});
