import assert from "node:assert/strict";
import {
  cropTo,
  editedFileName,
  EDITOR_CLOSE_REASONS,
  hitsMark,
  initialPicture,
  isTooSmall,
  type Mark,
  markBounds,
  record,
  redo,
  startHistory,
  turn,
  turnedSize,
  turnPoint,
  undo,
} from "./image_editor_rules.ts";

const box: Mark = { kind: "box", from: { x: 10, y: 20 }, to: { x: 110, y: 70 }, colour: "#e02020", width: 2 };

Deno.test("the close reasons are the seed's four", () => {
  assert.deepEqual([...EDITOR_CLOSE_REASONS], ["undefined", "savedSuccessfully", "closeButton", "escKey"]);
});

Deno.test("a clockwise turn takes the top-left corner to the top-right", () => {
  const size = { width: 400, height: 300 };
  assert.deepEqual(turnPoint({ x: 0, y: 0 }, size, 1), { x: 300, y: 0 });
  assert.deepEqual(turnPoint({ x: 0, y: 0 }, size, -1), { x: 0, y: 400 });
  const p = { x: 37, y: 81 };
  const back = turnPoint(turnPoint(p, size, 1), { width: 300, height: 400 }, -1);
  assert.deepEqual(back, p, "left undoes right");
});

Deno.test("turning swaps the size and carries the crop and the marks", () => {
  const start = { ...initialPicture(400, 300), marks: [box] };
  const right = turn(start, 1);
  assert.equal(right.turns, 1);
  assert.deepEqual(turnedSize(right), { width: 300, height: 400 });
  assert.deepEqual(right.crop, { x: 0, y: 0, width: 300, height: 400 });
  assert.deepEqual(markBounds(right.marks[0]), { x: 230, y: 10, width: 50, height: 100 });
  const full = turn(turn(turn(right, 1), 1), 1);
  assert.equal(full.turns, 0);
  assert.deepEqual(full.marks, start.marks, "four turns bring every mark home");
  assert.deepEqual(turn(right, -1), start);
});

Deno.test("a crop keeps inside the picture; a slip of the finger is no crop", () => {
  const start = initialPicture(400, 300);
  const cropped = cropTo(start, { x: -20, y: 50.4, width: 220, height: 100 })!;
  assert.deepEqual(cropped.crop, { x: 0, y: 50, width: 200, height: 100 });
  assert.deepEqual(cropTo(cropped, { x: 150, y: 0, width: 400, height: 400 })!.crop, {
    x: 150,
    y: 50,
    width: 50,
    height: 100,
  }, "a second crop stays inside the first");
  assert.equal(cropTo(start, { x: 5, y: 5, width: 4, height: 200 }), null);
  const turned = turn(cropped, 1);
  assert.deepEqual(turned.crop, { x: 150, y: 0, width: 100, height: 200 }, "a turn carries the crop");
});

Deno.test("taps pick the mark under them", () => {
  const bounds = markBounds(box);
  assert.equal(hitsMark(box, { x: 12, y: 45 }, 6, bounds), true, "on the box's edge");
  assert.equal(hitsMark(box, { x: 60, y: 45 }, 6, bounds), false, "a box is picked by its outline");
  const arrow: Mark = { ...box, kind: "arrow" };
  assert.equal(hitsMark(arrow, { x: 60, y: 45 }, 6, bounds), true, "on the arrow's line");
  assert.equal(hitsMark(arrow, { x: 60, y: 60 }, 6, bounds), false);
  const ellipse: Mark = { ...box, kind: "ellipse" };
  assert.equal(hitsMark(ellipse, { x: 60, y: 21 }, 6, bounds), true, "the ellipse's top");
  assert.equal(hitsMark(ellipse, { x: 12, y: 22 }, 6, bounds), false, "the box's corner is off the ellipse");
  const text: Mark = { kind: "text", at: { x: 10, y: 50 }, text: "Leak", colour: "#fff", width: 2 };
  assert.equal(hitsMark(text, { x: 30, y: 40 }, 6, markBounds(text, 60, 20)), true);
});

Deno.test("a tap is not an arrow, and an empty text is not a mark", () => {
  assert.equal(isTooSmall({ ...box, to: { x: 12, y: 21 } }, 2), true);
  assert.equal(isTooSmall(box, 2), false);
  assert.equal(
    isTooSmall({ kind: "text", at: { x: 0, y: 0 }, text: "  ", colour: "#fff", width: 1 }, 2),
    true,
  );
});

Deno.test("undo and redo step through whole states exactly", () => {
  const start = initialPicture(400, 300);
  let history = startHistory(start);
  const marked = { ...start, marks: [box] };
  history = record(history, marked);
  history = record(history, turn(marked, 1));
  history = undo(history);
  assert.equal(history.present, marked);
  history = undo(history);
  assert.equal(history.present, start);
  assert.equal(undo(history), history, "nothing before the start");
  history = redo(history);
  assert.equal(history.present, marked);
  history = record(history, { ...marked, marks: [] });
  assert.equal(redo(history), history, "a new edit drops what could be redone");
});

Deno.test("the saved picture keeps its name as a JPEG", () => {
  assert.equal(editedFileName("brake pad.png"), "brake pad.jpg");
  assert.equal(editedFileName("photo-2026-11-22-143005.jpg"), "photo-2026-11-22-143005.jpg");
  assert.equal(editedFileName(".heic"), "picture.jpg");
  assert.equal(editedFileName("tyre"), "tyre.jpg");
});
