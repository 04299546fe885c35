import assert from "node:assert/strict";
import { fillText } from "./fill_text.ts";

Deno.test("fillText fills each {place} with its value and leaves a place without one as written", () => {
  assert.equal(
    fillText("{shop}: {n} items for {name}", { shop: "Bay Street Auto", n: 3 }),
    "Bay Street Auto: 3 items for {name}",
  );
  assert.equal(fillText("{a}{a}", { a: "x" }), "xx");
});
