// A customer's versioned update applies the entry rules of decision 021 to what it changes: names title-cased,
// numbers in E.164 in the shop's country, an impossible number refused with nothing written. A number stored
// before the rules, posted back as it is, does not block a save of another field.
import assert from "node:assert/strict";
import { InputError } from "@platform/errors.ts";
import { dbTest, uniqueName } from "../../tests/support/databases.ts";
import { createShop } from "./create_shop.ts";
import { createCustomer } from "./create_customer.ts";
import { updateCustomer } from "./update_customer.ts";

dbTest("an update title-cases names, stores E.164 and refuses an impossible number", async ({ sql }) => {
  const shop = await createShop(sql, { uriName: uniqueName("upd"), name: "Update Garage" });
  const dana = await createCustomer(sql, shop.id, { firstName: "dana", lastName: "reyes" });
  assert.deepEqual([dana.firstName, dana.lastName], ["Dana", "Reyes"], "title-cased on create too");
  await sql`update customers set phone_mobile = '555 0101' where id = ${dana.id}`;

  const saved = await updateCustomer(sql, shop.id, dana.id, 1, {
    firstName: "dana maria",
    phoneMobile: "555 0101",
    phoneLandline: "(415) 555-0190",
  });
  assert.equal(saved.outcome, "saved");
  assert.deepEqual(
    [saved.record.firstName, saved.record.phoneMobile, saved.record.phoneLandline],
    ["Dana Maria", "555 0101", "+14155550190"],
    "the old number, posted back unchanged, stays as it was",
  );

  await assert.rejects(
    updateCustomer(sql, shop.id, dana.id, 2, { lastName: "Reyes-Lopez", phoneMobile: "555 0102" }),
    (error: Error) =>
      error instanceof InputError &&
      error.message === '"555 0102" is not a phone number we can send text messages to.',
  );
  const [row] = await sql`select last_name, version from customers where id = ${dana.id}`;
  assert.deepEqual([row.last_name, row.version], ["Reyes", 2], "nothing of the refused update is written");

  const again = await updateCustomer(sql, shop.id, dana.id, 1, { firstName: "Dana Mae" });
  assert.equal(again.outcome, "conflict", "a stale real change is still a conflict");
  const same = await updateCustomer(sql, shop.id, dana.id, 1, { firstName: "DANA MARIA" });
  assert.equal(same.outcome, "unchanged", "the same name in capitals (caps lock) is no change");
});
