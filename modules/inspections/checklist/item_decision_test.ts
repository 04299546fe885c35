// The field-by-field rule of an item save (item_decision.ts), on its own.
import assert from "node:assert/strict";
import { EMPTY_ITEM_VALUES } from "@modules/catalog/ui.ts";
import { decideItemSave } from "./item_decision.ts";

const stored = { ...EMPTY_ITEM_VALUES, result: "pass" as const, notes: "Bulb out", itemVersion: 5 };

Deno.test("a field set to what it holds is no change, whatever was seen or the version", () => {
  assert.deepEqual(
    decideItemSave(stored, { taskId: 1, itemVersion: 1, result: "pass", was: { result: "fail" } }),
    {
      outcome: "unchanged",
    },
  );
});

Deno.test("a field changes only over the value its author saw there", () => {
  assert.deepEqual(
    decideItemSave(stored, { taskId: 1, itemVersion: 5, result: "none", was: { result: "none" } }),
    { outcome: "conflict", fields: ["result"] },
    "at the stored version, over a value not seen: refused",
  );
  const applied = decideItemSave(stored, {
    taskId: 1,
    itemVersion: 2,
    result: "fail",
    was: { result: "pass" },
  });
  assert.equal(applied.outcome, "apply");
  assert.deepEqual(applied.outcome === "apply" && [applied.changed, applied.values.notes], [
    ["result"],
    "Bulb out",
  ]);
});

Deno.test("without was, a field changes only at the stored version (the audit's labour, the seed's callers)", () => {
  assert.deepEqual(decideItemSave(stored, { taskId: 1, itemVersion: 4, price: 10 }), {
    outcome: "conflict",
    fields: ["price"],
  });
  assert.equal(decideItemSave(stored, { taskId: 1, itemVersion: 5, price: 10 }).outcome, "apply");
});

Deno.test("one conflicting field refuses the whole item", () => {
  assert.deepEqual(
    decideItemSave(stored, {
      taskId: 1,
      itemVersion: 1,
      notes: "Both bulbs",
      result: "warn",
      was: { notes: "", result: "pass" },
    }),
    { outcome: "conflict", fields: ["notes"] },
  );
});
