// /{shop}/customers/dedupe and POST /ajax/customers/merge over real HTTP (decision 023): owners and managers
// may see the pairs and merge them (customers.manage), a mechanic is refused, another shop's owner gets the
// 404 of a shop that is not theirs, the signed-out are sent to sign in. A merge answers what moved; a pair
// merged already or changed since it was listed is a 409, a customer merged with itself a 400, another
// shop's customer a 404, a write without the page's token a 403: each with its message, nothing written.
import assert from "node:assert/strict";
import { createCustomer, createVehicle } from "../../modules/shops/mod.ts";
import { appFixture } from "../support/app_fixture.ts";
import { htmlPage, type HttpClient } from "../support/http_client.ts";
import { assertEachRoleAnswers, callAnswers, pageAnswers } from "../support/who_may.ts";

type Role = "anonymous" | "mechanic" | "manager" | "owner" | "otherShopOwner";
const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];

let demoId = 0;
const fixture = appFixture({
  roles: ROLES,
  async setup({ sql }) {
    [{ id: demoId }] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
  },
});
const sessions = fixture.sessions as Record<Role, HttpClient>;

let numbers = 0;
/** Two records of one person in the demo shop: the same mobile number, typed two ways. */
async function duplicatePair(first: string, last: string) {
  const digits = `541555${String(1000 + (Date.now() + numbers++) % 9000).padStart(4, "0")}`;
  const older = await createCustomer(fixture.sql, demoId, {
    firstName: first,
    lastName: last,
    phoneMobile: `+1${digits}`,
  });
  const newer = await createCustomer(fixture.sql, demoId, {
    firstName: first,
    lastName: last,
    phoneMobile: `+1${digits}`,
    email: `${first.toLowerCase()}.${numbers}@dedupe.example`,
  });
  await createVehicle(fixture.sql, demoId, { customerId: newer.id, make: "Subaru", model: "Outback" });
  return { older, newer };
}

function merge(client: HttpClient, body: Record<string, unknown>, shop = "demo") {
  return client.call(`/ajax/customers/merge?shop=${shop}`, "POST", body);
}

const requestOf = (pair: Awaited<ReturnType<typeof duplicatePair>>) => ({
  keepId: pair.older.id,
  keepVersion: pair.older.version,
  mergeId: pair.newer.id,
  mergeVersion: pair.newer.version,
});

async function exists(id: number): Promise<boolean> {
  return (await fixture.sql`select 1 from customers where id = ${id}`).length === 1;
}

Deno.test("owners and managers see the pairs and merge them; a mechanic, another shop, the signed-out do not", async () => {
  await assertEachRoleAnswers(
    ROLES,
    {
      what: "GET /demo/customers/dedupe",
      expected: pageAnswers<Role>({ mechanic: 403, manager: 200, owner: 200 }),
    },
    (role) => htmlPage(sessions[role], "/demo/customers/dedupe"),
    ({ role, body, label }) => {
      if (role === "mechanic") assert.match(body, /Only shop owners and managers/, label);
      if (role === "otherShopOwner") assert.doesNotMatch(body, /Same mobile number/, label);
    },
  );
  for (const role of ROLES) {
    const pair = await duplicatePair("Morgan", `Merge${role}`);
    const response = await merge(sessions[role], requestOf(pair));
    const body = await response.text();
    const expected = callAnswers<Role>({ mechanic: 403, manager: 200, owner: 200 })[role];
    assert.equal(response.status, expected, `merge as ${role}: ${body}`);
    assert.equal(await exists(pair.newer.id), expected !== 200, `as ${role}, merged only when allowed`);
  }
});

