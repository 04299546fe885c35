import assert from "node:assert/strict";
import { nextSort, sortedBy, sortRows } from "./sort.ts";

Deno.test("a header's first click sorts ascending; clicking it again toggles the direction", () => {
  let sort = nextSort(null, "name");
  assert.deepEqual(sort, { column: "name", direction: "ascending" });
  sort = nextSort(sort, "name");
  assert.deepEqual(sort, { column: "name", direction: "descending" });
  sort = nextSort(sort, "name");
  assert.deepEqual(sort, { column: "name", direction: "ascending" });
  assert.deepEqual(nextSort(nextSort(sort, "name"), "priority"), {
    column: "priority",
    direction: "ascending",
  });
});

Deno.test("text compares with numbers inside read as numbers, ignoring case", () => {
  const names = ["Bay 10", "bay 2", "Axle", "Bay 1"];
  assert.deepEqual(sortRows(names, (name) => name, "ascending"), ["Axle", "Bay 1", "bay 2", "Bay 10"]);
  assert.deepEqual(sortRows(names, (name) => name, "descending"), ["Bay 10", "bay 2", "Bay 1", "Axle"]);
});

Deno.test("numbers and dates compare as such; empty values go last either way; ties keep their order", () => {
  const rows = [
    { id: "a", miles: 900, due: new Date("2026-03-01") },
    { id: "b", miles: 10000, due: null },
    { id: "c", miles: null, due: new Date("2025-12-24") },
    { id: "d", miles: 900, due: new Date("2026-01-15") },
  ];
  const ids = (list: typeof rows) => list.map((row) => row.id).join("");
  assert.equal(ids(sortRows(rows, (row) => row.miles, "ascending")), "adbc");
  assert.equal(ids(sortRows(rows, (row) => row.miles, "descending")), "badc");
  assert.equal(ids(sortRows(rows, (row) => row.due, "ascending")), "cdab");
  assert.equal(ids(sortRows(rows, (row) => row.due, "descending")), "adcb");
});

Deno.test("rows keep their own order until a column is chosen, then follow that column's values", () => {
  const rows = [{ name: "Wipers", rank: 3 }, { name: "Brakes", rank: 1 }, { name: "Tires", rank: 2 }];
  const value = (row: typeof rows[number], column: string) => column === "rank" ? row.rank : row.name;
  assert.deepEqual(sortedBy(rows, null, value), rows);
  const byRank = sortedBy(rows, { column: "rank", direction: "descending" }, value);
  assert.deepEqual(byRank.map((row) => row.name), ["Wipers", "Tires", "Brakes"]);
  const byName = sortedBy(rows, { column: "name", direction: "ascending" }, value);
  assert.deepEqual(byName.map((row) => row.name), ["Brakes", "Tires", "Wipers"]);
});
