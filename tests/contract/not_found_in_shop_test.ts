// What is missing under a shop's address is named (issue 32): a member of the shop asking for a customer, a
// vehicle or a page that is not there is told which, in the staff language; someone who is not a member gets
// the same 404 page as for a shop that does not exist, whatever they ask for, so shops cannot be probed.
import assert from "node:assert/strict";
import { NO_SUCH_SHOP } from "../../modules/shops/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import type { HttpClient } from "../support/http_client.ts";
import { inStaffLanguage } from "../support/staff_language.ts";

const NO_SUCH_CUSTOMER = "There is no such customer in this shop.";
const NO_SUCH_VEHICLE = "There is no such vehicle in this shop.";

let customerId: number;
let vehicleId: number;
const fixture = appFixture({
  roles: ["owner", "mechanic", "otherShopOwner"] as Role[],
  async setup({ sql }) {
    [{ id: customerId }] = await sql<{ id: number }[]>`
      select c.id from customers c join shops s on s.id = c.shop_id where s.uri_name = 'demo' limit 1`;
    [{ id: vehicleId }] = await sql<{ id: number }[]>`
      select v.id from subjects v join shops s on s.id = v.shop_id where s.uri_name = 'demo' limit 1`;
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `not found in a shop: ${name}`, ...LONG_LIVED, fn });

/** The 404 page's status and its panel's words (the page's <main>, where the reason is given). */
async function notFoundPage(client: HttpClient, path: string): Promise<{ status: number; main: string }> {
  const { status, html } = await client.page(path, { follow: false });
  const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? "";
  return { status, main: main.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim() };
}

test("a member is told there is no such customer or vehicle, not that there is no shop", async () => {
  for (const role of ["owner", "mechanic"] as const) {
    for (
      const [path, message] of [
        ["/demo/customers/999999999/edit", NO_SUCH_CUSTOMER],
        // An id that names nothing (not a number) is a customer that is not there, too.
        ["/demo/customers/abc/edit", NO_SUCH_CUSTOMER],
        ["/demo/vehicles/999999999", NO_SUCH_VEHICLE],
        ["/demo/vehicles/abc", NO_SUCH_VEHICLE],
      ]
    ) {
      if (role === "mechanic" && path.includes("/customers/")) continue; // customers are owners' and managers'
      const { status, main } = await notFoundPage(fixture.sessions[role], path);
      assert.equal(status, 404, `${role} ${path}`);
      assert.match(main, new RegExp(message.replace(/\./g, "\\.")), `${role} ${path}`);
      assert.doesNotMatch(main, /There is no shop at this address/, `${role} ${path}`);
    }
  }
});

test("a member asking for a page the shop does not have is told there is no such page", async () => {
  for (
    const path of ["/demo/no-such-page", `/demo/customers/${customerId}/no-such-tab`, "/demo/vehicles/x/y"]
  ) {
    const { status, main } = await notFoundPage(fixture.sessions.owner, path);
    assert.equal(status, 404, path);
    assert.match(main, /There is no page at this address in this shop\. Check the link you followed\./, path);
  }
});

test("someone of another shop gets the no-such-shop page for every address, as for a shop that is not", async () => {
  const stranger = fixture.sessions.otherShopOwner;
  const nowhere = await notFoundPage(stranger, "/no-such-shop-anywhere/customers/1/edit");
  assert.equal(nowhere.status, 404);
  assert.match(nowhere.main, new RegExp(NO_SUCH_SHOP.replace(/\./g, "\\.")));
  for (
    const path of [
      `/demo/customers/${customerId}/edit`,
      "/demo/customers/999999999/edit",
      `/demo/vehicles/${vehicleId}`,
      "/demo/vehicles/999999999",
      "/demo/no-such-page",
      `/demo/customers/${customerId}/no-such-tab`,
    ]
  ) {
    const { status, main } = await notFoundPage(stranger, path);
    assert.equal(status, 404, path);
    assert.equal(main, nowhere.main, path);
  }
});

test("the reason is said in the shop's staff language", async () => {
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    const customer = await notFoundPage(fixture.sessions.owner, "/demo/customers/999999999/edit");
    assert.match(customer.main, /Este cliente no existe en este taller\./);
    const vehicle = await notFoundPage(fixture.sessions.owner, "/demo/vehicles/999999999");
    assert.match(vehicle.main, /Este vehículo no existe en este taller\./);
    const page = await notFoundPage(fixture.sessions.owner, "/demo/no-such-page");
    assert.match(page.main, /No hay ninguna página en esta dirección de este taller\./);
  });
  // Back in English, word for word what the calls answer.
  assert.match(
    (await notFoundPage(fixture.sessions.owner, "/demo/vehicles/999999999")).main,
    /no such vehicle/,
  );
});