Deno.test("the page shows a pair side by side with why; the merge moves everything, once", async () => {
  const pair = await duplicatePair("Quinn", "Doubleday");
  const page = await sessions.manager.page("/demo/customers/dedupe");
  assert.equal(page.status, 200);
  const card = page.html.slice(
    page.html.indexOf(`#${pair.older.id}`) - 2000,
    page.html.indexOf(`#${pair.newer.id}`) + 2000,
  );
  assert.match(card, /Same mobile number/);
  assert.match(card, /Same name/);
  assert.match(card, /Quinn Doubleday/);
  assert.match(page.html, /Keep this one/);

  const response = await merge(sessions.manager, requestOf(pair));
  assert.equal(response.status, 200);
  const answer = await response.json();
  assert.deepEqual(answer.moved, { vehicles: 1, inspections: 0 });
  assert.deepEqual(answer.kept, {
    id: pair.older.id,
    version: pair.older.version + 1,
    name: "Quinn Doubleday",
  });
  assert.deepEqual(answer.filled, ["email"]);
  const [vehicle] = await fixture
    .sql`select customer_id from subjects where shop_id = ${demoId} and model = 'Outback'
    and customer_id = ${pair.older.id}`;
  assert.ok(vehicle, "the vehicle is the kept customer's");
  const [event] = await fixture.sql`
    select kind, user_name, details from customer_events where shop_id = ${demoId} and customer_id = ${pair.older.id}`;
  assert.equal(event.kind, "merged");
  assert.equal(event.user_name, "Marcus Manager", "recorded with who merged");
  assert.equal(event.details.mergedCustomerId, pair.newer.id);

  const again = await merge(sessions.owner, { ...requestOf(pair), keepVersion: pair.older.version + 1 });
  assert.equal(again.status, 409);
  assert.equal(
    (await again.json()).message,
    `Customer #${pair.newer.id} was already merged into Quinn Doubleday. Reload the list to see what is left.`,
  );
  const after = await sessions.manager.page("/demo/customers/dedupe");
  assert.doesNotMatch(after.html, new RegExp(`#${pair.newer.id}\\b`), "the pair is gone from the list");
});

Deno.test("a stale pair, a self-merge, another shop's customer, bad fields, no token: refused, nothing written", async () => {
  const pair = await duplicatePair("Riley", "Stale");
  await fixture.sql`update customers set notes = 'changed at the counter', version = version + 1
    where id = ${pair.newer.id}`;
  const refusals: Array<[string, Response | Promise<Response>, number, string | RegExp]> = [
    [
      "stale",
      merge(sessions.owner, requestOf(pair)),
      409,
      "Riley Stale was changed since the list was shown. Reload the list and check the pair again before merging.",
    ],
    [
      "self",
      merge(sessions.owner, { ...requestOf(pair), mergeId: pair.older.id }),
      400,
      "A customer cannot be merged with itself: choose two different customers.",
    ],
    [
      "missing version",
      merge(sessions.owner, { keepId: pair.older.id, mergeId: pair.newer.id }),
      400,
      /keepVersion/,
    ],
    [
      "not an id",
      merge(sessions.owner, { ...requestOf(pair), keepId: "drop table" }),
      400,
      /keepId must be an id/,
    ],
    [
      "another shop's customers, from there",
      merge(sessions.otherShopOwner, requestOf(pair), fixture.otherShop.uriName),
      404,
      "There is no such customer in this shop.",
    ],
    ["no shop", sessions.owner.call("/ajax/customers/merge", "POST", requestOf(pair)), 400, /Send shop/],
    [
      "no token",
      sessions.owner.request("/ajax/customers/merge?shop=demo", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(requestOf(pair)),
      }),
      403,
      /./,
    ],
  ];
  for (const [what, pending, status, message] of refusals) {
    const response = await pending;
    const body = await response.json();
    assert.equal(response.status, status, `${what}: ${JSON.stringify(body)}`);
    if (typeof message === "string") assert.equal(body.message, message, what);
    else assert.match(body.message, message, what);
  }
  assert.ok(await exists(pair.older.id) && await exists(pair.newer.id), "both customers are still there");
  const events = await fixture
    .sql`select 1 from customer_events where customer_id in (${pair.older.id}, ${pair.newer.id})`;
  assert.equal(events.length, 0, "nothing in the trail");
});
