// A process where inspections never registered its part of a merge (a script, a forgotten start-up line):
// merging a customer who has an inspection fails as a whole, because the database will not delete a
// customer an inspection still names (migration 0024), so nothing is half-merged and no inspection loses its
// customer. A file of its own: the registration is per process, and customer_merge_test.ts makes it.
import assert from "node:assert/strict";
import { Keys } from "@platform/keys.ts";
import { customerEvents, mergeCustomers } from "@modules/shops/mod.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { inspectionShop, newInspection } from "../../../tests/support/inspection_shop.ts";

const keys = new Keys("a test secret key that is long enough to use");

dbTest("a merge that would leave an inspection behind writes nothing", async ({ sql }) => {
  const fixture = await inspectionShop(sql);
  const first = await newInspection(sql, keys, fixture, { roNumber: "RO-1" });
  const second = await newInspection(sql, keys, fixture, {
    roNumber: "RO-2",
    vehicle: { make: "Honda", model: "Accord", plate: "8XYZ987" },
  });
  const snapshot = () =>
    sql`select c.id, c.version, c.email, (select json_agg(s.id) from subjects s where s.customer_id = c.id) as vehicles,
               (select json_agg(i.id) from inspections i where i.customer_id = c.id) as inspections
        from customers c where c.shop_id = ${fixture.shop.id} order by c.id`;
  const before = await snapshot();

  await assert.rejects(() =>
    mergeCustomers(sql, fixture.shop.id, fixture.manager.viewer, {
      keepId: first.customerId!,
      keepVersion: 1,
      mergeId: second.customerId!,
      mergeVersion: 1,
    }), /foreign key/);
  assert.deepEqual(await snapshot(), before);
  assert.equal((await customerEvents(sql, fixture.shop.id, first.customerId!)).length, 0);
});
