import assert from "node:assert/strict";
import type { OutlineTask } from "../outline_queries.server.ts";
import { DEFAULT_TASK_CONFIGURATION, type GradeRange } from "../types.ts";
import { type BayRow, isUntouched, needsAttention, nextToDo, restToPass } from "./bay_actions.ts";
import { checkRow } from "./row_rules.ts";
import { EMPTY_ITEM_VALUES, type ItemValues } from "./row_values.ts";

let ids = 0;
function task(name: string, changes: Partial<OutlineTask> = {}): OutlineTask {
  return {
    ...DEFAULT_TASK_CONFIGURATION,
    id: ++ids,
    name,
    isActive: true,
    defaultPriorityId: null,
    defaultPriority: null,
    yellowFindingId: null,
    redFindingId: null,
    findings: [],
    ...changes,
  };
}

function row(t: OutlineTask, values: Partial<ItemValues> = {}, mediaCount = 0): BayRow {
  const shown = { ...EMPTY_ITEM_VALUES, ...values };
  return { values: shown, state: checkRow(t, { ...shown, mediaCount }), mediaCount };
}

const TREAD: GradeRange[] = [
  { grade: "green", min: 5, max: null },
  { grade: "yellow", min: 3, max: 4 },
  { grade: "red", min: null, max: 2 },
];

Deno.test("an untouched row has nothing recorded; a note, a value or a photo touches it", () => {
  const wipers = task("Wiper blades");
  assert.equal(isUntouched(row(wipers)), true);
  assert.equal(isUntouched(row(wipers, { result: "pass" })), false);
  assert.equal(isUntouched(row(wipers, { notes: "Streaking" })), false);
  assert.equal(isUntouched(row(wipers, { value1: "3" })), false);
  assert.equal(isUntouched(row(wipers, {}, 1)), false);
});

Deno.test("a row needs attention without a result, or with something required still missing", () => {
  const wipers = task("Wiper blades");
  const photo = task("Engine bay photo", { mediaMode: "required" });
  const odometer = task("Odometer", { taskType: "none", valueMode: "optional", values: [] });
  assert.equal(needsAttention(wipers, row(wipers)), true);
  assert.equal(needsAttention(wipers, row(wipers, { result: "pass" })), false);
  assert.equal(needsAttention(photo, row(photo, { result: "pass" })), true, "passed, photo still missing");
  assert.equal(needsAttention(odometer, row(odometer)), false, "a task without a result asks for none");
});

Deno.test("Next to do goes to the next row needing a result after the current one, wrapping around", () => {
  const order = [1, 2, 3, 4, 5];
  const needs = (open: number[]) => (id: number) => open.includes(id);
  assert.equal(nextToDo(order, needs([2, 4]), null), 2, "from the top");
  assert.equal(nextToDo(order, needs([2, 4]), 2), 4);
  assert.equal(nextToDo(order, needs([2, 4]), 4), 2, "wraps to the top");
  assert.equal(nextToDo(order, needs([3]), 3), 3, "the only one left is found again");
  assert.equal(nextToDo(order, needs([]), 3), null, "nothing left");
  assert.equal(nextToDo(order, needs([1]), 99), 1, "a row no longer in the order starts at the top");
});

Deno.test("Mark the rest passed passes untouched rows a pass completes and leaves the rest", () => {
  const wipers = task("Wiper blades");
  const horn = task("Horn", { taskType: "yn", conclusionMode: "none" });
  const done = task("Lights");
  const notes = task("Road test", { notesMode: "required" });
  const photo = task("Engine bay photo", { mediaMode: "required" });
  const photoTaken = task("VIN plate photo", { mediaMode: "required" });
  const values = task("Battery test", {
    valueMode: "required",
    values: [{ label: "Voltage", inputType: "number", unit: "V", ranges: [], percentOf: null }],
  });
  const tread = task("Tire tread depth", {
    valueMode: "optional",
    values: [{ label: "LF", inputType: "number", unit: "32nds", ranges: TREAD, percentOf: null }],
  });
  const treadGreen = task("Spare tread", {
    valueMode: "optional",
    values: [{ label: "Spare", inputType: "number", unit: "32nds", ranges: TREAD, percentOf: null }],
  });
  const odometer = task("Odometer", { taskType: "none", valueMode: "optional", values: [] });
  const all = [wipers, horn, done, notes, photo, photoTaken, values, tread, treadGreen, odometer];
  const rows = new Map<number, BayRow>([
    [wipers.id, row(wipers)],
    [horn.id, row(horn)],
    [done.id, row(done, { result: "fail" })],
    [notes.id, row(notes)],
    [photo.id, row(photo)],
    [photoTaken.id, row(photoTaken, {}, 1)],
    [values.id, row(values)],
    [tread.id, row(tread, { value1: "2" })],
    [treadGreen.id, row(treadGreen, { value1: "7" })],
    [odometer.id, row(odometer)],
  ]);
  assert.deepEqual(restToPass(all, (id) => rows.get(id)), {
    pass: [wipers.id, horn.id, photoTaken.id, treadGreen.id],
    left: [notes.id, photo.id, values.id, tread.id],
  });
});
