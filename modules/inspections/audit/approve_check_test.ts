import assert from "node:assert/strict";
import { EMPTY_ITEM_VALUES } from "@modules/catalog/ui.ts";
import { approveWarnings } from "./approve_check.ts";
import type { AuditItem } from "./audit_review.ts";

const RULES = {
  taskType: "pwf" as const,
  conclusionMode: "wf-optional" as const,
  mediaMode: "wf-required" as const,
  notesMode: "wf-required" as const,
  valueMode: "none" as const,
  values: [],
  priceMin: 120,
  priceMax: 250,
};

function item(taskId: number, change: Partial<AuditItem>): AuditItem {
  return {
    ...EMPTY_ITEM_VALUES,
    taskId,
    taskName: `Task ${taskId}`,
    itemAssets: [],
    rules: RULES,
    ...change,
  } as AuditItem;
}

Deno.test("approve check: unchecked rows, a missing note or photo, and a price outside the hints are listed", () => {
  const items = [
    item(1, {}),
    item(2, { result: "fail", notes: "", price: 180 }),
    item(3, { result: "warn", notes: "Seeping", itemAssets: [{}] as never, price: 700 }),
    item(4, { result: "pass", price: 99 }),
    item(5, { result: "warn", notes: "Worn", itemAssets: [{}] as never, price: 200 }),
    item(6, { rules: null }),
  ];
  assert.deepEqual(approveWarnings(items, (one) => one), [
    { taskId: 1, taskName: "Task 1", reasons: [{ part: "result" }] },
    { taskId: 2, taskName: "Task 2", reasons: [{ part: "notes" }, { part: "media" }] },
    {
      taskId: 3,
      taskName: "Task 3",
      reasons: [{ part: "priceHigh", price: 700, min: 120, max: 250 }],
    },
    { taskId: 4, taskName: "Task 4", reasons: [{ part: "priceLow", price: 99, min: 120, max: 250 }] },
  ]);
});

Deno.test("approve check: the items as edited on the page count, not as first loaded", () => {
  const loaded = item(1, { result: "warn", notes: "Worn", itemAssets: [{}] as never, price: 200 });
  assert.deepEqual(approveWarnings([loaded], (one) => one), []);
  const edited = { ...loaded, price: 20 };
  assert.deepEqual(approveWarnings([loaded], () => edited)[0].reasons, [
    { part: "priceLow", price: 20, min: 120, max: 250 },
  ]);
});
