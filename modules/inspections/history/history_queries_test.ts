// A vehicle's and a customer's history against the database: the inspections with their counts, the declined
// work of sent reports only, closed by a later pass or sale, and never another shop's.
import assert from "node:assert/strict";
import { Keys } from "@platform/keys.ts";
import type { Sql } from "@platform/db.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { inspectionShop, newInspection, saveAuditResults } from "../../../tests/support/inspection_shop.ts";
import { loadInspectionHistory } from "./history.server.ts";

const keys = new Keys("inspection history test secret key, long enough");

// The report went out (how it was sent is the reports module's; here only the fact counts).
// The fixture's own customer has a phone number that entry now checks; these tests are not about phones.
const jane = { customer: { firstName: "Jane", lastName: "Driver" } };

const sendReport = (sql: Sql, id: number) =>
  sql`update inspections set report_sent_at = now() - interval '1 day', status = 'reportSent' where id = ${id}`;

dbTest("a vehicle's history counts results and keeps declined work open until it is done", async (db) => {
  const sql = db.sql;
  const shop = await inspectionShop(sql);
  const first = await newInspection(sql, keys, shop, jane);
  await saveAuditResults(sql, keys, shop, first.encId, "Pads at 2 mm");
  await sendReport(sql, first.id);
  const vehicle = { vehicleId: first.subjectId! };
  const where = { id: shop.shop.id, timeZone: "America/New_York", currency: "USD", staffLanguage: "en-US" };

  let history = await loadInspectionHistory(sql, where, vehicle);
  assert.equal(history.inspections.length, 1);
  assert.deepEqual(
    [history.inspections[0].pass, history.inspections[0].recommend, history.inspections[0].fail],
    [1, 1, 1],
  );
  assert.equal(history.inspections[0].mileage, "48,213 miles");
  assert.equal(history.inspections[0].reportSent, true);
  assert.deepEqual(history.declined.map((work) => [work.result, work.encId]).sort(), [
    ["fail", first.encId],
    ["warn", first.encId],
  ]);

  // Sold work is not declined; a later visit that passes the tread closes it.
  await sql`update inspection_items set sold = true where inspection_id = ${first.id} and task_id = ${shop.tasks.pads}`;
  const second = await newInspection(sql, keys, shop, {
    customer: { id: first.customerId! },
    vehicle: { id: first.subjectId! },
  });
  await sql`update inspections set created_at = now() + interval '1 minute' where id = ${second.id}`;
  await sql`update inspection_items set result = 'pass' where inspection_id = ${second.id}
    and task_id = ${shop.tasks.tread}`;
  history = await loadInspectionHistory(sql, where, vehicle);
  assert.deepEqual(history.inspections.map((inspection) => inspection.encId), [second.encId, first.encId]);
  assert.equal(history.inspections[0].reportSent, false);
  assert.deepEqual(history.declined, []);

  // The customer's history is the same inspections; another shop sees none of it.
  const byCustomer = await loadInspectionHistory(sql, where, { customerId: first.customerId! });
  assert.equal(byCustomer.inspections.length, 2);
  const other = await inspectionShop(sql);
  const elsewhere = await loadInspectionHistory(
    sql,
    { id: other.shop.id, timeZone: "UTC", currency: "USD", staffLanguage: "en-US" },
    vehicle,
  );
  assert.deepEqual(elsewhere, { inspections: [], declined: [] });
});

dbTest("declined work waits for the report: an unsent inspection offers nothing yet", async (db) => {
  const sql = db.sql;
  const shop = await inspectionShop(sql);
  const first = await newInspection(sql, keys, shop, jane);
  await saveAuditResults(sql, keys, shop, first.encId, "");
  const history = await loadInspectionHistory(sql, {
    id: shop.shop.id,
    timeZone: "UTC",
    currency: "USD",
    staffLanguage: "en-US",
  }, {
    customerId: first.customerId!,
  });
  assert.equal(history.inspections[0].fail, 1);
  assert.deepEqual(history.declined, []);
});
