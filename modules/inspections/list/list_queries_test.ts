// The inspections list's query against the database: what each filter and each kind of search finds, the
// paging and ordering, and that another shop's inspections never appear (docs/inspections/list_and_add.md).
import assert from "node:assert/strict";
import { Keys } from "@platform/keys.ts";
import type { Sql } from "@platform/db.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import {
  accessOf,
  type InspectionShop,
  inspectionShop,
  newInspection,
} from "../../../tests/support/inspection_shop.ts";
import { changeInspectionStatus } from "../change_status.ts";
import { createInspection } from "../add/create_inspection.ts";
import { searchInspections, selectInspectionOfOrder, selectQuicklist } from "./list_queries.server.ts";
import { inspectionsFilterOf, type InspectionsSearch } from "./list_search.ts";

const keys = new Keys("inspections list test secret key, long enough");

/** Five inspections of different customers and vehicles; the last one closed. */
async function listShop(sql: Sql) {
  const shop = await inspectionShop(sql);
  const make = (customer: object | null, vehicle: object | null, roNumber: string, extra = {}) =>
    newInspection(sql, keys, shop, {
      customer: customer as never,
      vehicle: vehicle as never,
      roNumber,
      ...extra,
    });
  const jane = await make({ firstName: "Jane", lastName: "Driver" }, {
    make: "Honda",
    model: "Civic",
    modelYear: 2019,
    vin: "2HGFC2F59KH512345",
    plate: "7ABC123",
  }, "RO-1001");
  const bob = await make(
    { firstName: "Bob", lastName: "Stone" },
    {
      make: "Ford",
      model: "Transit",
      plate: "FLEET9",
    },
    "RO-1002",
    { mechanicUserId: shop.mechanic2.id },
  );
  const fleet = await make({ firstName: "", lastName: "", companyName: "Northside Plumbing" }, {
    make: "Ram",
    model: "ProMaster",
    vin: "3C6TRVDG5JE100200",
  }, "WO-77");
  const noOne = await make(null, null, "", { managerUserId: null });
  const closed = await make(
    { firstName: "Carla", lastName: "Closed" },
    { make: "Kia", model: "Soul" },
    "RO-0999",
  );
  await changeInspectionStatus(sql, await accessOf(sql, keys, closed.encId, shop.manager), "close", "");
  return { shop, jane, bob, fleet, noOne, closed };
}

async function find(sql: Sql, shop: InspectionShop, search: InspectionsSearch) {
  const { rows, total } = await searchInspections(sql, shop.shop.id, inspectionsFilterOf(search), "UTC");
  return { ros: rows.map((row) => row.roNumber), total, rows };
}

dbTest("open by default, one status, every status", async ({ sql }) => {
  const { shop } = await listShop(sql);
  assert.deepEqual(
    (await find(sql, shop, {})).ros,
    ["", "WO-77", "RO-1002", "RO-1001"],
    "newest first, no closed",
  );
  assert.deepEqual((await find(sql, shop, { status: "closed" })).ros, ["RO-0999"]);
  assert.equal((await find(sql, shop, { status: "all" })).total, 5);
  assert.equal((await find(sql, shop, { status: "audited" })).total, 0);
});

dbTest("each kind of search finds its inspection, and each word must match", async ({ sql }) => {
  const { shop } = await listShop(sql);
  const cases: Array<[string, string[]]> = [
    ["jan", ["RO-1001"]], // first name prefix
    ["STON", ["RO-1002"]], // last name prefix, any case
    ["northside", ["WO-77"]], // company name
    ["hon", ["RO-1001"]], // make
    ["transit", ["RO-1002"]], // model
    ["7abc", ["RO-1001"]], // plate prefix
    ["3C6TR", ["WO-77"]], // VIN prefix
    ["100200", ["WO-77"]], // the VIN's last six
    ["H512345", ["RO-1001"]], // the VIN's last seven
    ["ro-100", ["RO-1002", "RO-1001"]], // RO number prefix
    ["jane civic", ["RO-1001"]], // two words, both match
    ["jane transit", []], // two words, not the same inspection
    ["ivic", []], // not a prefix
    ["%", []], // taken literally
  ];
  for (const [search, expected] of cases) {
    assert.deepEqual((await find(sql, shop, { search })).ros, expected, search);
  }
  assert.deepEqual((await find(sql, shop, { search: "carla", status: "all" })).ros, ["RO-0999"]);
});

