// The dedupe list finds the pairs a counter worker would call one person: a number typed three ways, an
// e-mail in another case, similar names with one car; not a car sold to a stranger, not a walk-in number
// typed for half the shop, not "12", never across shops; the likeliest first.
import assert from "node:assert/strict";
import type { Sql } from "@platform/db.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import { createShop } from "../create_shop.ts";
import { findDuplicateCustomers } from "./find_duplicates.ts";

interface Typed {
  first?: string;
  last?: string;
  company?: string;
  mobile?: string;
  landline?: string;
  email?: string;
}

/** A customer as typed before entry was checked (raw, the way old records are stored). */
async function customer(sql: Sql, shopId: number, typed: Typed): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into customers (shop_id, first_name, last_name, company_name, phone_mobile, phone_landline, email)
    values (${shopId}, ${typed.first ?? ""}, ${typed.last ?? ""}, ${typed.company ?? ""},
            ${typed.mobile ?? ""}, ${typed.landline ?? ""}, ${typed.email ?? ""})
    returning id`;
  return row.id;
}

async function vehicle(sql: Sql, shopId: number, customerId: number, key: { vin?: string; plate?: string }) {
  await sql`
    insert into subjects (shop_id, customer_id, make, model, vin, plate)
    values (${shopId}, ${customerId}, 'Honda', 'CR-V', ${key.vin ?? ""}, ${key.plate ?? ""})`;
}

const pairOf = (a: number, b: number) => [Math.min(a, b), Math.max(a, b)].join("-");

dbTest(
  "the likely pairs: phones however typed, e-mails in any case, similar names with one car",
  async ({ sql }) => {
    const shop = await createShop(sql, { uriName: uniqueName("dedupe"), name: "Dedupe Garage" });
    const other = await createShop(sql, { uriName: uniqueName("dedupe"), name: "Other Garage" });

    const dana = await customer(sql, shop.id, {
      first: "Dana",
      last: "Reyes",
      mobile: "+15415550134",
      email: "dana@reyes.example",
    });
    const danaTyped = await customer(sql, shop.id, {
      first: "dana",
      last: "reyes",
      mobile: "(541) 555-0134",
      email: "Dana@Reyes.Example ",
    });
    const landlines = [
      await customer(sql, shop.id, { first: "Lee", last: "Park", landline: "541.555.0177" }),
      await customer(sql, shop.id, { first: "Kim", last: "Park", mobile: "5415550177" }),
    ];
    const sharedCar = [
      await customer(sql, shop.id, { first: "Robert", last: "Stone" }),
      await customer(sql, shop.id, { first: "Rob", last: "Stone" }),
    ];
    await vehicle(sql, shop.id, sharedCar[0], { vin: "1hgcm82633a004352" });
    await vehicle(sql, shop.id, sharedCar[1], { vin: "1HGCM82633A004352" });
    // The same plate, a different person: the car was sold.
    const sold = [
      await customer(sql, shop.id, { first: "Ann", last: "Buyer" }),
      await customer(sql, shop.id, { first: "Sam", last: "Seller" }),
    ];
    await vehicle(sql, shop.id, sold[0], { plate: "7ABC123" });
    await vehicle(sql, shop.id, sold[1], { plate: "7abc-123" });
    // "12" is no number; the shop's own number typed for six walk-ins is nobody's.
    await customer(sql, shop.id, { first: "A", last: "One", mobile: "12" });
    await customer(sql, shop.id, { first: "B", last: "Two", mobile: "12" });
    for (let n = 0; n < 6; n++) {
      await customer(sql, shop.id, {
        first: `Walk${n}`,
        last: "In",
        mobile: "5415550000",
      });
    }
    // Another shop's Dana is never her pair.
    await customer(sql, other.id, {
      first: "Dana",
      last: "Reyes",
      mobile: "+15415550134",
      email: "dana@reyes.example",
    });

    const list = await findDuplicateCustomers(sql, shop.id);
    assert.deepEqual(
      list.pairs.map((pair) => [pairOf(pair.customers[0].id, pair.customers[1].id), pair.reasons]),
      [
        [pairOf(dana, danaTyped), ["email", "mobile", "sameName"]],
        [pairOf(sharedCar[0], sharedCar[1]), ["similarNameVehicle"]],
        [pairOf(landlines[0], landlines[1]), ["phone"]],
      ],
    );
    assert.equal(list.total, 3);
    const [first] = list.pairs;
    assert.deepEqual(first.customers.map((c) => c.name), ["Dana Reyes", "dana reyes"], "the older first");
    assert.equal(first.customers[0].phoneMobile, "+15415550134");
    assert.equal(
      first.customers[0].phoneMobileFormatted,
      "(541) 555-0134",
      "shown as the shop's country writes it",
    );
    assert.equal(first.customers[0].vehicleCount, 0);
    assert.equal(list.pairs[1].customers[0].vehicleCount, 1);
    assert.ok(first.score > list.pairs[1].score && list.pairs[1].score > list.pairs[2].score, "best first");

    assert.deepEqual(await findDuplicateCustomers(sql, other.id), { pairs: [], total: 0 }, "one Dana there");
    const limited = await findDuplicateCustomers(sql, shop.id, 1);
    assert.equal(limited.pairs.length, 1);
    assert.equal(limited.total, 3, "the total counts every pair, not only those shown");
  },
);
