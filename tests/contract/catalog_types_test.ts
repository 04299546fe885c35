// The inspection type pages, form posts and /ajax/types calls over real HTTP with real sign-ins: who may do
// what (docs/permissions.md), the refusals of bad input, and shop groups (publish, detach) between the demo
// shop and a tenant shop. A type of another shop is the same 404 as no type at all, and never its data.
import assert from "node:assert/strict";
import { createShop, createUser, setParentShop } from "../../modules/shops/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, signedInClient } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { callWithForm } from "../support/form_calls.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import { assertEachRoleAnswers, callAnswers, pageAnswers, type WhoMayCase } from "../support/who_may.ts";

type Role = "anonymous" | "mechanic" | "manager" | "owner" | "platformAdmin" | "otherShopOwner";
const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "platformAdmin", "otherShopOwner"];

let tenantOwner: HttpClient;
let demoId: number;
let tenantId: number;
let otherShopId: number;
/** The demo shop's default type and another of its types. */
let defaultTypeId: number;
let brakeTypeId: number;
let otherTypeId: number;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `inspection type calls: ${name}`, ...LONG_LIVED, fn });

async function owner(shopId: number, name: string): Promise<{ email: string; password: string }> {
  const email = `${uniqueName(name)}@shops.example`;
  await createUser(fixture.sql, {
    shopId,
    email,
    displayName: name,
    roles: { isAdministrator: true, isManager: false, isMechanic: false },
    password: "shop-owner-pass-1",
  });
  return { email, password: "shop-owner-pass-1" };
}

const fixture = appFixture({
  roles: ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"],
  async setup({ app, sql, otherShop }) {
    const signedIn = (email: string, password: string) => signedInClient(app, email, password);
    [{ id: demoId }] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
    [{ id: defaultTypeId }] = await sql<{ id: number }[]>`
      select id from inspection_types where shop_id = ${demoId} and is_default`;
    [{ id: brakeTypeId }] = await sql<{ id: number }[]>`
      select id from inspection_types where shop_id = ${demoId} and name = 'Brake inspection'`;
    const tenant = await createShop(sql, { uriName: uniqueName("tenant"), name: "Tenant Tires" });
    tenantId = tenant.id;
    await setParentShop(sql, tenant.id, demoId);
    otherShopId = otherShop.id;
    [{ id: otherTypeId }] = await sql<{ id: number }[]>`
      insert into inspection_types (shop_id, name) values (${otherShop.id}, 'Secret other type') returning id`;
    const admin = await owner(otherShop.id, "pat");
    await sql`update users set is_platform_admin = true where email = ${admin.email}`;
    await sql`delete from shop_members where user_id = (select id from users where email = ${admin.email})`;

    sessions.platformAdmin = await signedIn(admin.email, admin.password);
    const tenantLogin = await owner(tenant.id, "tina");
    tenantOwner = await signedIn(tenantLogin.email, tenantLogin.password);
  },
});
/** The fixture's sessions and the platform admin's, signed in by the setup. */
const sessions = fixture.sessions as Record<Role, HttpClient>;

/** Expected status per role; "login" is a redirect to the sign-in page. */
type Expected = Record<Role, number | "login">;
const PAGE: (who: Partial<Expected>) => Expected = pageAnswers;
const CALL: (who: Partial<Expected>) => Expected = callAnswers;
const EVERY_MEMBER = { mechanic: 200, manager: 200, owner: 200, platformAdmin: 200 };
const MANAGERS = { mechanic: 403, manager: 200, owner: 200, platformAdmin: 200 };

type Case = WhoMayCase<Role>;

