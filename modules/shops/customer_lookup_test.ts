// The add form's customer lookup against the database: by name prefix, phone digits and e-mail, with the
// customer's vehicles, and never another shop's customers.
import assert from "node:assert/strict";
import { dbTest } from "../../tests/support/databases.ts";
import { uniqueName } from "../../tests/support/databases.ts";
import { createCustomer } from "./create_customer.ts";
import { createShop } from "./create_shop.ts";
import { createVehicle } from "./create_vehicle.ts";
import { lookupCustomers, partsOf } from "./customer_lookup.ts";

dbTest(
  "finds customers by name, phone or e-mail, with their vehicles, in this shop only",
  async ({ sql }) => {
    const shop = await createShop(sql, { uriName: uniqueName("look"), name: "Lookup Garage" });
    const other = await createShop(sql, { uriName: uniqueName("look"), name: "Other Garage" });
    const jane = await createCustomer(sql, shop.id, {
      firstName: "Jane",
      lastName: "Driver",
      phoneMobile: "+1 (415) 555-0142",
      email: "Jane@Driver.example",
    });
    await createVehicle(sql, shop.id, {
      customerId: jane.id,
      make: "Honda",
      model: "Civic",
      plate: "7abc123",
    });
    await createCustomer(sql, shop.id, { firstName: "", lastName: "", companyName: "Janeway Fleet" });
    await createCustomer(sql, other.id, {
      firstName: "Jane",
      lastName: "Elsewhere",
      phoneMobile: "4155550142",
    });

    const names = async (query: Parameters<typeof lookupCustomers>[2]) =>
      (await lookupCustomers(sql, shop.id, query)).map((one) => one.lastName || one.companyName);
    assert.deepEqual(await names({ search: "jan" }), ["Janeway Fleet", "Driver"]);
    assert.deepEqual(await names({ search: "jane dr" }), ["Driver"]);
    assert.deepEqual(await names({ search: "555-0142" }), ["Driver"], "phone digits, any punctuation");
    assert.deepEqual(await names({ phone: "0142" }), ["Driver"]);
    assert.deepEqual(await names({ search: "jane@driver" }), ["Driver"], "an e-mail's start, any case");
    assert.deepEqual(await names({ name: "zzz" }), []);
    assert.deepEqual(await names({ search: " " }), [], "nothing asked, nothing answered");
    const [found] = await lookupCustomers(sql, shop.id, { name: "driver" });
    assert.deepEqual(found.vehicles.map((vehicle) => vehicle.plate), ["7ABC123"]);
  },
);

Deno.test("the search box is read as an e-mail, a phone number or a name by its look", () => {
  assert.deepEqual(partsOf({ search: "a@b.c" }), { words: [], phone: "", email: "a@b.c" });
  assert.deepEqual(partsOf({ search: "(555) 0142" }), { words: [], phone: "5550142", email: "" });
  assert.deepEqual(partsOf({ search: "Jane D" }), { words: ["Jane", "D"], phone: "", email: "" });
});
