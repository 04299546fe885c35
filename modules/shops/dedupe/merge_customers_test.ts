// A merge: the kept customer has both records' vehicles, trail and missing details, the other is gone, the
// trail says who merged whom; a stale pair, a pair merged already, a customer merged with itself or with
// another shop's customer is refused with nothing written. (The inspections that move with a merge are
// tested where they are owned: modules/inspections/customers/.)
import assert from "node:assert/strict";
import type { Sql } from "@platform/db.ts";
import { ConflictError, InputError, NotFoundError } from "@platform/errors.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import { viewerOf } from "../../../tests/support/viewers.ts";
import { createCustomer } from "../create_customer.ts";
import { createShop } from "../create_shop.ts";
import { createVehicle } from "../create_vehicle.ts";
import { customerEvents, recordCustomerEvent } from "../customer_events.ts";
import { CUSTOMER_TRAIL_MESSAGES } from "@modules/text/mod.ts";
import { createUser } from "../users/create_user.ts";
import { mergeCustomers, NO_SUCH_CUSTOMER, SELF_MERGE } from "./merge_customers.ts";

async function garage(sql: Sql) {
  const shop = await createShop(sql, { uriName: uniqueName("merge"), name: "Merge Garage" });
  const manager = await createUser(sql, {
    shopId: shop.id,
    email: `${uniqueName("maya")}@merge.example`,
    displayName: "Maya Manager",
    roles: { isAdministrator: false, isManager: true, isMechanic: false },
    password: "merge-manager-pass",
  });
  const dana = await createCustomer(sql, shop.id, {
    firstName: "Dana",
    lastName: "Reyes",
    phoneMobile: "+15415550134",
  });
  const again = await createCustomer(sql, shop.id, {
    firstName: "Dana",
    lastName: "Reyes",
    email: "dana@reyes.example",
    phoneMobile: "+15415550134",
    contactPref: "donotcontact",
  });
  return { shop, viewer: viewerOf(manager), dana, again };
}

async function customerRow(sql: Sql, shopId: number, id: number) {
  const [row] = await sql`select * from customers where shop_id = ${shopId} and id = ${id}`;
  return row ?? null;
}

dbTest(
  "the kept customer takes the other's vehicles, trail and missing details; the other is gone",
  async ({ sql }) => {
    const { shop, viewer, dana, again } = await garage(sql);
    const crv = await createVehicle(sql, shop.id, { customerId: dana.id, make: "Honda", model: "CR-V" });
    const civic = await createVehicle(sql, shop.id, { customerId: again.id, make: "Honda", model: "Civic" });
    await recordCustomerEvent(sql, {
      shopId: shop.id,
      customerId: again.id,
      viewer: null,
      kind: "contactPreference",
      message: { key: CUSTOMER_TRAIL_MESSAGES.repliedStop, values: { phone: "+1 415 555 0142" } },
    });

    const outcome = await mergeCustomers(sql, shop.id, viewer, {
      keepId: dana.id,
      keepVersion: dana.version,
      mergeId: again.id,
      mergeVersion: again.version,
    });
    assert.deepEqual(outcome.moved, { vehicles: 1 });
    assert.deepEqual(outcome.filled, ["email", "contactPref"]);
    assert.equal(outcome.kept.version, dana.version + 1);

    assert.equal(await customerRow(sql, shop.id, again.id), null, "the merged record is gone");
    const kept = await customerRow(sql, shop.id, dana.id);
    assert.equal(kept.email, "dana@reyes.example", "an empty detail is taken from the other");
    assert.equal(kept.contact_pref, "donotcontact", "an opt-out on either record holds");
    const vehicles = await sql<{ id: number; version: number }[]>`
    select id, version from subjects where shop_id = ${shop.id} and customer_id = ${dana.id} order by id`;
    assert.deepEqual(vehicles.map((v) => v.id), [crv.id, civic.id]);
    assert.equal(vehicles[1].version, civic.version + 1, "a moved vehicle's version rises");

    const trail = await customerEvents(sql, shop.id, dana.id);
    assert.deepEqual(
      trail.map((event) => event.kind),
      ["merged", "contactPreference"],
      "both trails, one customer",
    );
    assert.equal(trail[0].userName, "Maya Manager");
    assert.equal(trail[0].summary, `Dana Reyes (#${again.id}) merged into this customer: 1 vehicle moved.`);
    assert.deepEqual(trail[0].details, {
      keptCustomerId: dana.id,
      keptName: "Dana Reyes",
      mergedCustomerId: again.id,
      mergedName: "Dana Reyes",
      moved: { vehicles: 1 },
      filled: ["email", "contactPref"],
    });
  },
);

