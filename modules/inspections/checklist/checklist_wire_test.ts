import assert from "node:assert/strict";
import { Keys } from "@platform/keys.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { accessOf, inspectionShop, newInspection } from "../../../tests/support/inspection_shop.ts";
import { fromWire, toWire } from "./checklist_wire.ts";
import { type ChecklistPage, loadChecklistPage } from "./checklist_page.server.ts";
import { saveItems } from "./save_items.ts";

const SOON = { name: "Soon", colour: "#b54708" };
const task = (id: number, extra: object = {}) => ({
  id,
  name: `Point ${id}`,
  isActive: true,
  taskType: "pwf",
  conclusionMode: "wf-optional",
  mediaMode: "optional",
  notesMode: "optional",
  valueMode: "none",
  yellowFindingId: null,
  redFindingId: null,
  notifyMode: "relevant",
  defaultPriorityId: null,
  defaultPriority: null,
  priceMin: null,
  priceMax: null,
  instructions: "",
  values: [],
  findings: [],
  ...extra,
});
const item = (taskId: number, extra: object = {}) => ({
  taskId,
  itemVersion: 1,
  taskName: `Point ${taskId}`,
  result: "none",
  conclusionId: null,
  findingText: "",
  notes: "",
  sold: false,
  time: null,
  price: null,
  priorityId: null,
  value1: "",
  value2: "",
  value3: "",
  value4: "",
  updatedAt: "2026-11-26T07:04:08.710Z",
  updatedByUserId: null,
  itemAssets: [],
  ...extra,
});
const finding = (id: number, extra: object = {}) => ({
  id,
  text: `Finding ${id}`,
  explanation: "",
  recommendation: "",
  priorityId: 2,
  priority: SOON,
  status: "new",
  ...extra,
});

/** A checklist as the loader makes it: mostly untouched rows of alike tasks, and a few that differ. */
function checklist(): ChecklistPage {
  const tasks = Array.from({ length: 40 }, (_, n) => task(n + 1));
  tasks[3] = task(4, {
    defaultPriorityId: 2,
    defaultPriority: SOON,
    findings: [finding(10), finding(11, { explanation: "Cracked", priorityId: null, priority: null })],
  });
  // A chip that is not the one its id names (as stored) travels as it is.
  tasks[5] = task(6, { findings: [finding(12, { priority: { name: "Old name", colour: "#000" } })] });
  const items = tasks.map((task) => item(task.id));
  items[3] = item(4, { result: "warn", notes: "Worn", itemVersion: 3, itemAssets: [{ assetId: 1 }] });
  // The item keeps the name the task had when the inspection began.
  items[7] = item(8, { taskName: "Point 8 (old name)" });
  return {
    mode: "normal",
    lockedReason: null,
    summary: { encId: "abc", typeName: "Bench" },
    categories: [{ id: 1, name: "Brakes", isActive: true, tasks }],
    priorities: [{ id: 2, name: "Soon", colour: "#b54708" }],
    items,
    carryForward: null,
    staffNames: { 1: "Olivia Owner" },
    canSell: false,
  } as unknown as ChecklistPage;
}

Deno.test("the checklist the page carries is the loader's, field for field", () => {
  const page = checklist();
  assert.deepEqual(fromWire(toWire(page)), page);
  // Through the page as text, as the browser gets it.
  assert.deepEqual(fromWire(JSON.parse(JSON.stringify(toWire(page)))), page);
});

Deno.test("alike rows travel once: the carried checklist is a fraction of the loader's", () => {
  const page = checklist();
  const full = JSON.stringify(page).length;
  const carried = JSON.stringify(toWire(page)).length;
  assert.ok(carried < full / 4, `${carried} of ${full} characters`);
});

Deno.test("rows do not share the common values' lists", () => {
  const page = fromWire(toWire(checklist()));
  assert.notEqual(page.items[0].itemAssets, page.items[1].itemAssets);
});

dbTest("a checklist from the database, started by its mechanic, comes back whole", async ({ sql }) => {
  const keys = new Keys("checklist wire test secret key, long enough");
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  const access = await accessOf(sql, keys, inspection.encId, shop.mechanic);
  const before = await loadChecklistPage(sql, access);
  const [first] = before.items;
  await saveItems(
    sql,
    access,
    [{ taskId: first.taskId, itemVersion: first.itemVersion, result: "pass" }],
    "",
  );
  const page = await loadChecklistPage(sql, access);
  assert.ok(page.categories.some((category) => category.tasks.some((task) => task.findings.length > 0)));
  // As text both ways (the database's lists are a subclass of Array; the page carries plain ones).
  const asText = (value: unknown) => JSON.parse(JSON.stringify(value));
  assert.deepEqual(fromWire(asText(toWire(page))), asText(page));
});