const cases: Case[] = [
  {
    what: "GET /demo/inspection-types",
    expected: PAGE(EVERY_MEMBER),
    request: (s) => htmlPage(s, "/demo/inspection-types?showAll=1"),
  },
  {
    what: "GET /demo/inspection-types/add",
    expected: PAGE(MANAGERS),
    request: (s) => htmlPage(s, "/demo/inspection-types/add"),
  },
  {
    what: "GET /demo/inspection-types/{id}/edit",
    expected: PAGE(EVERY_MEMBER),
    request: (s) => htmlPage(s, `/demo/inspection-types/${brakeTypeId}/edit`),
  },
  {
    what: "GET /demo/inspection-types/{id}/preview",
    expected: PAGE(EVERY_MEMBER),
    request: (s) => htmlPage(s, `/demo/inspection-types/${brakeTypeId}/preview?showInactiveTasks=1`),
  },
  {
    what: "GET /demo/inspection-types/compare",
    expected: PAGE(EVERY_MEMBER),
    request: (s) =>
      htmlPage(s, "/demo/inspection-types/compare?showUnusedTasks=1&showInactiveTasks=1&showInactiveTypes=1"),
  },
  {
    what: "POST /demo/inspection-types/{id}/edit",
    expected: PAGE({ mechanic: 403, manager: 303, owner: 303, platformAdmin: 303 }),
    // The type's own name and no tasks: a save that leaves nothing the other cases rely on.
    request: (s) =>
      s.postForm(`/demo/inspection-types/${brakeTypeId}/edit`, {
        name: "Brake inspection",
        subjectType: "vehicle",
        customerMode: "required",
      }),
  },
  {
    what: "POST /ajax/types/{id}/status",
    expected: CALL(MANAGERS),
    request: (s) =>
      callWithForm(s, `/ajax/types/${brakeTypeId}/status`, { IsActive: "true", Enabled: "true" }),
  },
  {
    what: "POST /ajax/types/{id}/set-default",
    expected: CALL(MANAGERS),
    request: (s) => s.call(`/ajax/types/${defaultTypeId}/set-default`, "POST"),
  },
  {
    what: "POST /ajax/types/reorder",
    expected: CALL({ mechanic: 403, manager: 204, owner: 204, platformAdmin: 204 }),
    request: (s) => s.call("/ajax/types/reorder", "POST", { ids: [defaultTypeId, brakeTypeId] }),
  },
  {
    what: "POST /ajax/types/{id}/detach (the parent's own type: 409 past the gate)",
    expected: CALL({ mechanic: 403, manager: 409, owner: 409, platformAdmin: 409 }),
    request: (s) => s.call(`/ajax/types/${brakeTypeId}/detach`, "POST"),
  },
  {
    what: "POST /ajax/types/{id}/publish",
    expected: CALL({ mechanic: 403, manager: 403, owner: 200, platformAdmin: 200 }),
    request: (s) => s.call(`/ajax/types/${defaultTypeId}/publish`, "POST"),
  },
  {
    what: "POST /ajax/types/{id}/publish-to-tenants",
    expected: CALL({ mechanic: 403, manager: 403, owner: 200, platformAdmin: 200 }),
    request: (s) =>
      s.call(`/ajax/types/${defaultTypeId}/publish-to-tenants`, "POST", { shopIds: [tenantId] }),
  },
];

for (const testCase of cases) {
  test(`who may: ${testCase.what}`, async () => {
    // The add page posts too: a new type per role that may add one.
    await assertEachRoleAnswers(ROLES, testCase, (role) => testCase.request(sessions[role]), (answer) => {
      const { role, response, body, label } = answer;
      if (role === "otherShopOwner" || role === "anonymous") {
        assert.ok(!body.includes("Courtesy multi-point"), `${label} must not show the shop's types`);
      }
      if (response.status === 404 && testCase.what.includes("/ajax/")) {
        assert.deepEqual(JSON.parse(body), { message: "There is no such inspection type in this shop." });
      }
    });
  });
}

test("the add form: 303 to the new type's page; names, codes and numbers are accepted", async () => {
  const response = await sessions.manager.postForm("/demo/inspection-types/add", {
    name: "Fleet walk-around",
    description: "For the delivery vans.",
    subjectType: "2",
    customerMode: "0",
    [`task-${await taskId("Tire tread depth")}`]: "1",
  });
  assert.equal(response.status, 303);
  const location = response.headers.get("Location")!;
  assert.match(location, /^\/demo\/inspection-types\/\d+\/edit\?done=added$/);
  const [type] = await fixture.sql`
    select subject_type, customer_mode, description,
           (select count(*)::int from inspection_type_tasks where inspection_type_id = t.id) as tasks
    from inspection_types t where shop_id = ${demoId} and name = 'Fleet walk-around'`;
  assert.deepEqual({ ...type }, {
    subject_type: "vehicle",
    customer_mode: "none",
    description: "For the delivery vans.",
    tasks: 1,
  });
  const { html } = await sessions.manager.page(location);
  assert.match(html, /The inspection type was added\./);
});

async function taskId(name: string): Promise<number> {
  const [row] = await fixture.sql<{ id: number }[]>`
    select id from tasks where shop_id = ${demoId} and name = ${name}`;
  return row.id;
}

test("the form refuses bad input and a taken name, and shows the message with the input", async () => {
  const post = (fields: Record<string, string>) =>
    sessions.owner.postForm("/demo/inspection-types/add", {
      subjectType: "vehicle",
      customerMode: "required",
      ...fields,
    });
  const cases: Array<[Record<string, string>, number, string]> = [
    [{ name: "" }, 400, "Give the inspection type a name."],
    [{ name: "Boat check", subjectType: "boat" }, 400, "&quot;boat&quot; is not a subject type"],
    [{ name: "Boat check", customerMode: "7" }, 400, "is not a customer mode"],
    [
      { name: "brake INSPECTION" },
      409,
      "This shop already has an inspection type named &quot;brake INSPECTION&quot;.",
    ],
    [{ name: "Borrowed", [`task-${2 ** 31 - 1}`]: "1" }, 404, "There is no such task in this shop."],
  ];
  for (const [fields, status, message] of cases) {
    const response = await post(fields);
    const html = await response.text();
    assert.equal(response.status, status, JSON.stringify(fields));
    assert.ok(html.includes(message), `${JSON.stringify(fields)} shows: ${message}`);
  }
});

