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

Deno.test("issue 32: the approve check lists readings worse than the row's result, and readings in no range", () => {
  const battery = {
    ...RULES,
    conclusionMode: "none" as const,
    mediaMode: "none" as const,
    notesMode: "none" as const,
    valueMode: "optional" as const,
    priceMin: null,
    priceMax: null,
    values: [
      {
        label: "Measured CCA",
        inputType: "number" as const,
        unit: "CCA" as const,
        percentOf: 2,
        ranges: [
          { grade: "green" as const, min: 80, max: null },
          { grade: "yellow" as const, min: 60, max: 79 },
          { grade: "red" as const, min: null, max: 59 },
        ],
      },
      { label: "Rated CCA", inputType: "number" as const, unit: "CCA" as const, percentOf: null, ranges: [] },
      {
        label: "Voltage",
        inputType: "number" as const,
        unit: "V" as const,
        percentOf: null,
        ranges: [{ grade: "green" as const, min: 12.4, max: 13.2 }, {
          grade: "red" as const,
          min: 0,
          max: 11.99,
        }],
      },
    ],
  };
  const passed = item(1, { result: "pass", value1: "12.6", value2: "650", value3: "98", rules: battery });
  assert.deepEqual(approveWarnings([passed], (one) => one)[0].reasons, [
    { part: "valueGrade", value: "Measured CCA 12.6 CCA (1% of 650 CCA)", grade: "red" },
    { part: "valueOutside", value: "Voltage 98 V" },
  ]);
  // Failed, as the readings say: only the misread voltage is left to check.
  const failed = { ...passed, result: "fail" as const };
  assert.deepEqual(approveWarnings([failed], (one) => one)[0].reasons, [
    { part: "valueOutside", value: "Voltage 98 V" },
  ]);
  const good = { ...passed, value1: "600", value3: "12.6" };
  assert.deepEqual(approveWarnings([good], (one) => one), []);
});
