import assert from "node:assert/strict";
import { autoRows, contentRows, rowHeight } from "./auto_grow.ts";

Deno.test("without a minimum a textarea grows from 2 rows to at most 5", () => {
  assert.equal(autoRows(1, null), 2);
  assert.equal(autoRows(3, null), 3);
  assert.equal(autoRows(5, null), 5);
  assert.equal(autoRows(12, null), 5);
});

Deno.test("with a minimum row count the minimum is the floor and the 5-row cap does not apply", () => {
  assert.equal(autoRows(1, 3), 3);
  assert.equal(autoRows(4, 3), 4);
  assert.equal(autoRows(9, 3), 9);
  assert.equal(autoRows(2, 8), 8);
  assert.equal(autoRows(9, 0), 5, "a minimum of 0 is no minimum");
});

Deno.test("a row is the line height, else the font size times 1.2 (16.8 px when unknown), within 10–100 px", () => {
  assert.equal(rowHeight(16, 24), 24);
  assert.equal(rowHeight(20, Number.NaN), 24);
  assert.ok(Math.abs(rowHeight(Number.NaN, Number.NaN) - 20.16) < 1e-9);
  assert.equal(rowHeight(4, 5), 10);
  assert.equal(rowHeight(90, 200), 100);
});

Deno.test("the rows the text fills come from its scroll height less the padding", () => {
  assert.equal(contentRows(24 * 3 + 16, 16, 24), 3);
  assert.equal(contentRows(24 * 3 + 16 + 1, 16, 24), 3, "a pixel of rounding is not a row");
  assert.equal(contentRows(24 * 3 + 16 + 5, 16, 24), 4);
  assert.equal(contentRows(0, 16, 24), 1);
});
