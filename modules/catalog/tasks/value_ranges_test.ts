import assert from "node:assert/strict";
import fc from "fast-check";
import { InputError } from "@platform/errors.ts";
import { VALUE_GRADES } from "../types.ts";
import { parseRanges, rangeProblems, rangesText } from "./value_ranges.ts";
import { taskConfigurationProblems } from "./task_rules.ts";
import { DEFAULT_TASK_CONFIGURATION, type GradeRange } from "../types.ts";
import { sayIn } from "@modules/text/ui.ts";

/** The shipped en-US words: the problems are checked word for word. */
const EN = sayIn(null);

Deno.test("a grade's field reads ranges, open ends and single numbers, and writes them back the same", () => {
  assert.deepEqual(parseRanges("5 or more", "green", "LF", EN), [{ grade: "green", min: 5, max: null }]);
  assert.deepEqual(parseRanges("3-4", "yellow", "LF", EN), [{ grade: "yellow", min: 3, max: 4 }]);
  assert.deepEqual(parseRanges("2 or less", "red", "LF", EN), [{ grade: "red", min: null, max: 2 }]);
  assert.deepEqual(parseRanges(" 0 - 25 , 41+ ", "red", "Pressure", EN), [
    { grade: "red", min: 0, max: 25 },
    { grade: "red", min: 41, max: null },
  ]);
  assert.deepEqual(parseRanges("12.4 to 12.8", "green", "Battery", EN), [{
    grade: "green",
    min: 12.4,
    max: 12.8,
  }]);
  assert.deepEqual(parseRanges("7", "red", "LF", EN), [{ grade: "red", min: 7, max: 7 }]);
  assert.deepEqual(parseRanges("", "red", "LF", EN), []);
  const ranges = parseRanges("0-25, 41 or more", "red", "Pressure", EN);
  assert.equal(rangesText(ranges, "red"), "0-25, 41 or more");
});

Deno.test("words that are not a range are refused as input, naming the value and the grade", () => {
  assert.throws(() => parseRanges("worn", "red", "LF", EN), (error) => {
    assert.ok(error instanceof InputError);
    assert.equal(
      error.message,
      'LF, red: "worn" is not a range. Write it as "3-4", "5 or more" or "2 or less".',
    );
    return true;
  });
});

Deno.test("overlapping ranges are refused with both ranges named; touching at one number overlaps", () => {
  const value = (ranges: GradeRange[]) => ({ label: "Tire pressure", inputType: "number" as const, ranges });
  assert.deepEqual(
    rangeProblems(value([{ grade: "green", min: 32, max: 35 }, { grade: "yellow", min: 28, max: 32 }]), EN),
    ["Tire pressure: the green range 32-35 and the yellow range 28-32 overlap. A number can have only one grade."],
  );
  assert.deepEqual(
    rangeProblems(value([{ grade: "green", min: 5, max: null }, { grade: "red", min: null, max: 2 }]), EN),
    [],
  );
  assert.deepEqual(
    rangeProblems({ label: "Note", inputType: "text", ranges: [{ grade: "red", min: 1, max: 2 }] }, EN),
    ["Note: only a number value can have green, yellow and red ranges."],
  );
  // The task form and catalogue imports refuse them through the task's rules.
  assert.match(
    taskConfigurationProblems({
      ...DEFAULT_TASK_CONFIGURATION,
      valueMode: "optional",
      values: [{
        label: "LF",
        inputType: "number",
        unit: "32nds",
        ranges: [{ grade: "red", min: null, max: 3 }, { grade: "yellow", min: 3, max: 4 }],
        percentOf: null,
      }],
    }, EN).join(" "),
    /LF: the red range 3 or less and the yellow range 3-4 overlap/,
  );
});

Deno.test("property: any written range reads back as itself, and a range never overlaps a disjoint one", () => {
  const end = fc.option(fc.integer({ min: -50, max: 500 }), { nil: null });
  fc.assert(
    fc.property(fc.constantFrom(...VALUE_GRADES), end, end, (grade, a, b) => {
      const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
      if (min === null && max === null) return;
      const range = { grade, min, max };
      assert.deepEqual(parseRanges(rangesText([range], grade), grade, "V", EN), [range]);
      if (max !== null) {
        const after = { grade, min: max + 1, max: null };
        assert.deepEqual(rangeProblems({ label: "V", inputType: "number", ranges: [range, after] }, EN), []);
      }
    }),
  );
});
