// The audit's labour entry against the database: it saves like any item save (versions, conflicts), only
// owners and managers may make it, it changes only time, price and sold, and the trail gets one
// "auditLabor" event for the batch. Also the screen timing counters and the audit's review and totals.
import assert from "node:assert/strict";
import { ForbiddenError, InputError } from "@platform/errors.ts";
import { Keys } from "@platform/keys.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { accessOf, inspectionShop, newInspection } from "../../../tests/support/inspection_shop.ts";
import { readAuditLabor, saveAuditLabor } from "./audit_labor.ts";
import { loadAuditReview } from "./audit_review.ts";
import { saveItems } from "../checklist/save_items.ts";
import { addScreenTime, readTiming } from "../screen_timing.ts";

const keys = new Keys("audit labor test secret key, long enough");

async function trail(sql: Parameters<typeof saveItems>[0], inspectionId: number) {
  return await sql<{ kind: string; summary: string; userName: string; details: Record<string, unknown> }[]>`
    select kind, summary, user_name as "userName", details from inspection_events
    where inspection_id = ${inspectionId} order by id`;
}

dbTest("a manager's labour entry saves three items and writes one auditLabor event", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  const maya = await accessOf(sql, keys, inspection.encId, shop.manager);
  const before = (await trail(sql, inspection.id)).length;
  const response = await saveAuditLabor(sql, maya, [
    { taskId: shop.tasks.pads, itemVersion: 1, time: 1.5, price: 189.5, sold: true },
    { taskId: shop.tasks.wipers, itemVersion: 1, time: 0.5 },
    { taskId: shop.tasks.tread, itemVersion: 1, time: 2.5, price: 420 },
  ], "/bay/inspections/x/audit");
  assert.equal(response.httpStatus, 200);
  for (const taskId of [shop.tasks.pads, shop.tasks.wipers, shop.tasks.tread]) {
    assert.deepEqual(response.postedItemsStatus[taskId], { status: "saved", itemVersion: 2 });
  }
  const pads = response.allItems.find((item) => item.taskId === shop.tasks.pads)!;
  assert.deepEqual([pads.time, pads.price, pads.sold], [1.5, 189.5, true]);
  const events = (await trail(sql, inspection.id)).slice(before);
  assert.deepEqual(events.map((event) => [event.kind, event.summary, event.userName]), [
    ["auditLabor", "Audit labor: 3 items, 4.5 h", "Maya Manager"],
    ["status", "Checklist started: New → In progress", "Maya Manager"],
  ]);
  const details = events[0].details as { items: { taskId: number; summary: string }[]; hours: number };
  assert.equal(details.hours, 4.5);
  assert.deepEqual(details.items.map((item) => item.summary).sort(), [
    "Front brake pads: price 189.50, labor 1.5 h, sold",
    "Tire tread depth: price 420.00, labor 2.5 h",
    "Wiper blades: labor 0.5 h",
  ]);
});

dbTest("a stale labour entry is a conflict for that item only; the rest is saved", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  const carl = await accessOf(sql, keys, inspection.encId, shop.mechanic);
  const olga = await accessOf(sql, keys, inspection.encId, shop.owner);
  await saveItems(sql, carl, [{ taskId: shop.tasks.wipers, itemVersion: 1, result: "pass" }], "");
  const response = await saveAuditLabor(sql, olga, [
    { taskId: shop.tasks.wipers, itemVersion: 1, time: 0.3 },
    { taskId: shop.tasks.horn, itemVersion: 1, time: 0.2 },
  ], "");
  assert.equal(response.httpStatus, 409);
  assert.equal(response.postedItemsStatus[shop.tasks.wipers].status, "conflict");
  assert.equal(response.postedItemsStatus[shop.tasks.wipers].itemVersion, 2);
  assert.deepEqual(response.postedItemsStatus[shop.tasks.horn], { status: "saved", itemVersion: 2 });
  const wipers = response.allItems.find((item) => item.taskId === shop.tasks.wipers)!;
  assert.equal(wipers.time, null, "the stale value was not written");
  const last = (await trail(sql, inspection.id)).at(-1)!;
  assert.deepEqual([last.kind, last.summary], ["auditLabor", "Audit labor: 1 item, 0.2 h"]);
});

dbTest("a mechanic may not enter audit labour; nothing is written", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  const carl = await accessOf(sql, keys, inspection.encId, shop.mechanic);
  const before = (await trail(sql, inspection.id)).length;
  await assert.rejects(
    () => saveAuditLabor(sql, carl, [{ taskId: shop.tasks.pads, itemVersion: 1, time: 1 }], ""),
    ForbiddenError,
  );
  const [pads] = await sql`select time, item_version from inspection_items
                           where inspection_id = ${inspection.id} and task_id = ${shop.tasks.pads}`;
  assert.deepEqual([pads.time, pads.item_version], [null, 1]);
  assert.equal((await trail(sql, inspection.id)).length, before);
});

