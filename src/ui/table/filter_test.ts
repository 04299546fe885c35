import assert from "node:assert/strict";
import { filterRows, filterTerms, rowMatches, shownRowsText } from "./filter.ts";

Deno.test("the search text splits on any whitespace into lower-case terms", () => {
  assert.deepEqual(filterTerms("  Brake\tPADS \n front "), ["brake", "pads", "front"]);
  assert.deepEqual(filterTerms("   "), []);
});

Deno.test("a row matches when every term appears in its text, in any case and any order", () => {
  assert.equal(rowMatches("Front brake pads · Brakes · Measurement", filterTerms("PADS brake")), true);
  assert.equal(rowMatches("Front brake pads", filterTerms("brake rotor")), false);
  assert.equal(rowMatches("Tire tread", []), true);
});

Deno.test("filtering keeps the matching rows in their order; an empty search keeps them all", () => {
  const rows = ["Front brake pads", "Rear brake pads", "Wiper blades", "Brake fluid"];
  assert.deepEqual(filterRows(rows, (row) => row, "brake PADS"), ["Front brake pads", "Rear brake pads"]);
  assert.deepEqual(filterRows(rows, (row) => row, ""), rows);
  assert.deepEqual(filterRows(rows, (row) => row, "rotor"), []);
});

Deno.test("the shown-rows line counts what is left", () => {
  assert.equal(shownRowsText(8, 8), "8 rows");
  assert.equal(shownRowsText(1, 1), "1 row");
  assert.equal(shownRowsText(2, 8), "2 of 8 rows shown");
  assert.equal(shownRowsText(0, 8), "0 of 8 rows shown");
});
