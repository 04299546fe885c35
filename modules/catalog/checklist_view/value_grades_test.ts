import assert from "node:assert/strict";
import fc from "fast-check";
import type { GradeRange } from "../types.ts";
import { type GradedTask, gradeOf, readingAt, saidAt, suggestResult, withUnit } from "./value_grades.ts";

const TREAD: GradeRange[] = [
  { grade: "green", min: 5, max: null },
  { grade: "yellow", min: 3, max: 4 },
  { grade: "red", min: null, max: 2 },
];

function treadTask(extra: Partial<GradedTask> = {}): GradedTask {
  return {
    taskType: "pwf",
    conclusionMode: "wf-required",
    values: ["LF", "RF", "LR", "RR"].map((label) => ({
      label,
      inputType: "number",
      unit: "32nds",
      ranges: TREAD,
      percentOf: null,
    })),
    yellowFindingId: 11,
    redFindingId: 12,
    findings: [{ id: 11, text: "Tread getting low" }, { id: 12, text: "Tread worn past the limit" }],
    ...extra,
  };
}

Deno.test("a value is graded by the range holding it; a gap, a blank or a word is not graded", () => {
  assert.equal(gradeOf(TREAD, "2"), "red");
  assert.equal(gradeOf(TREAD, "3"), "yellow");
  assert.equal(gradeOf(TREAD, " 8 "), "green");
  assert.equal(gradeOf(TREAD, "4.5"), null);
  assert.equal(gradeOf(TREAD, ""), null);
  assert.equal(gradeOf(TREAD, "bald"), null);
});

Deno.test("a tread of 2/32 suggests Fail with the task's red finding, whatever the other wheels say", () => {
  assert.deepEqual(suggestResult(treadTask(), ["6", "2", "", ""]), {
    result: "fail",
    grade: "red",
    finding: { id: 12, text: "Tread worn past the limit" },
    because: ["RF 2/32"],
  });
  assert.deepEqual(suggestResult(treadTask(), ["3", "4", "7", "7"])?.because, ["LF 3/32", "RF 4/32"]);
  assert.equal(suggestResult(treadTask(), ["3", "4", "7", "7"])?.result, "warn");
});

Deno.test("Pass is suggested only once every graded value is measured and green", () => {
  assert.equal(suggestResult(treadTask(), ["6", "7", "", ""]), null);
  assert.deepEqual(suggestResult(treadTask(), ["6", "7", "8", "9"]), {
    result: "pass",
    grade: "green",
    finding: null,
    because: ["LF 6/32", "RF 7/32", "LR 8/32", "RR 9/32"],
  });
  assert.equal(suggestResult(treadTask(), ["", "", "", ""]), null);
});

Deno.test("a suggestion stays within what the task records", () => {
  // A yes/no task never warns; its red is a No (fail).
  assert.equal(suggestResult(treadTask({ taskType: "yn" }), ["3", "7", "7", "7"]), null);
  assert.equal(suggestResult(treadTask({ taskType: "yn" }), ["2", "7", "7", "7"])?.result, "fail");
  // No findings on the task, or none named: the result alone.
  assert.equal(suggestResult(treadTask({ conclusionMode: "none" }), ["2", "7", "7", "7"])?.finding, null);
  assert.equal(suggestResult(treadTask({ redFindingId: null }), ["2", "7", "7", "7"])?.finding, null);
  // A finding since archived is not among the outline's findings.
  assert.equal(suggestResult(treadTask({ findings: [] }), ["2", "7", "7", "7"])?.finding, null);
});

Deno.test("units are said the way a shop says them", () => {
  assert.equal(withUnit("2", "32nds"), "2/32");
  assert.equal(withUnit("4", "mm"), "4 mm");
  assert.equal(withUnit("60", "%"), "60%");
  assert.equal(withUnit("12.4", "V"), "12.4 V");
  assert.equal(withUnit("35", ""), "35");
});

Deno.test("property: the suggestion is the worst grade among the measured values", () => {
  const reading = fc.option(fc.integer({ min: 0, max: 12 }).map(String), { nil: "" });
  fc.assert(
    fc.property(fc.tuple(reading, reading, reading, reading), (texts) => {
      const grades = texts.map((text) => gradeOf(TREAD, text));
      const suggestion = suggestResult(treadTask(), texts);
      if (grades.includes("red")) assert.equal(suggestion?.result, "fail");
      else if (grades.includes("yellow")) assert.equal(suggestion?.result, "warn");
      else if (grades.every((grade) => grade === "green")) assert.equal(suggestion?.result, "pass");
      else assert.equal(suggestion, null);
    }),
  );
});

Deno.test("issue 32: a value graded against another is graded by the whole percentage it is of it", () => {
  const values = [
    {
      label: "Measured CCA",
      inputType: "number" as const,
      unit: "CCA" as const,
      percentOf: 2,
      ranges: [
        { grade: "green" as const, min: 80, max: null },
        { grade: "yellow" as const, min: 60, max: 79 },
        { grade: "red" as const, min: null, max: 59 },
      ],
    },
    { label: "Rated CCA", inputType: "number" as const, unit: "CCA" as const, percentOf: null, ranges: [] },
  ];
  assert.deepEqual(readingAt(values, 0, ["12.6", "650"]), { reading: 1, grade: "red", of: 650 });
  // Rounded down: 79.9% is not yet 80%.
  assert.equal(readingAt(values, 0, ["519.5", "650"])?.grade, "yellow");
  assert.equal(readingAt(values, 0, ["520", "650"])?.grade, "green");
  // Nothing to grade against yet, or nothing measured.
  assert.equal(readingAt(values, 0, ["12.6", ""]), null);
  assert.equal(readingAt(values, 0, ["12.6", "0"]), null);
  assert.equal(readingAt(values, 0, ["", "650"]), null);
  assert.equal(readingAt(values, 1, ["12.6", "650"]), null);
  assert.equal(saidAt(values, 0, ["12.6", "650"]), "Measured CCA 12.6 CCA (1% of 650 CCA)");
  assert.equal(withUnit("70", "°F"), "70 °F");
});
