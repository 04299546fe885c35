// The seed (template) pages and the seed type clone call over real HTTP with real sign-ins: the demo shop's
// mechanic (403), manager and owner (allowed), another shop's owner (404, never the data) and someone
// signed out; ids that are not a template's are 404s; and what the pages and the call answer.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import { signUpToStep2 } from "../support/sign_up.ts";
import { assertEachRoleAnswers } from "../support/who_may.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];

const ids = {
  /** general-repair's template shop, and its "Courtesy multi-point inspection" and "Brake inspection". */
  generalRepair: 0,
  courtesy: 0,
  brakes: 0,
  /** tire-and-lube's "Tire check", which the demo shop does not have. */
  tireCheck: 0,
  /** The demo shop, and its own copy of the courtesy inspection (not a template type). */
  demo: 0,
  demoCourtesy: 0,
  /** A type of the other shop. */
  otherType: 0,
};

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `seed pages: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  roles: ROLES,
  async setup({ sql, otherShop }) {
    const typeId = async (shop: string, name: string) =>
      (await sql<{ id: number }[]>`
        select t.id from inspection_types t join shops s on s.id = t.shop_id
        where s.uri_name = ${shop} and t.name = ${name}`)[0].id;
    ids.generalRepair =
      (await sql<{ id: number }[]>`select id from shops where uri_name = '_general-repair'`)[0].id;
    ids.courtesy = await typeId("_general-repair", "Courtesy multi-point inspection");
    ids.brakes = await typeId("_general-repair", "Brake inspection");
    ids.tireCheck = await typeId("_tire-and-lube", "Tire check");
    ids.demo = (await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`)[0].id;
    ids.demoCourtesy = await typeId("demo", "Courtesy multi-point inspection");
    const [{ id: otherType }] = await sql<{ id: number }[]>`
      insert into inspection_types (shop_id, name, subject_type, customer_mode)
      values (${otherShop.id}, 'Our own check', 'vehicle', 'required') returning id`;
    ids.otherType = otherType;
  },
});
const { sessions } = fixture;

type Expected = Record<Role, number | "login">;
const PAGE: Expected = { anonymous: "login", mechanic: 403, manager: 200, owner: 200, otherShopOwner: 404 };
const pages: Array<[string, () => string]> = [
  ["the templates", () => "/demo/seed"],
  ["a template's tasks", () => `/demo/seed/tasks?shopId=${ids.generalRepair}&showDisabled=1`],
  ["the first template's tasks", () => "/demo/seed/tasks"],
  ["a template type's preview", () => `/demo/seed-data/inspection-types/${ids.brakes}/preview`],
  ["a template type compared", () => `/demo/seed/types/${ids.courtesy}/comparison`],
  [
    "a template type compared with a chosen type",
    () => `/demo/seed/types/${ids.brakes}/comparison/${ids.demoCourtesy}`,
  ],
  ["a whole template compared", () => `/demo/seed/shop-types/${ids.generalRepair}/comparison`],
];

for (const [what, path] of pages) {
  test(`${what}: signed out goes to sign in, mechanics 403, managers and owners 200, another shop 404`, async () => {
    const request = (role: Role) => htmlPage(sessions[role], path());
    await assertEachRoleAnswers(
      ROLES,
      { what: path(), expected: PAGE },
      request,
      ({ role, response, body, label }) => {
        if (role === "anonymous") {
          assert.equal(response.status, 307, label);
          assert.match(response.headers.get("Location") ?? "", /^\/login\?reason=signin&redirectTo=/, label);
        }
        if (role === "mechanic") assert.match(body, /Not allowed/, label);
        if (role === "otherShopOwner" || role === "anonymous") {
          assert.doesNotMatch(
            body,
            /Courtesy multi-point inspection|Front brake pads/,
            `${label} shows no data`,
          );
        }
      },
    );
  });
}

test("an id that is not a template's (or not this shop's) is a 404 page", async () => {
  for (
    const path of [
      `/demo/seed-data/inspection-types/${ids.demoCourtesy}/preview`,
      `/demo/seed-data/inspection-types/999999999/preview`,
      `/demo/seed-data/inspection-types/abc/preview`,
      `/demo/seed/types/${ids.demoCourtesy}/comparison`,
      `/demo/seed/types/${ids.courtesy}/comparison/${ids.otherType}`,
      `/demo/seed/types/${ids.courtesy}/comparison/${ids.courtesy}`,
      `/demo/seed/shop-types/${ids.demo}/comparison`,
      `/demo/seed/tasks?shopId=${ids.demo}`,
    ]
  ) {
    const response = await htmlPage(sessions.manager, path);
    const html = await response.text();
    assert.equal(response.status, 404, path);
    assert.match(html, /Page not found/, path);
  }
});

