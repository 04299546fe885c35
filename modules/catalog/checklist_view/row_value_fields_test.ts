import assert from "node:assert/strict";
import type { TaskValue, ValueUnit } from "../types.ts";
import { isFourWheel, unitSuffix } from "./row_value_fields.tsx";

const number = (label: string, unit: ValueUnit): TaskValue => ({
  label,
  inputType: "number",
  unit,
  ranges: [],
  percentOf: null,
});

Deno.test("four number values in one unit are the four wheels; anything else is fields in a row", () => {
  const wheels = ["LF", "RF", "LR", "RR"];
  assert.equal(isFourWheel({ values: wheels.map((w) => number(w, "32nds")) }), true);
  assert.equal(isFourWheel({ values: wheels.map((w) => number(w, "psi")) }), true);
  assert.equal(
    isFourWheel({ values: wheels.map((w) => number(w, "")) }),
    false,
    "no unit: not measured alike",
  );
  assert.equal(isFourWheel({ values: wheels.slice(0, 2).map((w) => number(w, "32nds")) }), false);
  assert.equal(
    isFourWheel({ values: [...wheels.slice(0, 3).map((w) => number(w, "psi")), number("RR", "mm")] }),
    false,
  );
  assert.equal(
    isFourWheel({
      values: [...wheels.slice(0, 3).map((w) => number(w, "psi")), {
        ...number("RR", "psi"),
        inputType: "text",
      }],
    }),
    false,
  );
  assert.equal(isFourWheel({ values: [] }), false);
});

Deno.test("a tread depth reads as 32nds; other units as written", () => {
  assert.equal(unitSuffix("32nds"), "/32");
  assert.equal(unitSuffix("psi"), "psi");
  assert.equal(unitSuffix(""), "");
});
