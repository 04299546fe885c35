// The customers' trail: an event is kept with who made it and what happened (a message, and its en-US
// sentence), read back newest first per customer and per vehicle, never across shops.
import assert from "node:assert/strict";
import { dbTest, uniqueName } from "../../tests/support/databases.ts";
import { createCustomer } from "./create_customer.ts";
import { createShop } from "./create_shop.ts";
import { createVehicle } from "./create_vehicle.ts";
import { customerEvents, recordCustomerEvent, vehicleEvents } from "./customer_events.ts";
import { CUSTOMER_TRAIL_MESSAGES as T, Messages, sayStored } from "@modules/text/mod.ts";

dbTest(
  "a customer's trail keeps each change with who made it, newest first, in its shop",
  async ({ sql }) => {
    const shop = await createShop(sql, { uriName: uniqueName("trail"), name: "Trail Garage" });
    const other = await createShop(sql, { uriName: uniqueName("trail"), name: "Other Garage" });
    const dana = await createCustomer(sql, shop.id, { firstName: "Dana", lastName: "Reyes" });
    const car = await createVehicle(sql, shop.id, { customerId: dana.id, make: "Honda", model: "CR-V" });
    await recordCustomerEvent(sql, {
      shopId: shop.id,
      customerId: dana.id,
      viewer: null,
      kind: "contactPreference",
      message: { key: T.repliedStop, values: { phone: "+1 415 555 0142" } },
    });
    await recordCustomerEvent(sql, {
      shopId: shop.id,
      customerId: dana.id,
      subjectId: car.id,
      viewer: null,
      kind: "vehicleTransferred",
      message: {
        key: T.transferred,
        values: { vehicle: "Honda CR-V", from: { key: T.noCustomer }, to: "Dana Reyes" },
      },
      details: { fromCustomerId: null },
    });

    const trail = await customerEvents(sql, shop.id, dana.id);
    assert.deepEqual(trail.map((event) => event.kind), ["vehicleTransferred", "contactPreference"]);
    assert.equal(trail[0].userName, "");
    assert.deepEqual(trail[0].details, { fromCustomerId: null });
    // The en-US sentence is kept beside the message, which the pages say in their language.
    const [transfer] = await vehicleEvents(sql, shop.id, car.id);
    assert.equal(transfer.summary, "Honda CR-V transferred from no customer to Dana Reyes");
    assert.equal(
      sayStored((key, values) => new Messages("es-MX").text(key, values), transfer.message, transfer.summary),
      "Honda CR-V traspasado de ningún cliente a Dana Reyes",
    );
    assert.equal((await customerEvents(sql, other.id, dana.id)).length, 0, "another shop sees nothing");
  },
);