test("the templates page lists every template and its types, and which the shop has", async () => {
  const { html } = await sessions.manager.page("/demo/seed");
  for (const name of ["General repair", "Tire and lube", "Fleet and diesel", "Appliance repair"]) {
    assert.match(html, new RegExp(`<h2[^>]*>${name}</h2>`));
  }
  assert.match(html, /Refrigerator service check/);
  // The demo shop started from general repair: its types are linked to their copies.
  assert.match(
    html,
    new RegExp(
      `href="/demo/seed/types/${ids.courtesy}/comparison/${ids.demoCourtesy}"[^>]*>Courtesy multi-point`,
    ),
  );
  assert.match(html, /Preview/);
  assert.match(html, /Add to my shop/);
});

test("the tasks page shows a template's categories, task settings and findings", async () => {
  const { html } = await sessions.manager.page(`/demo/seed/tasks?shopId=${ids.generalRepair}`);
  assert.match(html, /<h1>General repair: tasks<\/h1>/);
  assert.match(html, /Under the hood/);
  assert.match(html, /Tire tread depth/);
  assert.match(html, /Required: LF, RF, LR, RR/);
  assert.match(html, /Front pads worn out/);
  const first = (await sessions.manager.page("/demo/seed/tasks")).html;
  assert.match(first, /<h1>General repair: tasks<\/h1>/, "the first template without shopId");
});

test("the preview shows the type's outline with what the customer reads", async () => {
  const { html } = await sessions.owner.page(`/demo/seed-data/inspection-types/${ids.brakes}/preview`);
  assert.match(html, /<h1>Brake inspection<\/h1>/);
  assert.match(html, /Front brake pads/);
  assert.match(html, /The front pads are nearly gone\./);
  assert.match(html, /We recommend replacing the front brake pads now\./);
  assert.match(html, /Safety — needs attention now/);
  assert.doesNotMatch(html, /Exterior lights/, "only the type's tasks");
});

test("the comparison finds the shop's copy and shows the tasks in both", async () => {
  const { html } = await sessions.manager.page(`/demo/seed/types/${ids.courtesy}/comparison`);
  assert.match(html, /was added from this template type\./);
  assert.match(html, /<strong>0<\/strong> only in the template/);
  assert.match(html, /<strong>0<\/strong> set up differently/);
  const chosen =
    (await sessions.manager.page(`/demo/seed/types/${ids.brakes}/comparison/${ids.demoCourtesy}`))
      .html;
  assert.match(chosen, /is compared by your choice\./);
  assert.match(chosen, /Only in the template/, "Parking brake is not on the courtesy inspection");
  assert.match(chosen, /Only in my shop/);
  const whole = (await sessions.manager.page(`/demo/seed/shop-types/${ids.generalRepair}/comparison`)).html;
  assert.match(whole, /<strong>4<\/strong> of (<!-- -->)?4(<!-- -->)? inspection types in my shop/);
});

test("the clone call: 401, mechanics 403, another shop 404; managers add the type (201)", async () => {
  const clone = (role: Role, id: number, shopUriName = "demo") =>
    sessions[role].call(`/ajax/seed/types/${id}/clone`, "POST", { shopUriName });
  const expected: Record<Role, number> = {
    anonymous: 401,
    mechanic: 403,
    manager: 201,
    owner: 201,
    otherShopOwner: 404,
  };
  for (const role of ROLES) {
    const response = await clone(role, ids.tireCheck);
    const body = await response.json();
    assert.equal(response.status, expected[role], `${role}: ${JSON.stringify(body)}`);
    assert.match(response.headers.get("Content-Type") ?? "", /json/);
    if (response.status >= 400) assert.equal(typeof body.message, "string");
  }
  const notTemplate = await clone("manager", ids.demoCourtesy);
  assert.equal(notTemplate.status, 404);
  assert.deepEqual(await notTemplate.json(), { message: "There is no such inspection type in this shop." });
  const unknown = await clone("manager", 999999999);
  assert.equal(unknown.status, 404);
  await unknown.body?.cancel();
  const noShop = await sessions.manager.call(`/ajax/seed/types/${ids.tireCheck}/clone`, "POST", {});
  assert.equal(noShop.status, 400);
  assert.deepEqual(await noShop.json(), {
    message: "Say which shop to add the inspection type to (shopUriName).",
  });
  const withoutToken = await sessions.manager.call(`/ajax/seed/types/${ids.tireCheck}/clone`, "POST", {
    shopUriName: "demo",
  }, { "X-CSRF-Token": "forged" });
  assert.equal(withoutToken.status, 403);
  await withoutToken.body?.cancel();
});