dbTest("a stale pair, or one merged already, is refused and nothing is written", async ({ sql }) => {
  const { shop, viewer, dana, again } = await garage(sql);
  await createVehicle(sql, shop.id, { customerId: again.id, make: "Honda", model: "Civic" });
  const before = await sql`select id, customer_id, version from subjects where shop_id = ${shop.id}`;
  await assert.rejects(
    () =>
      mergeCustomers(sql, shop.id, viewer, {
        keepId: dana.id,
        keepVersion: dana.version,
        mergeId: again.id,
        mergeVersion: again.version + 1,
      }),
    (error) =>
      error instanceof ConflictError &&
      error.message ===
        "Dana Reyes was changed since the list was shown. Reload the list and check the pair again before merging.",
  );
  assert.ok(await customerRow(sql, shop.id, again.id));
  assert.deepEqual(
    await sql`select id, customer_id, version from subjects where shop_id = ${shop.id}`,
    before,
  );
  assert.equal((await customerEvents(sql, shop.id, dana.id)).length, 0);

  const request = {
    keepId: dana.id,
    keepVersion: dana.version,
    mergeId: again.id,
    mergeVersion: again.version,
  };
  await mergeCustomers(sql, shop.id, viewer, request);
  await assert.rejects(
    () => mergeCustomers(sql, shop.id, viewer, { ...request, keepVersion: dana.version + 1 }),
    (error) =>
      error instanceof ConflictError &&
      error.message ===
        `Customer #${again.id} was already merged into Dana Reyes. Reload the list to see what is left.`,
  );
  assert.equal((await customerEvents(sql, shop.id, dana.id)).length, 1, "merged once");
});

dbTest(
  "a customer merged with itself or with another shop's customer is refused, nothing written",
  async ({ sql }) => {
    const { shop, viewer, dana } = await garage(sql);
    const other = await createShop(sql, { uriName: uniqueName("merge"), name: "Across Town" });
    const theirs = await createCustomer(sql, other.id, { firstName: "Dana", lastName: "Reyes" });
    const ownVersion = dana.version;

    await assert.rejects(
      () =>
        mergeCustomers(sql, shop.id, viewer, {
          keepId: dana.id,
          keepVersion: dana.version,
          mergeId: dana.id,
          mergeVersion: dana.version,
        }),
      (error) => error instanceof InputError && error.message === SELF_MERGE,
    );
    for (const [keepId, mergeId] of [[dana.id, theirs.id], [theirs.id, dana.id]]) {
      await assert.rejects(
        () => mergeCustomers(sql, shop.id, viewer, { keepId, keepVersion: 1, mergeId, mergeVersion: 1 }),
        (error) => error instanceof NotFoundError && error.message === NO_SUCH_CUSTOMER,
      );
    }
    assert.equal((await customerRow(sql, shop.id, dana.id)).version, ownVersion);
    assert.ok(await customerRow(sql, other.id, theirs.id), "the other shop's customer is untouched");
    assert.equal((await customerEvents(sql, shop.id, dana.id)).length, 0);
    assert.equal((await customerEvents(sql, other.id, theirs.id)).length, 0);
  },
);