dbTest("people and dates filter; pages and orders are the server's", async ({ sql }) => {
  const { shop } = await listShop(sql);
  assert.deepEqual((await find(sql, shop, { mechanic: shop.mechanic2.id })).ros, ["RO-1002"]);
  assert.equal((await find(sql, shop, { manager: shop.manager.id })).total, 3);
  assert.equal((await find(sql, shop, { creator: shop.manager.id })).total, 4);
  assert.equal((await find(sql, shop, { creator: shop.owner.id })).total, 0);
  const today = new Date().toISOString().slice(0, 10);
  assert.equal((await find(sql, shop, { from: today, to: today })).total, 4);
  assert.equal((await find(sql, shop, { to: "2020-01-01" })).total, 0);
  assert.equal((await find(sql, shop, { from: "2020-01-01T10:00:00+02:00" })).total, 4);

  const second = await find(sql, shop, { pageSize: 2, page: 2 });
  assert.deepEqual(second.ros, ["RO-1002", "RO-1001"]);
  assert.equal(second.total, 4, "the count is of every match, not the page");
  assert.deepEqual((await find(sql, shop, { pageSize: 2, page: 9 })).ros, []);
  assert.deepEqual((await find(sql, shop, { orderBy: "ro" })).ros, ["RO-1001", "RO-1002", "WO-77", ""]);
  assert.deepEqual((await find(sql, shop, { orderBy: "ro", asc: 0 })).ros, [
    "WO-77",
    "RO-1002",
    "RO-1001",
    "",
  ]);
  assert.deepEqual((await find(sql, shop, { orderBy: "created", asc: 1 })).ros, [
    "RO-1001",
    "RO-1002",
    "WO-77",
    "",
  ]);
  const byCustomer = await find(sql, shop, { orderBy: "customer" });
  assert.deepEqual(byCustomer.rows.map((row) => row.customerName), [
    "Jane Driver",
    "Northside Plumbing",
    "Bob Stone",
    "",
  ]);
});

dbTest("another shop's inspections never appear, whatever the search", async ({ sql }) => {
  const { shop } = await listShop(sql);
  const [type] = await sql<{ id: number }[]>`
    insert into inspection_types (shop_id, name, is_default, subject_type, customer_mode)
    values (${shop.other.id}, 'Theirs', true, 'vehicle', 'optional') returning id`;
  await sql.begin((tx) =>
    createInspection(tx, keys, shop.other.id, shop.outsider.viewer, {
      typeId: type.id,
      customer: { firstName: "Jane", lastName: "Elsewhere" },
      vehicle: { make: "Honda", model: "Civic" },
      roNumber: "RO-1001",
      workOrderId: "W-1",
    }, "")
  );
  assert.deepEqual((await find(sql, shop, { search: "jane", status: "all" })).ros, ["RO-1001"]);
  assert.equal((await find(sql, shop, { search: "elsewhere", status: "all" })).total, 0);
  assert.equal(await selectInspectionOfOrder(sql, shop.shop.id, { workOrderId: "W-1" }), null);
  assert.equal((await find(sql, shop, { status: "all" })).total, 5);
});

dbTest("the quicklist: new and in progress only, the mechanic's own first", async ({ sql }) => {
  const { shop, bob, jane } = await listShop(sql);
  await changeInspectionStatus(
    sql,
    await accessOf(sql, keys, jane.encId, shop.mechanic),
    "checklistDone",
    "",
  );
  const mine = await selectQuicklist(sql, shop.shop.id, shop.mechanic2.id, 10);
  assert.equal(mine[0].encId, bob.encId, "Dana's own first");
  assert.equal(mine.length, 3, "not the one ready for audit, not the closed one");
  assert.ok(!mine.some((row) => row.encId === jane.encId));
});

dbTest("a work order or repair order finds its newest inspection", async ({ sql }) => {
  const { shop, fleet } = await listShop(sql);
  const withOrder = await newInspection(sql, keys, shop, { workOrderId: "WO-ABC" });
  assert.equal(await selectInspectionOfOrder(sql, shop.shop.id, { workOrderId: "WO-ABC" }), withOrder.encId);
  assert.equal(await selectInspectionOfOrder(sql, shop.shop.id, { roNumber: "wo-77" }), fleet.encId);
  assert.equal(await selectInspectionOfOrder(sql, shop.shop.id, { roNumber: "RO-404" }), null);
});

dbTest("the customer's answer: each state, any answer, none yet; with its amounts", async ({ sql }) => {
  const { shop, jane, bob, fleet } = await listShop(sql);
  const answer = (id: number, state: string, approved: number, declined: number) =>
    sql`update inspections set customer_answer = ${state}, approved_amount = ${approved},
      declined_amount = ${declined}, answered_at = now() where id = ${id}`;
  await answer(jane.id, "approved", 420, 0);
  await answer(bob.id, "partlyApproved", 120.5, 80);
  await answer(fleet.id, "declined", 0, 300);
  assert.deepEqual((await find(sql, shop, { answer: "approved" })).ros, ["RO-1001"]);
  assert.deepEqual((await find(sql, shop, { answer: "declined" })).ros, ["WO-77"]);
  assert.deepEqual((await find(sql, shop, { answer: "answered" })).ros, ["WO-77", "RO-1002", "RO-1001"]);
  assert.deepEqual((await find(sql, shop, { answer: "none" })).ros, [""]);
  const partly = (await find(sql, shop, { answer: "partlyApproved" })).rows[0];
  assert.deepEqual(
    [partly.customerAnswer, partly.approvedAmount, partly.declinedAmount],
    ["partlyApproved", 120.5, 80],
  );
});