test("without scripts, Add to my shop posts a form and lands on the comparison with the new copy", async () => {
  const path = `/demo/seed/types/${ids.brakes}/clone`;
  await sessions.manager.page("/demo/seed");
  const response = await sessions.manager.postForm(path, {});
  assert.equal(response.status, 303);
  await response.body?.cancel();
  const [copy] = await fixture.sql<{ id: number; name: string }[]>`
    select id, name from inspection_types where shop_id = ${ids.demo} and source_type_id = ${ids.brakes}
    order by id desc limit 1`;
  assert.equal(copy.name, "Brake inspection (2)", "the demo shop has Brake inspection already");
  const location = response.headers.get("Location")!;
  assert.equal(location, `/demo/seed/types/${ids.brakes}/comparison/${copy.id}`);
  const { status, html } = await sessions.manager.page(location);
  assert.equal(status, 200);
  assert.match(html, /Brake inspection \(2\)/);

  await sessions.mechanic.page("/demo/inspection-types");
  const mechanic = await sessions.mechanic.postForm(path, {});
  assert.equal(mechanic.status, 403);
  await mechanic.body?.cancel();
  const foreign = await sessions.otherShopOwner.postForm(path, {});
  assert.equal(foreign.status, 404);
  await foreign.body?.cancel();
});

test("a clone is the shop's own; twice gives a free name and no task or finding twice", async () => {
  const owner = sessions.otherShopOwner;
  const first = await owner.call(`/ajax/seed/types/${ids.tireCheck}/clone`, "POST", {
    shopUriName: fixture.otherShop.uriName,
  });
  assert.equal(first.status, 201);
  const added = await first.json();
  assert.equal(added.name, "Tire check");
  assert.deepEqual(added.created, { categories: 3, tasks: 13, findings: 21, types: 1 });

  const second = await owner.call(`/ajax/seed/types/${ids.tireCheck}/clone`, "POST", {
    shopUriName: fixture.otherShop.uriName,
  });
  const again = await second.json();
  assert.equal(again.name, "Tire check (2)");
  assert.deepEqual(again.created, { categories: 0, tasks: 0, findings: 0, types: 1 });

  const { html } = await owner.page(`/${fixture.otherShop.uriName}/seed/types/${ids.tireCheck}/comparison`);
  assert.match(html, /was added from this template type\./);
  assert.match(html, /<strong>13<\/strong> in both/);
  const { sql } = fixture;
  const [copy] = await sql<{ sourceTypeId: number; shopId: number }[]>`
    select source_type_id as "sourceTypeId", shop_id as "shopId" from inspection_types where id = ${added.typeId}`;
  assert.equal(copy.sourceTypeId, ids.tireCheck);
  assert.notEqual(copy.shopId, ids.demo);
});

test("signing up with each template gives the new shop that template's inspection types", async () => {
  const defaults: Record<string, RegExp> = {
    "general-repair": /Courtesy multi-point inspection[\s\S]*Seasonal check/,
    "tire-and-lube": /Oil change courtesy check[\s\S]*Fluid and filter check/,
    "fleet-diesel": /Annual inspection \(DOT-style\)[\s\S]*Post-trip inspection/,
    "appliance": /General appliance check[\s\S]*Range and oven service check/,
  };
  for (const [template, types] of Object.entries(defaults)) {
    const client = new HttpClient(fixture.app.url);
    const email = `${uniqueName(template)}@signup.example`;
    await signUpToStep2(fixture.sql, client, {
      displayName: "Sam Signup",
      email,
      password: "a good long one",
    });
    await client.page("/register/step2");
    const uriName = uniqueName(template.split("-")[0]);
    const done = await client.postForm("/register/step2", {
      shopName: "Sam's Shop",
      uriName,
      timeZone: "America/Chicago",
      template,
    });
    assert.equal(done.status, 303, template);
    const { html } = await client.page(`/${uriName}/inspection-types`);
    assert.match(html, types, template);
  }
});
