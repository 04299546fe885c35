// A customers merge as the running app does it (inspections registered at start-up): the two records Jane
// Driver got from two inspections are listed as one person, and merging them leaves one customer with both
// inspections (their report and answers hang off the inspection), both vehicles and the trail.
import assert from "node:assert/strict";
import { Keys } from "@platform/keys.ts";
import { customerEvents, findDuplicateCustomers, mergeCustomers } from "@modules/shops/mod.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { inspectionShop, newInspection } from "../../../tests/support/inspection_shop.ts";
import { countCustomerInspections, registerInspectionCustomers } from "./customer_inspections.server.ts";

const keys = new Keys("a test secret key that is long enough to use");

registerInspectionCustomers();

dbTest("merging two records of one customer leaves one customer with both histories", async ({ sql }) => {
  const fixture = await inspectionShop(sql);
  const first = await newInspection(sql, keys, fixture, { roNumber: "RO-1" });
  const second = await newInspection(sql, keys, fixture, {
    roNumber: "RO-2",
    vehicle: { make: "Honda", model: "Accord", modelYear: 2012, plate: "8XYZ987" },
  });
  await sql`update inspections set report_sent_at = now() where id = ${second.id}`;
  const [keepId, mergeId] = [first.customerId!, second.customerId!];
  assert.notEqual(keepId, mergeId, "the add form made Jane twice");

  const list = await findDuplicateCustomers(sql, fixture.shop.id);
  assert.equal(list.pairs.length, 1);
  assert.deepEqual(list.pairs[0].reasons, ["email", "mobile", "sameName"]);
  assert.deepEqual(await countCustomerInspections(sql, fixture.shop.id, [keepId, mergeId]), {
    [keepId]: 1,
    [mergeId]: 1,
  });
  const [keep, merge] = list.pairs[0].customers;

  const outcome = await mergeCustomers(sql, fixture.shop.id, fixture.manager.viewer, {
    keepId: keep.id,
    keepVersion: keep.version,
    mergeId: merge.id,
    mergeVersion: merge.version,
  });
  assert.deepEqual(outcome.moved, { vehicles: 1, inspections: 1 });

  const inspections = await sql<{ id: number; customerId: number; reportSentAt: Date | null }[]>`
    select id, customer_id as "customerId", report_sent_at as "reportSentAt" from inspections
    where shop_id = ${fixture.shop.id} order by id`;
  assert.deepEqual(inspections.map((row) => [row.id, row.customerId]), [[first.id, keepId], [
    second.id,
    keepId,
  ]]);
  assert.ok(inspections[1].reportSentAt, "the report sent stays with its inspection");
  assert.deepEqual(await countCustomerInspections(sql, fixture.shop.id, [keepId]), { [keepId]: 2 });
  const [{ count }] = await sql<{ count: number }[]>`
    select count(*)::int as count from customers where shop_id = ${fixture.shop.id}`;
  assert.equal(count, 1);
  const [event] = await customerEvents(sql, fixture.shop.id, keepId);
  assert.equal(
    event.summary,
    `Jane Driver (#${mergeId}) merged into this customer: 1 vehicle and 1 inspection moved.`,
  );
  assert.deepEqual(await findDuplicateCustomers(sql, fixture.shop.id), { pairs: [], total: 0 });
});
