import assert from "node:assert/strict";
import { ConflictError, ForbiddenError } from "@platform/errors.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import { viewerOf } from "../../../tests/support/viewers.ts";
import { createShop } from "../create_shop.ts";
import { createUser } from "./create_user.ts";
import type { Roles } from "../roles.ts";
import { updateUser } from "./update_user.ts";
import { createSession } from "../../accounts/mod.ts";

const OWNER: Roles = { isAdministrator: true, isManager: false, isMechanic: false };
const MECHANIC: Roles = { isAdministrator: false, isManager: false, isMechanic: true };

dbTest(
  "an owner's edit: a new address is unconfirmed, new roles rotate sessions, the last owner stays",
  async ({ sql }) => {
    const shop = await createShop(sql, { uriName: uniqueName("edits"), name: "Edits" });
    const email = (name: string) => `${uniqueName(name)}@edits.example`;
    const owner = await createUser(sql, {
      shopId: shop.id,
      email: email("own"),
      displayName: "Ona Owner",
      roles: OWNER,
    });
    const tech = await createUser(sql, {
      shopId: shop.id,
      email: email("tech"),
      displayName: "Ted",
      roles: MECHANIC,
    });
    await sql`update users set email_confirmed_at = now(), phone_confirmed_at = now() where id = ${tech.id}`;
    await sql.begin((tx) => createSession(tx, { userId: tech.id, authMethod: "password" }));

    const newEmail = email("ted");
    await updateUser(sql, viewerOf(owner), shop, tech.id, {
      displayName: "Ted Tech",
      email: newEmail.toUpperCase(),
      phone: "",
      roles: MECHANIC,
    });
    const [edited] = await sql`
    select display_name, email, email_confirmed_at, phone_confirmed_at,
           (select bool_and(must_rotate) from sessions where user_id = users.id) as rotated
    from users where id = ${tech.id}`;
    assert.equal(edited.display_name, "Ted Tech");
    assert.equal(edited.email, newEmail);
    assert.equal(edited.email_confirmed_at, null, "a new address is not confirmed");
    assert.notEqual(edited.phone_confirmed_at, null, "the unchanged number stays confirmed");
    assert.equal(edited.rotated, false, "same roles: the session keeps its token");

    await updateUser(sql, viewerOf(owner), shop, tech.id, {
      displayName: "Ted Tech",
      email: newEmail,
      phone: "",
      roles: { ...MECHANIC, isManager: true },
    });
    const [rotated] =
      await sql`select bool_and(must_rotate) as rotated from sessions where user_id = ${tech.id}`;
    assert.equal(rotated.rotated, true);

    await assert.rejects(
      updateUser(sql, viewerOf(owner), shop, owner.id, {
        displayName: "Ona Owner",
        email: owner.email,
        phone: "",
        roles: MECHANIC,
      }),
      (error: Error) =>
        error instanceof ConflictError &&
        error.message ===
          "You are the shop's only owner: make someone else an owner before you give up the owner role.",
    );
    await assert.rejects(
      updateUser(sql, viewerOf(owner), shop, tech.id, {
        displayName: "Ted Tech",
        email: owner.email,
        phone: "",
        roles: MECHANIC,
      }),
      (error: Error) =>
        error instanceof ConflictError && error.message.startsWith("Another user already has"),
    );
  },
);

dbTest(
  "an owner cannot change the contacts of a colleague who also works where they are not an owner",
  async ({ sql }) => {
    const shop = await createShop(sql, { uriName: uniqueName("shared"), name: "Shared" });
    const other = await createShop(sql, { uriName: uniqueName("theirs"), name: "Theirs" });
    const owner = await createUser(sql, {
      shopId: shop.id,
      email: `${uniqueName("o")}@shared.example`,
      displayName: "Owen",
      roles: OWNER,
    });
    const both = await createUser(sql, {
      shopId: shop.id,
      email: `${uniqueName("b")}@shared.example`,
      displayName: "Bo Both",
      roles: MECHANIC,
    });
    await sql`insert into shop_members (shop_id, user_id, is_mechanic) values (${other.id}, ${both.id}, true)`;
    const change = { displayName: "Bo Both", email: "taken-over@evil.example", phone: "", roles: MECHANIC };
    await assert.rejects(
      updateUser(sql, viewerOf(owner), shop, both.id, change),
      (error: Error) =>
        error instanceof ForbiddenError &&
        /also works in a shop where you are not an owner/.test(error.message),
    );
    // Their roles here are this shop's business.
    await updateUser(sql, viewerOf(owner), shop, both.id, {
      ...change,
      email: both.email,
      roles: { ...MECHANIC, isManager: true },
    });
    const [row] =
      await sql`select is_manager from shop_members where shop_id = ${shop.id} and user_id = ${both.id}`;
    assert.equal(row.is_manager, true);
  },
);
