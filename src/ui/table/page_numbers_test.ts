import assert from "node:assert/strict";
import { pageNumbers } from "./page_numbers.ts";

Deno.test("the pager offers the first and last pages and two either side of the current one", () => {
  assert.deepEqual(pageNumbers(1, 1), [1]);
  assert.deepEqual(pageNumbers(1, 4), [1, 2, 3, 4]);
  assert.deepEqual(pageNumbers(1, 20), [1, 2, 3, null, 20]);
  assert.deepEqual(pageNumbers(10, 20), [1, null, 8, 9, 10, 11, 12, null, 20]);
  assert.deepEqual(pageNumbers(4, 20), [1, 2, 3, 4, 5, 6, null, 20], "no gap of one page's width");
  assert.deepEqual(pageNumbers(20, 20), [1, null, 18, 19, 20]);
});
