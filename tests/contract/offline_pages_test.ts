// GET /ajax/inspections/offline-pages over real HTTP (docs/decisions/019-offline-staff-app.md): the checklists
// a person's device keeps ahead are their own open inspections of today in that shop, nobody else's, and
// another shop's member learns nothing of the shop.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, signedInClient } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

let shop: InspectionShop;
const encIds = { todays: "", colleagues: "", older: "", done: "", unassigned: "" };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `offline pages: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    const make = async (input: Parameters<typeof newInspection>[3] = {}) =>
      (await newInspection(sql, app.services.keys, shop, input)).encId;
    encIds.todays = await make();
    encIds.colleagues = await make({ mechanicUserId: shop.mechanic2.id });
    encIds.unassigned = await make({ mechanicUserId: null });
    encIds.older = await make();
    encIds.done = await make();
    await sql`update inspections set created_at = now() - interval '3 days' where enc_id = ${encIds.older}`;
    await sql`update inspections set status = 'readyForAudit' where enc_id = ${encIds.done}`;
  },
});

const checklist = (encId: string) => `/${shop.shop.uriName}/inspections/${encId}/checklist`;

async function pagesOf(client: HttpClient, shopUriName = shop.shop.uriName) {
  const response = await client.request(`/ajax/inspections/offline-pages?shop=${shopUriName}`);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get("Cache-Control"),
  };
}

const clientOf = (who: { email: string }) => signedInClient(fixture.app, who.email, PASSWORD);

test("a mechanic's device keeps the checklists of their open inspections of today, and only those", async () => {
  const mechanic = await pagesOf(await clientOf(shop.mechanic));
  assert.equal(mechanic.status, 200);
  assert.deepEqual(mechanic.body, { pages: [checklist(encIds.todays)] });
  assert.equal(mechanic.cache, "no-store");

  const colleague = await pagesOf(await clientOf(shop.mechanic2));
  assert.deepEqual(colleague.body, { pages: [checklist(encIds.colleagues)] });
  // A manager assigned no inspection keeps none ahead; the pages they open are kept as they open them.
  assert.deepEqual((await pagesOf(await clientOf(shop.manager))).body, { pages: [] });
});

test("another shop's member gets the 404 of a shop that does not exist, and their own shop's list", async () => {
  const outsider = await clientOf(shop.outsider);
  const asked = await pagesOf(outsider);
  assert.equal(asked.status, 404);
  assert.match(asked.body.message, /There is no shop at this address/);
  assert.ok(!JSON.stringify(asked.body).includes(encIds.todays));
  assert.deepEqual((await pagesOf(outsider, shop.other.uriName)).body, { pages: [] });
});

test("signed out is refused; a call without the shop says what to send", async () => {
  const anonymous = await pagesOf(new HttpClient(fixture.app.url));
  assert.equal(anonymous.status, 401);
  const mechanic = await clientOf(shop.mechanic);
  const response = await mechanic.request("/ajax/inspections/offline-pages");
  assert.equal(response.status, 400);
  assert.match((await response.json()).message, /Send shop/);
});