Deno.test("the labour entry reads only time, price and sold, and says what is wrong", () => {
  assert.deepEqual(readAuditLabor({ items: [{ taskId: 4, itemVersion: 2, time: "1.25", sold: "true" }] }), [
    { taskId: 4, itemVersion: 2, time: 1.25, sold: true },
  ]);
  assert.throws(
    () => readAuditLabor({ items: [{ taskId: 4, itemVersion: 2, time: 1, result: "pass" }] }),
    (error: Error) =>
      error instanceof InputError && /changes only time, price and sold \(not result\)/.test(error.message),
  );
  assert.throws(
    () => readAuditLabor({ items: [{ taskId: 4, itemVersion: 2 }] }),
    /time \(labor hours\) is missing/,
  );
  assert.throws(() => readAuditLabor({ items: [] }), /Send the labour as a list/);
  assert.throws(() => readAuditLabor({ items: [{ taskId: 4, itemVersion: 2, time: -1 }] }), /from 0 to/);
});

dbTest("screen time adds up per screen, without a version or an event", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  const carl = await accessOf(sql, keys, inspection.encId, shop.mechanic);
  const before = await trail(sql, inspection.id);
  await addScreenTime(sql, carl, "checklist", 60);
  await addScreenTime(sql, carl, "checklist", 45);
  await addScreenTime(sql, carl, "audit", 600);
  await addScreenTime(sql, carl, "report", 1);
  const [row] = await sql`select checklist_seconds, audit_seconds, report_seconds, version from inspections
                          where id = ${inspection.id}`;
  assert.deepEqual(
    [row.checklist_seconds, row.audit_seconds, row.report_seconds, row.version],
    [105, 600, 1, inspection.version],
  );
  assert.equal((await trail(sql, inspection.id)).length, before.length);
  assert.deepEqual(readTiming({ screen: "audit", seconds: "30" }), { screen: "audit", seconds: 30 });
  assert.throws(() => readTiming({ screen: "audit", seconds: 0 }), /from 1 to 600/);
  assert.throws(() => readTiming({ screen: "audit", seconds: 601 }), /from 1 to 600/);
  assert.throws(() => readTiming({ screen: "audit", seconds: 1.5 }), /from 1 to 600/);
  assert.throws(
    () => readTiming({ screen: "bay", seconds: 5 }),
    /screen must be one of checklist, audit, report/,
  );
});

dbTest("the review groups items by category in checklist order and totals them", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  const carl = await accessOf(sql, keys, inspection.encId, shop.mechanic);
  await saveItems(sql, carl, [
    {
      taskId: shop.tasks.pads,
      itemVersion: 1,
      result: "fail",
      conclusionId: shop.findings.worn,
      notes: "2 mm",
    },
    { taskId: shop.tasks.tread, itemVersion: 1, result: "warn", value1: "4", value2: "5" },
    { taskId: shop.tasks.wipers, itemVersion: 1, result: "pass" },
  ], "");
  const maya = await accessOf(sql, keys, inspection.encId, shop.manager);
  await saveAuditLabor(sql, maya, [
    { taskId: shop.tasks.pads, itemVersion: 2, time: 1.5, price: 189.5, sold: true },
    { taskId: shop.tasks.tread, itemVersion: 2, time: 0.1, price: 0.2 },
  ], "");
  // The shop charges 100 an hour and a 10% tax on parts and labour.
  await sql`update shops set labour_rate = 100, tax_rates = '[{"name": "Sales tax", "percent": 10}]'
    where id = ${shop.shop.id}`;
  const review = await loadAuditReview(sql, maya);
  assert.equal(review.shopName, "Bay Street Auto");
  assert.deepEqual(
    review.categories.map((category) => [category.name, category.items.map((item) => item.taskName)]),
    [
      ["Brakes", ["Front brake pads"]],
      ["Tires", ["Tire tread depth"]],
      ["General", ["Wiper blades", "Next service due", "Horn works"]],
    ],
  );
  const [pads] = review.categories[0].items;
  assert.deepEqual([pads.findingText, pads.priorityName, pads.needsAttention], [
    "Worn to 2 mm",
    "Safety",
    true,
  ]);
  assert.deepEqual(review.categories[1].items[0].values, [
    { label: "Left front (32nds)", value: "4" },
    { label: "Right front (32nds)", value: "5" },
  ]);
  assert.deepEqual(review.totals, {
    itemCount: 5,
    attentionCount: 2,
    recommendedPrice: 189.7,
    recommendedHours: 1.6,
    // Pads 189.50 + 150 labour + 33.95 tax; tread 0.20 + 10 labour + 1.02 tax.
    recommended: { parts: 189.7, labour: 160, tax: 34.97, total: 384.67 },
    soldPrice: 189.5,
    soldHours: 1.5,
    sold: { parts: 189.5, labour: 150, tax: 33.95, total: 373.45 },
  });
  assert.deepEqual(review.pricing, { labourRate: 100, taxRates: [{ name: "Sales tax", percent: 10 }] });
});
