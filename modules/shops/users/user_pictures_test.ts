import assert from "node:assert/strict";
import type { Sql } from "@platform/db.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import { shopPageView } from "../../../tests/support/shop_page_view.ts";
import { viewerOf } from "../../../tests/support/viewers.ts";
import { createShop } from "../create_shop.ts";
import { createUser } from "./create_user.ts";
import { userAvatarUrl } from "./user_pictures.server.ts";
import { loadProfile, loadUserPage } from "./users_pages.server.ts";

const OWNER = { isAdministrator: true, isManager: true, isMechanic: false };
const MANAGER = { isAdministrator: false, isManager: true, isMechanic: false };
const MECHANIC = { isAdministrator: false, isManager: false, isMechanic: true };

/** A picture of the user in a shop, with its thumbnail view, as an upload would leave it. */
async function picture(sql: Sql, shopId: number, userId: number, fileName: string, purpose = "none") {
  const [{ id }] = await sql<{ id: number }[]>`
    insert into assets (shop_id, subclass, owner_id, kind, final_kind, purpose, file_name, folder)
    values (${shopId}, 'UserAsset', ${userId}, 'photo', 'photo', ${purpose}, ${fileName}, ${uniqueName("f")})
    returning id`;
  await sql`
    insert into asset_views (asset_id, name, kind, storage_key, content_type, bytes, sha256_b16)
    values (${id}, 'thumbnail', 'resizedImage', ${`${fileName}/thumbnail.webp`}, 'image/webp', 10,
            ${"0".repeat(64)})`;
  return id;
}

async function twoShops(sql: Sql) {
  const shop = await createShop(sql, { uriName: uniqueName("pics"), name: "Picture Garage" });
  const other = await createShop(sql, { uriName: uniqueName("pics"), name: "Other Garage" });
  const add = (displayName: string, roles: typeof OWNER) =>
    createUser(sql, { shopId: shop.id, email: `${uniqueName("p")}@pics.example`, displayName, roles });
  const owner = await add("Olga Owner", OWNER);
  const manager = await add("Bea Manager", MANAGER);
  const mechanic = await add("Carl Mechanic", MECHANIC);
  // Carl works in both shops; each shop has its own pictures of him.
  await sql`insert into shop_members (shop_id, user_id, is_mechanic) values (${other.id}, ${mechanic.id}, true)`;
  return { shop, other, owner, manager, mechanic };
}

dbTest("a member's pictures and profile picture belong to the shop they were added in", async ({ sql }) => {
  const { shop, other, mechanic } = await twoShops(sql);
  await picture(sql, shop.id, mechanic.id, "here.jpg", "avatar");
  await picture(sql, other.id, mechanic.id, "there.jpg");

  const here = await loadProfile(
    await shopPageView(sql, viewerOf(mechanic), shop.uriName, "shop.view"),
    null,
  );
  assert.deepEqual(here.pictures!.map((p) => [p.fileName, p.purpose]), [["here.jpg", "avatar"]]);
  assert.equal(await userAvatarUrl(sql, shop.id, mechanic.id, null), "/media/here.jpg/thumbnail.webp");
  assert.equal(
    await userAvatarUrl(sql, shop.id, mechanic.id, "https://cdn.example"),
    "https://cdn.example/here.jpg/thumbnail.webp",
  );

  const there = await loadProfile(
    await shopPageView(sql, viewerOf(mechanic), other.uriName, "shop.view"),
    null,
  );
  assert.deepEqual(there.pictures!.map((p) => p.fileName), ["there.jpg"]);
  assert.equal(await userAvatarUrl(sql, other.id, mechanic.id, null), null, "no profile picture there");
});

dbTest("a deleted profile picture, or one without a thumbnail yet, is not shown", async ({ sql }) => {
  const { shop, mechanic } = await twoShops(sql);
  const id = await picture(sql, shop.id, mechanic.id, "gone.jpg", "avatar");
  await sql`update assets set status = 'softDeleted' where id = ${id}`;
  assert.equal(await userAvatarUrl(sql, shop.id, mechanic.id, null), null);
  const pending = await picture(sql, shop.id, mechanic.id, "pending.jpg", "avatar");
  await sql`delete from asset_views where asset_id = ${pending}`;
  assert.equal(await userAvatarUrl(sql, shop.id, mechanic.id, null), null);
});

dbTest("on a user's page owners may change their pictures, managers only look", async ({ sql }) => {
  const { shop, owner, manager, mechanic } = await twoShops(sql);
  await picture(sql, shop.id, mechanic.id, "carl.jpg");
  const asOwner = await loadUserPage(
    await shopPageView(sql, viewerOf(owner), shop.uriName, "users.view"),
    mechanic.id,
    null,
  );
  assert.deepEqual(asOwner.pictures.map((p) => p.fileName), ["carl.jpg"]);
  assert.equal(asOwner.canChangePictures, true);
  const asManager = await loadUserPage(
    await shopPageView(sql, viewerOf(manager), shop.uriName, "users.view"),
    mechanic.id,
    null,
  );
  assert.deepEqual(asManager.pictures.map((p) => p.fileName), ["carl.jpg"]);
  assert.equal(asManager.canChangePictures, false);
  const ownPage = await loadUserPage(
    await shopPageView(sql, viewerOf(manager), shop.uriName, "users.view"),
    manager.id,
    null,
  );
  assert.equal(ownPage.canChangePictures, true, "a manager changes their own");
});
