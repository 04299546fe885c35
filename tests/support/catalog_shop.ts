// A shop with a small catalogue for the findings and priorities tests: two categories (one inactive), three
// tasks, two priorities, an owner and a mechanic, in Chicago's time zone (the list's dates are the shop's).
import { createShop, createUser, requireShopAccess } from "../../modules/shops/mod.ts";
import type { Sql } from "../../src/platform/db.ts";
import { uniqueName } from "./databases.ts";
import { viewerOf } from "./viewers.ts";

const OWNER = { isAdministrator: true, isManager: true, isMechanic: false };
const MECHANIC = { isAdministrator: false, isManager: false, isMechanic: true };

export async function catalogShop(sql: Sql) {
  const shop = await createShop(sql, {
    uriName: uniqueName("find"),
    name: "Findings Garage",
    timeZone: "America/Chicago",
  });
  const add = (displayName: string, roles: typeof OWNER) =>
    createUser(sql, { shopId: shop.id, email: `${uniqueName("u")}@find.example`, displayName, roles });
  const owner = await add("Olga Owner", OWNER);
  const mechanic = await add("Carl Mechanic", MECHANIC);
  const [brakes, tires] = await sql<{ id: number }[]>`
    insert into categories (shop_id, name, sort_order, is_active)
    values (${shop.id}, 'Brakes', 1, true), (${shop.id}, 'Old tires', 2, false) returning id`;
  const [pads, rotors, tread] = await sql<{ id: number }[]>`
    insert into tasks (shop_id, category_id, name, sort_order)
    values (${shop.id}, ${brakes.id}, 'Front brake pads', 1), (${shop.id}, ${brakes.id}, 'Rotors', 2),
           (${shop.id}, ${tires.id}, 'Tire tread', 1)
    returning id`;
  const [safety, soon] = await sql<{ id: number }[]>`
    insert into priorities (shop_id, name, colour, sort_order)
    values (${shop.id}, 'Safety', '#b42318', 1), (${shop.id}, 'Soon', '#b54708', 2) returning id`;
  const ownerAccess = await requireShopAccess(sql, viewerOf(owner), shop.uriName, "catalog.manage");
  const mechanicAccess = await requireShopAccess(sql, viewerOf(mechanic), shop.uriName, "catalog.view");
  return {
    shop,
    owner,
    mechanic,
    ownerAccess,
    mechanicAccess,
    categories: { brakes: brakes.id, tires: tires.id },
    tasks: { pads: pads.id, rotors: rotors.id, tread: tread.id },
    priorities: { safety: safety.id, soon: soon.id },
  };
}
