import assert from "node:assert/strict";
import {
  dropAt,
  hoverExpandCandidate,
  keyboardDrop,
  movedAnnouncement,
  moveRow,
  positiveSortIds,
  reorderFailureMessage,
} from "./reorder.ts";

Deno.test("only positive integer sort ids are passed to the save, in order", () => {
  assert.deepEqual(positiveSortIds(["12", "new", "0", "-3", "7", "1.5", "", "04", "99999999999999999999"]), [
    12,
    7,
    4,
  ]);
});

Deno.test("a row moves before or after another; a missing row or itself changes nothing", () => {
  const order = ["a", "b", "c", "d"];
  assert.deepEqual(moveRow(order, "a", { targetId: "c", place: "after" }), ["b", "c", "a", "d"]);
  assert.deepEqual(moveRow(order, "d", { targetId: "b", place: "before" }), ["a", "d", "b", "c"]);
  assert.deepEqual(moveRow(order, "b", { targetId: "d", place: "after" }), ["a", "c", "d", "b"]);
  assert.deepEqual(moveRow(order, "b", { targetId: "b", place: "after" }), order);
  assert.deepEqual(moveRow(order, "x", { targetId: "b", place: "after" }), order);
});

Deno.test("a drop goes beside the row under the pointer, in the half it is over", () => {
  const boxes = [{ id: "a", top: 0, height: 40 }, { id: "b", top: 40, height: 100 }, {
    id: "c",
    top: 140,
    height: 40,
  }];
  assert.deepEqual(dropAt(boxes, "a", 60), { targetId: "b", place: "before" });
  assert.deepEqual(dropAt(boxes, "a", 95), { targetId: "b", place: "after" });
  assert.deepEqual(dropAt(boxes, "c", 10), { targetId: "a", place: "before" });
  assert.equal(dropAt(boxes, "a", 20), null, "over itself: no move");
  assert.equal(dropAt(boxes, "a", 500), null, "outside the table: no move");
});

Deno.test("arrow keys move a row one place among the shown rows; Home and End to either end", () => {
  const shown = ["a", "c", "d"];
  assert.deepEqual(keyboardDrop(shown, "c", "ArrowUp"), { targetId: "a", place: "before" });
  assert.deepEqual(keyboardDrop(shown, "c", "ArrowDown"), { targetId: "d", place: "after" });
  assert.deepEqual(keyboardDrop(shown, "d", "Home"), { targetId: "a", place: "before" });
  assert.deepEqual(keyboardDrop(shown, "a", "End"), { targetId: "d", place: "after" });
  assert.equal(keyboardDrop(shown, "a", "ArrowUp"), null, "the first row goes no higher");
  assert.equal(keyboardDrop(shown, "d", "ArrowDown"), null);
  assert.equal(keyboardDrop(shown, "c", "Enter"), null);
  assert.equal(keyboardDrop(shown, "b", "ArrowUp"), null, "a hidden row is not moved");
});

Deno.test("hovering opens only a collapsed row other than the one dragged", () => {
  const open = new Set(["b"]);
  const isOpen = (id: string) => open.has(id);
  assert.equal(hoverExpandCandidate("c", "a", isOpen), "c");
  assert.equal(hoverExpandCandidate("b", "a", isOpen), null);
  assert.equal(hoverExpandCandidate("a", "a", isOpen), null);
  assert.equal(hoverExpandCandidate(null, "a", isOpen), null);
});

Deno.test("a failed save says why; a move is announced with the new position", () => {
  assert.equal(
    reorderFailureMessage(new Error("Network down")),
    "Failed to re-order table rows: Network down",
  );
  assert.equal(reorderFailureMessage("409 Conflict"), "Failed to re-order table rows: 409 Conflict");
  assert.equal(
    movedAnnouncement("Brake fluid", ["a", "b", "c"], "b"),
    "Brake fluid moved to position 2 of 3.",
  );
});
