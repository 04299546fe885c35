import assert from "node:assert/strict";
import { initialsOf } from "./initials.ts";

Deno.test("initials: up to three capitals, or the whole name when it is at most two characters", () => {
  assert.equal(initialsOf("Olivia Owner"), "OO");
  assert.equal(initialsOf("Mary Ann McDonald"), "MAM");
  assert.equal(initialsOf("Jo"), "Jo");
  assert.equal(initialsOf("bob smith"), "BS");
});
