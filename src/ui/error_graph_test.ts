import assert from "node:assert/strict";
import { serialiseErrorGraph } from "./error_graph.ts";

Deno.test("an error keeps its name, message, stack and cause", () => {
  const error = new TypeError("x is undefined", { cause: new Error("root") });
  const { text, truncated } = serialiseErrorGraph(error);
  const parsed = JSON.parse(text);
  assert.equal(truncated, false);
  assert.equal(parsed.name, "TypeError");
  assert.equal(parsed.message, "x is undefined");
  assert.match(parsed.stack, /TypeError: x is undefined/);
  assert.equal(parsed.cause.message, "root");
});

Deno.test("cycles, functions and odd values are described, not followed", () => {
  const node: Record<string, unknown> = { n: 1, f: function named() {}, u: undefined, big: 2n, nan: NaN };
  node.self = node;
  assert.deepEqual(JSON.parse(serialiseErrorGraph(node).text), {
    n: 1,
    f: "[Function named]",
    u: "[undefined]",
    big: "2n",
    nan: "NaN",
    self: "[Circular]",
  });
});

Deno.test("deep and wide graphs are cut", () => {
  const deep = { a: { b: { c: { d: { e: { f: 1 } } } } } };
  assert.deepEqual(JSON.parse(serialiseErrorGraph(deep).text), { a: { b: { c: { d: { e: "[Object]" } } } } });
  const wide = Array.from({ length: 60 }, (_, i) => i);
  const items = JSON.parse(serialiseErrorGraph(wide).text);
  assert.equal(items.length, 51);
  assert.equal(items[50], "[10 more]");
});

Deno.test("after the time budget the walk stops and the output says it was truncated", () => {
  let clock = 0;
  // Each look at the clock is 300 ms later: the budget of 1000 ms runs out a few nodes in.
  const now = () => (clock += 300);
  const { text, truncated } = serialiseErrorGraph({ a: 1, b: 2, c: 3, d: 4, e: 5 }, { now });
  assert.equal(truncated, true);
  const parsed = JSON.parse(text);
  assert.equal(parsed.truncated, "Serialisation stopped after 1000 ms.");
  assert.deepEqual(parsed.value, { a: 1, b: 2, c: "[Truncated]", d: "[Truncated]", e: "[Truncated]" });
});

Deno.test("a graph walked in time is not marked", () => {
  const now = () => 0;
  assert.deepEqual(serialiseErrorGraph({ a: [1, "x", null] }, { now }), {
    text: '{"a":[1,"x",null]}',
    truncated: false,
  });
});
