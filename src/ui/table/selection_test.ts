import assert from "node:assert/strict";
import {
  actionEnabled,
  ariaChecked,
  headerCheckState,
  selectedVisible,
  toggleAllVisible,
  toggleRow,
} from "./selection.ts";

const visible = ["1", "2", "3"];

Deno.test("the header checkbox shows none, some or all of the visible rows", () => {
  assert.equal(headerCheckState(new Set(), visible), "none");
  assert.equal(headerCheckState(new Set(["2"]), visible), "some");
  assert.equal(headerCheckState(new Set(["1", "2", "3"]), visible), "all");
  assert.equal(headerCheckState(new Set(["9"]), visible), "none", "a hidden selected row does not count");
  assert.equal(headerCheckState(new Set(["1", "9"]), ["1"]), "all");
  assert.equal(headerCheckState(new Set(), []), "none");
  assert.deepEqual([ariaChecked("none"), ariaChecked("some"), ariaChecked("all")], [
    "false",
    "mixed",
    "true",
  ]);
});

Deno.test("the header checkbox selects every visible row, and clears them when all were selected", () => {
  assert.deepEqual([...toggleAllVisible(new Set(["2"]), visible)].sort(), ["1", "2", "3"]);
  assert.deepEqual([...toggleAllVisible(new Set(["1", "2", "3", "9"]), visible)], ["9"]);
  assert.deepEqual([...toggleAllVisible(new Set(["9"]), ["1"])].sort(), ["1", "9"]);
});

Deno.test("a row checkbox toggles its row; the selected visible rows come in the order shown", () => {
  let selected = toggleRow(new Set(), "3");
  selected = toggleRow(selected, "1");
  assert.deepEqual(selectedVisible(selected, visible), ["1", "3"]);
  assert.deepEqual(selectedVisible(toggleRow(selected, "3"), visible), ["1"]);
});

Deno.test("an action is enabled only when the selected count reaches its minimum (default 1)", () => {
  assert.equal(actionEnabled(0), false);
  assert.equal(actionEnabled(1), true);
  assert.equal(actionEnabled(1, 2), false);
  assert.equal(actionEnabled(2, 2), true);
  assert.equal(actionEnabled(5, 2), true);
});
