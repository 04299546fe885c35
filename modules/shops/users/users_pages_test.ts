import assert from "node:assert/strict";
import type { Sql } from "@platform/db.ts";
import { ForbiddenError, NotFoundError } from "@platform/errors.ts";
import { Keys } from "@platform/keys.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import { shopPageView } from "../../../tests/support/shop_page_view.ts";
import { viewerOf } from "../../../tests/support/viewers.ts";
import { createShop } from "../create_shop.ts";
import { createUser } from "./create_user.ts";
import type { Roles } from "../roles.ts";
import { readUsersSearch } from "./users_filter.ts";
import { loadUserPage, loadUsersList } from "./users_pages.server.ts";

const OWNER: Roles = { isAdministrator: true, isManager: true, isMechanic: false };
const MANAGER: Roles = { isAdministrator: false, isManager: true, isMechanic: false };
const MECHANIC: Roles = { isAdministrator: false, isManager: false, isMechanic: true };

let shops = 0;

async function shopWithStaff(sql: Sql) {
  // Mobile numbers are one per person across all shops: each staff gets its own.
  const phone = `(415) 555-01${String(10 + shops++).padStart(2, "0")}`;
  const shop = await createShop(sql, { uriName: uniqueName("staff"), name: "Staff Garage" });
  const add = (displayName: string, roles: Roles, phone = "") =>
    createUser(sql, {
      shopId: shop.id,
      email: `${uniqueName(displayName.split(" ")[0])}@staff.example`,
      displayName,
      roles,
      phone,
    });
  const owner = await add("Olga Owner", OWNER);
  const manager = await add("Bea Manager", MANAGER, phone);
  const mechanic = await add("Carl Mechanic", MECHANIC);
  const gone = await add("Abe Gone", MECHANIC);
  await sql`update users set is_disabled = true where id = ${gone.id}`;
  await sql`update users set last_sign_in_at = now() - interval '2 days' where id = ${mechanic.id}`;
  await sql`update users set last_sign_in_at = now() - interval '1 hour' where id = ${owner.id}`;
  return { shop, owner, manager, mechanic, gone, phone };
}

const names = (page: { users: Array<{ displayName: string }> }) => page.users.map((u) => u.displayName);

dbTest("the users list filters by role, status and search, and sorts by each column", async ({ sql }) => {
  const { shop, owner, phone } = await shopWithStaff(sql);
  const list = async (query: Record<string, unknown>) =>
    loadUsersList(
      await shopPageView(sql, viewerOf(owner), shop.uriName, "users.view"),
      readUsersSearch(query),
    );

  assert.deepEqual(names(await list({})), ["Bea Manager", "Carl Mechanic", "Olga Owner"], "active, by name");
  assert.deepEqual(names(await list({ status: "disabled" })), ["Abe Gone"]);
  assert.deepEqual(names(await list({ status: "all", type: "mechanic" })), ["Abe Gone", "Carl Mechanic"]);
  assert.deepEqual(names(await list({ type: "manager" })), ["Bea Manager", "Olga Owner"]);
  assert.deepEqual(names(await list({ search: "(415) 555-01" })), ["Bea Manager"], "phone digits");
  assert.deepEqual(names(await list({ search: "CARL" })), ["Carl Mechanic"]);
  assert.deepEqual(names(await list({ search: "100%_" })), [], "wildcards are matched literally");
  assert.deepEqual(names(await list({ orderBy: "role" })), ["Olga Owner", "Bea Manager", "Carl Mechanic"]);
  assert.deepEqual(names(await list({ orderBy: "name", asc: "0" })), [
    "Olga Owner",
    "Carl Mechanic",
    "Bea Manager",
  ]);
  assert.deepEqual(
    names(await list({ orderBy: "lastSignIn", asc: 0 })),
    ["Olga Owner", "Carl Mechanic", "Bea Manager"],
    "most recent first, never signed in last",
  );
  const page = await list({ search: "bea" });
  assert.equal(page.users[0].phone, phone);
  assert.equal(page.users[0].roles, "manager");
  assert.equal(page.users[0].lastSignIn, "");
  assert.equal(page.canManage, true);
});

dbTest("managers read the list and users' pages; mechanics and strangers do not", async ({ sql }) => {
  const { shop, manager, mechanic } = await shopWithStaff(sql);
  const asManager = await loadUsersList(
    await shopPageView(sql, viewerOf(manager), shop.uriName, "users.view"),
    {},
  );
  assert.equal(asManager.canManage, false);
  const page = await loadUserPage(
    await shopPageView(sql, viewerOf(manager), shop.uriName, "users.view"),
    mechanic.id,
    null,
  );
  assert.equal(page.canManage, false);
  assert.equal(page.canActAs, false);
  assert.equal(page.user.hasRevealablePassword, false);
  // The page's gate (shopPage) refuses before the list loads.
  await assert.rejects(shopPageView(sql, viewerOf(mechanic), shop.uriName, "users.view"), ForbiddenError);

  const elsewhere = await shopWithStaff(sql);
  await assert.rejects(
    shopPageView(sql, viewerOf(elsewhere.owner), shop.uriName, "users.view"),
    NotFoundError,
    "the shop itself is not theirs",
  );
  await assert.rejects(
    loadUserPage(
      await shopPageView(sql, viewerOf(manager), shop.uriName, "users.view"),
      elsewhere.mechanic.id,
      null,
    ),
    (error: Error) =>
      error instanceof NotFoundError && error.message === "There is no such user in this shop.",
  );
});

dbTest(
  "another owner's page offers neither their password, their sign-in link, nor acting as them",
  async ({ sql }) => {
    const { shop, owner } = await shopWithStaff(sql);
    const second = await createUser(sql, {
      shopId: shop.id,
      email: `${uniqueName("second")}@staff.example`,
      displayName: "Sid Second",
      roles: OWNER,
      password: "set-by-olga-1",
      revealPasswordWith: new Keys("a test key that is at least thirty-two characters"),
    });
    const page = await loadUserPage(
      await shopPageView(sql, viewerOf(owner), shop.uriName, "users.view"),
      second.id,
      null,
    );
    assert.equal(page.canManage, true);
    assert.equal(page.user.hasRevealablePassword, false);
    assert.match(
      page.secretLocked ?? "",
      /^Sid Second is a shop owner; another owner cannot see their password/,
    );
    assert.equal(
      page.contactLocked,
      "Sid Second is a shop owner; only they can change their name, e-mail address or mobile number.",
      "else a sign-in link could be sent to an address of the other owner's choosing",
    );
    assert.equal(page.canActAs, false);
  },
);