test("calls refuse bad input with 400s and unknown or foreign ids with 404s", async () => {
  const s = sessions.owner;
  const expectations: Array<[Promise<Response>, number, string]> = [
    [
      callWithForm(s, `/ajax/types/${brakeTypeId}/status`, { IsActive: "maybe" }),
      400,
      "IsActive must be true or false.",
    ],
    [
      callWithForm(s, `/ajax/types/${brakeTypeId}/status`, {}),
      400,
      "Send IsActive (or Enabled) as true or false.",
    ],
    [
      callWithForm(s, `/ajax/types/${defaultTypeId}/status`, { IsActive: "false" }),
      409,
      "Make another type the default first.",
    ],
    [
      s.call(`/ajax/types/${otherTypeId}/status`, "POST", { IsActive: true }),
      404,
      "There is no such inspection type in this shop.",
    ],
    [
      s.call(`/ajax/types/${2 ** 31 - 1}/set-default`, "POST"),
      404,
      "There is no such inspection type in this shop.",
    ],
    [
      s.call("/ajax/types/reorder", "POST", { ids: [brakeTypeId, otherTypeId] }),
      404,
      "There is no such inspection type in this shop.",
    ],
    [s.call("/ajax/types/reorder", "POST", { ids: "x" }), 400, "Every id must be a positive whole number."],
    [
      s.call(`/ajax/types/${brakeTypeId}/publish-to-tenants`, "POST", {}),
      400,
      "Send shopIds: the tenant shops to publish to, such as 12,7.",
    ],
    [
      s.call(`/ajax/types/${brakeTypeId}/publish-to-tenants`, "POST", { shopIds: "1,a" }),
      400,
      "Every shop id must be a positive whole number.",
    ],
    [
      s.call(`/ajax/types/${brakeTypeId}/publish-to-tenants`, "POST", { shopIds: [otherShopId] }),
      404,
      "There is no such shop in this shop's group.",
    ],
    [
      s.request(`/ajax/types/${brakeTypeId}/status`, {
        method: "POST",
        body: new URLSearchParams({ IsActive: "true" }),
      }),
      403,
      "This form has expired",
    ],
  ];
  for (const [request, status, message] of expectations) {
    const response = await request;
    const body = await response.json();
    assert.equal(response.status, status, body.message);
    assert.ok(body.message.startsWith(message), `${body.message} ~ ${message}`);
  }
});

test("shop groups: publish to the tenant; its owner cannot publish the parent's type, and detaches the copy", async () => {
  const published = await sessions.owner.call(`/ajax/types/${brakeTypeId}/publish-to-tenants`, "POST", {
    shopIds: String(tenantId),
  });
  assert.equal(published.status, 200);
  const result = await published.json();
  assert.deepEqual(result.published.map((p: { shopName: string }) => p.shopName), ["Tenant Tires"]);
  const copyId: number = result.published[0].copyId;

  // The parent's type is not the tenant owner's to publish: it is in a shop they are not in.
  const foreign = await tenantOwner.call(`/ajax/types/${brakeTypeId}/publish`, "POST");
  assert.equal(foreign.status, 404);
  assert.deepEqual(await foreign.json(), { message: "There is no such inspection type in this shop." });

  const [{ uri_name: tenantUri }] = await fixture.sql`select uri_name from shops where id = ${tenantId}`;
  const edit = `/${tenantUri}/inspection-types/${copyId}/edit`;
  const { html } = await tenantOwner.page(edit);
  assert.match(html, /Managed by Demo Auto Repair\. Detach it to change it\./);
  const refused = await tenantOwner.postForm(edit, {
    name: "Mine",
    subjectType: "vehicle",
    customerMode: "none",
  });
  assert.equal(refused.status, 409);
  assert.match(await refused.text(), /Managed by Demo Auto Repair\. Detach it to change it\./);
  const status = await callWithForm(tenantOwner, `/ajax/types/${copyId}/status`, { IsActive: "false" });
  assert.equal(status.status, 409);

  const detached = await tenantOwner.call(`/ajax/types/${copyId}/detach`, "POST");
  assert.equal(detached.status, 200);
  assert.deepEqual(await detached.json(), { isDetached: true });
  const saved = await tenantOwner.postForm(edit, {
    name: "Tenant brakes",
    subjectType: "vehicle",
    customerMode: "none",
  });
  assert.equal(saved.status, 303);

  // The parent's next publish leaves the detached copy alone.
  const again = await sessions.owner.call(`/ajax/types/${brakeTypeId}/publish-to-tenants`, "POST", {
    shopIds: [tenantId],
  });
  assert.deepEqual(await again.json(), {
    published: [],
    skipped: [{ shopId: tenantId, shopName: "Tenant Tires" }],
  });
  const [copy] = await fixture.sql`select name from inspection_types where id = ${copyId}`;
  assert.equal(copy.name, "Tenant brakes");
  const ownPage = await sessions.owner.page(`/demo/inspection-types/${brakeTypeId}/edit`);
  assert.match(ownPage.html, /Tenant Tires/);
  assert.match(ownPage.html, /Detached/);
});
