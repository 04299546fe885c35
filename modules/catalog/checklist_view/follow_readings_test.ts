import assert from "node:assert/strict";
import { EMPTY_ITEM_VALUES, type ItemValues } from "./row_values.ts";
import { followReadings } from "./follow_readings.ts";
import type { GradedTask } from "./value_grades.ts";

// The battery test of the templates: measured CCA graded as a percentage of the rated CCA, and the voltage.
const BATTERY: GradedTask & { notesMode: "optional" } = {
  taskType: "pwf",
  conclusionMode: "wf-required",
  notesMode: "optional",
  values: [
    {
      label: "Measured CCA",
      inputType: "number",
      unit: "CCA",
      percentOf: 2,
      ranges: [
        { grade: "green", min: 80, max: null },
        { grade: "yellow", min: 60, max: 79 },
        { grade: "red", min: null, max: 59 },
      ],
    },
    { label: "Rated CCA", inputType: "number", unit: "CCA", percentOf: null, ranges: [] },
    {
      label: "Voltage",
      inputType: "number",
      unit: "V",
      percentOf: null,
      ranges: [
        { grade: "green", min: 12.4, max: 13.2 },
        { grade: "yellow", min: 12, max: 12.39 },
        { grade: "red", min: 0, max: 11.99 },
      ],
    },
  ],
  yellowFindingId: 1,
  redFindingId: 2,
  findings: [{ id: 1, text: "Battery weak" }, { id: 2, text: "Battery failed the test" }],
};

const row = (change: Partial<ItemValues>): ItemValues => ({ ...EMPTY_ITEM_VALUES, ...change });

Deno.test("issue 32: the row's result follows its readings, in the same save as the value", () => {
  // 12.6 of 650 rated is 1%: the row fails with the task's red finding as the rated CCA is typed.
  const typed = row({ value1: "12.6", value3: "12.6" });
  assert.deepEqual(followReadings(BATTERY, typed, { value2: "650" }), {
    value2: "650",
    result: "fail",
    conclusionId: 2,
  });
  // A row already passed by hand fails when a reading turns red.
  const passed = row({ result: "pass", value1: "600", value2: "650" });
  assert.deepEqual(followReadings(BATTERY, passed, { value3: "11.5" }), {
    value3: "11.5",
    result: "fail",
    conclusionId: 2,
  });
  // Every reading green: the untouched row passes.
  assert.deepEqual(followReadings(BATTERY, row({ value1: "600", value2: "650" }), { value3: "12.6" }), {
    value3: "12.6",
    result: "pass",
  });
});

Deno.test("issue 32: a reading never hides what the mechanic saw, and follows a result it set", () => {
  // Failed by hand (corroded terminals): green readings leave the Fail.
  const failed = row({ result: "fail", conclusionId: 7, value1: "600", value2: "650" });
  assert.deepEqual(followReadings(BATTERY, failed, { value3: "12.6" }), { value3: "12.6" });
  // Not applicable stays.
  const na = row({ result: "nota", value1: "12.6" });
  assert.deepEqual(followReadings(BATTERY, na, { value2: "650" }), { value2: "650" });
  // A typo the readings failed is corrected: the row follows back to a pass, its red finding cleared.
  const typo = row({ result: "fail", conclusionId: 2, value1: "12.6", value2: "650", value3: "12.6" });
  assert.deepEqual(followReadings(BATTERY, typo, { value1: "600" }), {
    value1: "600",
    result: "pass",
    conclusionId: null,
  });
  // 98 V is in no range: not a reading to pass on.
  assert.deepEqual(followReadings(BATTERY, row({ value1: "600", value2: "650" }), { value3: "98" }), {
    value3: "98",
  });
  // Not a value: nothing to follow.
  assert.deepEqual(followReadings(BATTERY, row({ value1: "12.6", value2: "650" }), { notes: "Cold" }), {
    notes: "Cold",
  });
});
