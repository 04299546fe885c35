import assert from "node:assert/strict";
import { reorderIdsOf } from "./reorder_call.ts";

Deno.test("reorder ids are read from csv text, a list or a comma-separated field", () => {
  assert.deepEqual(reorderIdsOf("12,7,9"), [12, 7, 9]);
  assert.deepEqual(reorderIdsOf("12, 7\n9"), [12, 7, 9]);
  assert.deepEqual(reorderIdsOf([3, "4"]), [3, 4]);
});

Deno.test("reorder ids must be positive whole numbers, listed once", () => {
  assert.throws(() => reorderIdsOf(""), /Send the ids in their new order/);
  assert.throws(() => reorderIdsOf("1,-2"), /positive whole number/);
  assert.throws(() => reorderIdsOf("1,new"), /positive whole number/);
  assert.throws(() => reorderIdsOf([1, 1.5]), /positive whole number/);
  assert.throws(() => reorderIdsOf("4,4"), /listed twice/);
  // Every id column is an int4: a larger number can be no row's id (issue 17).
  assert.throws(() => reorderIdsOf("1,2147483648"), /2147483648 is not an id: ids are whole numbers up to/);
  assert.deepEqual(reorderIdsOf([2147483647]), [2147483647]);
});
