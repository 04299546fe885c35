import assert from "node:assert/strict";
import { dbTest, uniqueName } from "../../tests/support/databases.ts";
import { ConflictError, InputError } from "@platform/errors.ts";
import { createShop, findShopByUriName } from "./mod.ts";

dbTest("a shop is created under a clean, lower-case web address", async ({ sql }) => {
  const uri = uniqueName("Main-Street");
  const shop = await createShop(sql, { uriName: `  ${uri} `, name: " Main Street Auto " });
  assert.equal(shop.uriName, uri.toLowerCase());
  assert.equal(shop.name, "Main Street Auto");
  assert.deepEqual(await findShopByUriName(sql, uri.toLowerCase()), shop);
});

dbTest("a taken web address is a conflict, and nothing is created", async ({ sql }) => {
  const uri = uniqueName("taken");
  await createShop(sql, { uriName: uri, name: "First" });
  await assert.rejects(
    createShop(sql, { uriName: uri.toUpperCase(), name: "Second" }),
    (error: Error) =>
      error instanceof ConflictError &&
      error.message === `The web address "${uri}" is already taken by another shop.`,
  );
  const [row] = await sql`select count(*)::int as count from shops where uri_name = ${uri}`;
  assert.equal(row.count, 1);
});

dbTest("reserved and malformed web addresses are refused with a message", async ({ sql }) => {
  await assert.rejects(
    createShop(sql, { uriName: "login", name: "Sneaky" }),
    (error: Error) =>
      error instanceof InputError &&
      error.message === `"login" is reserved for the app's own pages; choose another web address.`,
  );
  for (const bad of ["", "-edge", "edge-", "two words", "ümlaut", "a/b", "x".repeat(41)]) {
    await assert.rejects(createShop(sql, { uriName: bad, name: "Bad" }), InputError, `accepted "${bad}"`);
  }
  await assert.rejects(
    createShop(sql, { uriName: uniqueName("noname"), name: "   " }),
    /name must be 1 to 120/,
  );
});
