import assert from "node:assert/strict";
import {
  addToList,
  DETAILS,
  formatHash,
  HashValueError,
  listValueProblem,
  parseHash,
  readList,
  removeFromList,
} from "./hash_state.ts";

Deno.test("the hash holds name=value pairs; list values are joined by a dot", () => {
  const state = parseHash("#details=3.17&tab=notes&search=brake%20pads");
  assert.deepEqual([...state], [["details", "3.17"], ["tab", "notes"], ["search", "brake pads"]]);
  assert.deepEqual(readList(state, DETAILS), ["3", "17"]);
  assert.deepEqual(readList(state, "missing"), []);
  assert.equal(formatHash(state), "#details=3.17&tab=notes&search=brake%20pads");
  assert.equal(formatHash(new Map()), "");
  assert.deepEqual([...parseHash("#=x&&flag&bad=%E0%A4%A")], [["flag", ""], ["bad", "%E0%A4%A"]]);
});

Deno.test("adding to a list ignores empty values and values already there; removing keeps the rest", () => {
  let state = parseHash("");
  state = addToList(state, DETAILS, "12");
  state = addToList(state, DETAILS, "40");
  assert.equal(addToList(state, DETAILS, "12"), state, "a value already there is not added twice");
  assert.equal(addToList(state, DETAILS, ""), state, "an empty value is ignored");
  assert.equal(formatHash(state), "#details=12.40");
  state = removeFromList(state, DETAILS, "12");
  assert.equal(formatHash(state), "#details=40");
  state = removeFromList(state, DETAILS, "40");
  assert.equal(formatHash(state), "", "an emptied list leaves the hash");
});

Deno.test("list values with a comma, dot, equals sign or ampersand are refused with the seed's messages", () => {
  const cases: Array<[string, string]> = [
    ["a,b", "Value cannot contain comma."],
    ["a.b", "Value cannot contain dot."],
    ["a=b", "Value cannot contain equals sign."],
    ["a&b", "Value cannot contain ampersand."],
  ];
  for (const [value, message] of cases) {
    assert.equal(listValueProblem(value), message);
    assert.throws(() => addToList(new Map(), DETAILS, value), (error) => {
      return error instanceof HashValueError && error.message === message;
    });
  }
  assert.equal(listValueProblem("row-7"), null);
});
