import assert from "node:assert/strict";
import { createShop } from "../create_shop.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import { ConflictError, InputError } from "@platform/errors.ts";
import { createUser, parseRoles } from "../mod.ts";
import { verifyPassword } from "../../accounts/mod.ts";

const MECHANIC = { isAdministrator: false, isManager: false, isMechanic: true };

dbTest("a user is created in a shop with their roles and an argon2id password hash", async ({ sql }) => {
  const shop = await createShop(sql, { uriName: uniqueName("users"), name: "Users Shop" });
  const email = `${uniqueName("Tech")}@Example.com`;
  const user = await createUser(sql, {
    shopId: shop.id,
    email,
    displayName: "Tina Tech",
    roles: { isAdministrator: false, isManager: true, isMechanic: true },
    password: "correct horse battery",
  });
  assert.equal(user.email, email.toLowerCase());
  const [stored] = await sql`
    select u.password_hash, m.is_administrator, m.is_manager, m.is_mechanic
    from users u join shop_members m on m.user_id = u.id and m.shop_id = ${shop.id}
    where u.id = ${user.id}`;
  assert.match(stored.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  assert.equal(await verifyPassword(stored.password_hash, "correct horse battery"), true);
  assert.equal(await verifyPassword(stored.password_hash, "wrong horse battery"), false);
  assert.deepEqual([stored.is_administrator, stored.is_manager, stored.is_mechanic], [false, true, true]);
});

dbTest("an e-mail address already in use is a conflict and leaves no second membership", async ({ sql }) => {
  const shop = await createShop(sql, { uriName: uniqueName("dupes"), name: "Dupes" });
  const email = `${uniqueName("dup")}@example.com`;
  const input = { shopId: shop.id, email, displayName: "Dee", roles: MECHANIC, password: "long enough" };
  await createUser(sql, input);
  await assert.rejects(
    sql.begin((tx) => createUser(tx, { ...input, email: email.toUpperCase() })),
    (error: Error) =>
      error instanceof ConflictError &&
      error.message === `A user with the e-mail address ${email} already exists.`,
  );
  const [row] = await sql`select count(*)::int as count from shop_members where shop_id = ${shop.id}`;
  assert.equal(row.count, 1);
});

dbTest("bad user input is refused before anything is written", async ({ sql }) => {
  const shop = await createShop(sql, { uriName: uniqueName("bad-users"), name: "Bad" });
  const base = {
    shopId: shop.id,
    email: `${uniqueName("ok")}@example.com`,
    displayName: "Ok",
    roles: MECHANIC,
    password: "long enough",
  };
  await assert.rejects(
    createUser(sql, { ...base, email: "not-an-address" }),
    /"not-an-address" is not an e-mail address/,
  );
  await assert.rejects(createUser(sql, { ...base, password: "short" }), /at least 8 characters/);
  await assert.rejects(createUser(sql, { ...base, displayName: " " }), /name must be 1 to 120/);
  await assert.rejects(
    createUser(sql, { ...base, roles: { isAdministrator: false, isManager: false, isMechanic: false } }),
    InputError,
  );
  const [row] = await sql`select count(*)::int as count from shop_members where shop_id = ${shop.id}`;
  assert.equal(row.count, 0);
});

Deno.test("roles are read from owner, manager and mechanic, in any combination", () => {
  assert.deepEqual(parseRoles("owner"), { isAdministrator: true, isManager: false, isMechanic: false });
  assert.deepEqual(parseRoles("Manager, mechanic"), {
    isAdministrator: false,
    isManager: true,
    isMechanic: true,
  });
  assert.deepEqual(parseRoles("administrator"), {
    isAdministrator: true,
    isManager: false,
    isMechanic: false,
  });
  assert.equal(parseRoles(""), "Give at least one role: owner, manager or mechanic.");
  assert.equal(
    parseRoles("boss"),
    '"boss" is not a role; use owner, manager or mechanic (several separated by commas).',
  );
});
