import assert from "node:assert/strict";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import type { Sql } from "@platform/db.ts";
import { UserFacingError } from "@platform/errors.ts";
import { createShop } from "../create_shop.ts";
import { createUser } from "./create_user.ts";
import type { Roles } from "../roles.ts";
import { NO_SUCH_SHOP, requireShopAccess, rolesIn } from "../shop_access.ts";
import {
  becomeUser,
  checkSession,
  createSession,
  endImpersonation,
  startImpersonation,
} from "../../accounts/mod.ts";
import { impersonationShop } from "../member_standing.ts";

const OWNER: Roles = { isAdministrator: true, isManager: true, isMechanic: false };
const MANAGER: Roles = { isAdministrator: false, isManager: true, isMechanic: false };
const MECHANIC: Roles = { isAdministrator: false, isManager: false, isMechanic: true };
const audit = { ip: "203.0.113.7", userAgent: "test browser" };

async function setUp(sql: Sql) {
  const shop = await createShop(sql, { uriName: uniqueName("imp"), name: "Impersonation" });
  const other = await createShop(sql, { uriName: uniqueName("imp-other"), name: "Other" });
  const person = async (name: string, roles: Roles, shopId = shop.id) =>
    await createUser(sql, { shopId, email: `${uniqueName("p")}@example.com`, displayName: name, roles });
  return {
    shop,
    other,
    owner: await person("Olivia Owner", OWNER),
    coOwner: await person("Carl Coowner", OWNER),
    manager: await person("Marcus Manager", MANAGER),
    mechanic: await person("Mia Mechanic", MECHANIC),
    stranger: await person("Sid Stranger", OWNER, other.id),
  };
}

async function viewerOf(sql: Sql, userId: number) {
  const issued = await sql.begin((tx) => createSession(tx, { userId, authMethod: "password" }));
  return (await checkSession(sql, issued.token))!.viewer;
}

function refusal(status: number, message: string) {
  return (error: unknown) =>
    error instanceof UserFacingError && error.status === status && error.message === message;
}

dbTest(
  "an owner acts as a mechanic inside the shop, with the actor known, audited at start and end",
  async ({ sql }) => {
    const { shop, other, owner, mechanic } = await setUp(sql);
    const ownerViewer = await viewerOf(sql, owner.id);
    const issued = await startImpersonation(sql, ownerViewer, {
      targetUserId: mechanic.id,
      shop: impersonationShop(shop.id),
      ...audit,
    });
    assert.equal(
      await checkSession(sql, `${ownerViewer.sessionId}.x`),
      null,
      "the owner's old token is gone",
    );
    const acting = (await checkSession(sql, issued.token))!.viewer;
    assert.equal(acting.userId, mechanic.id);
    assert.deepEqual(acting.actor, { userId: owner.id, displayName: "Olivia Owner", initials: "OO" });
    assert.deepEqual(await rolesIn(sql, acting, shop.id), MECHANIC);
    assert.equal(await rolesIn(sql, acting, other.id), null);

    const ended = await endImpersonation(sql, acting, audit);
    const back = (await checkSession(sql, ended.session.token))!.viewer;
    assert.equal(back.userId, owner.id);
    assert.equal(back.actor, null);
    assert.equal(await checkSession(sql, issued.token), null);
    const events = await sql`
    select actor_user_id, target_user_id, shop_id, action, ip from impersonation_events
    where actor_user_id = ${owner.id} order by id`;
    assert.deepEqual(events.map((e) => [e.actor_user_id, e.target_user_id, e.shop_id, e.action, e.ip]), [
      [owner.id, mechanic.id, shop.id, "start", audit.ip],
      [owner.id, mechanic.id, shop.id, "end", audit.ip],
    ]);
  },
);

dbTest("who may not act as whom: co-owners, managers, other shops, nesting", async ({ sql }) => {
  const { shop, owner, coOwner, manager, mechanic, stranger } = await setUp(sql);
  const ownerViewer = await viewerOf(sql, owner.id);
  await assert.rejects(
    startImpersonation(sql, ownerViewer, {
      targetUserId: coOwner.id,
      shop: impersonationShop(shop.id),
      ...audit,
    }),
    refusal(403, "A shop owner cannot act as another shop owner."),
  );
  await assert.rejects(
    startImpersonation(sql, await viewerOf(sql, manager.id), {
      targetUserId: mechanic.id,
      shop: impersonationShop(shop.id),
      ...audit,
    }),
    refusal(403, "Only a shop owner can act as another user."),
  );
  await assert.rejects(
    startImpersonation(sql, ownerViewer, {
      targetUserId: stranger.id,
      shop: impersonationShop(shop.id),
      ...audit,
    }),
    refusal(404, "There is no such user in this shop."),
  );
  const acting = (await checkSession(
    sql,
    (await startImpersonation(sql, ownerViewer, {
      targetUserId: manager.id,
      shop: impersonationShop(shop.id),
      ...audit,
    })).token,
  ))!.viewer;
  await assert.rejects(
    startImpersonation(sql, acting, {
      targetUserId: mechanic.id,
      shop: impersonationShop(shop.id),
      ...audit,
    }),
    refusal(403, "End the current impersonation first."),
  );
  const [row] = await sql`select count(*)::int as count from impersonation_events where shop_id = ${shop.id}`;
  assert.equal(row.count, 1, "only the one that started was written");
});

dbTest(
  "a platform admin becomes any user by e-mail address, except another platform admin",
  async ({ sql }) => {
    const { mechanic } = await setUp(sql);
    const shop = await createShop(sql, { uriName: uniqueName("admins"), name: "Admins" });
    const admin = await createUser(sql, {
      shopId: shop.id,
      email: `${uniqueName("admin")}@example.com`,
      displayName: "Ada Admin",
      roles: OWNER,
    });
    await sql`update users set is_platform_admin = true where id = ${admin.id}`;
    const adminViewer = await viewerOf(sql, admin.id);
    const issued = await becomeUser(sql, adminViewer, { email: mechanic.email.toUpperCase(), ...audit });
    const acting = (await checkSession(sql, issued.token))!.viewer;
    assert.equal(acting.userId, mechanic.id);
    assert.equal(acting.actor?.displayName, "Ada Admin");
    await assert.rejects(
      becomeUser(sql, await viewerOf(sql, mechanic.id), { email: admin.email, ...audit }),
      refusal(403, "Only a platform admin can become another user."),
    );
  },
);

dbTest(
  "shop access is looked up once per request: a viewer keeps its answer, the next request asks again",
  async ({ sql }) => {
    const { shop, mechanic } = await setUp(sql);
    const thisRequest = await viewerOf(sql, mechanic.id);
    const first = await requireShopAccess(sql, thisRequest, shop.uriName.toUpperCase());
    await sql`delete from shop_members where shop_id = ${shop.id} and user_id = ${mechanic.id}`;
    const again = await requireShopAccess(sql, thisRequest, shop.uriName);
    assert.deepEqual(again.roles, first.roles, "the same request keeps the answer it had");
    const nextRequest = { ...thisRequest };
    await assert.rejects(requireShopAccess(sql, nextRequest, shop.uriName), refusal(404, NO_SUCH_SHOP));
  },
);
