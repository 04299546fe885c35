import assert from "node:assert/strict";
import fc from "fast-check";
import { parsePlainSearch, stringifyPlainSearch } from "./plain_search.ts";

Deno.test("a work-order system's link reads as texts and is written back exactly as it came", () => {
  const link = "?cust_phone_mobile=5551234567&year=2003&make=Honda&vin=1HGCM82633A004352";
  const search = parsePlainSearch(link);
  assert.deepEqual({ ...search }, {
    cust_phone_mobile: "5551234567",
    year: "2003",
    make: "Honda",
    vin: "1HGCM82633A004352",
  });
  assert.equal(stringifyPlainSearch(search), link);
});

Deno.test("a parameter named __proto__ is a parameter like any other", () => {
  const search = parsePlainSearch("__proto__=x&constructor=y");
  assert.deepEqual(Object.entries(search), [["__proto__", "x"], ["constructor", "y"]]);
  assert.equal(stringifyPlainSearch(search), "?__proto__=x&constructor=y");
});

Deno.test("booleans are written 1 or 0, numbers plainly, absent values not at all", () => {
  assert.equal(
    stringifyPlainSearch({ asc: false, showAll: true, page: 2, search: undefined, kind: null }),
    "?asc=0&showAll=1&page=2",
  );
  assert.equal(stringifyPlainSearch({}), "");
});

Deno.test("a repeated name keeps every value in order, and is written back repeated", () => {
  assert.deepEqual({ ...parsePlainSearch("fn=0&fn=1&q=a") }, { fn: ["0", "1"], q: "a" });
  assert.equal(stringifyPlainSearch({ fn: ["0", "1"] }), "?fn=0&fn=1");
});

Deno.test("any parsed search is written back to a query that parses to the same values", () => {
  fc.assert(
    fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (values) => {
      const text = stringifyPlainSearch(values);
      assert.deepEqual(Object.entries(parsePlainSearch(text)), Object.entries(values));
      // Written once, written the same way again: the router never sees a reason to redirect.
      assert.equal(stringifyPlainSearch(parsePlainSearch(text)), text);
    }),
  );
});
