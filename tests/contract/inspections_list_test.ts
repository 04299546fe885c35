// The inspections list, add form, quick-create, quicklist, work-order entry points and customer lookup over
// real HTTP (docs/inspections/list_and_add.md): who may open and post each, the prefill of the add form,
// the 400s that say what is wrong, and the 404s that give nothing of another shop away.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import { assertEachRoleAnswers } from "../support/who_may.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];

let demoEncId: string;
let maria: { id: number; vehicleId: number };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `inspections list: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  roles: ROLES,
  async setup({ sql }) {
    [{ encId: demoEncId }] = await sql<{ encId: string }[]>`
      select enc_id as "encId" from inspections where ro_number = 'RO-24051'`;
    [maria] = await sql<{ id: number; vehicleId: number }[]>`
      select c.id, s.id as "vehicleId" from customers c join subjects s on s.customer_id = c.id
      where c.last_name = 'Gonzalez'`;
  },
});
const { sessions } = fixture;

type Expected = Record<Role, number | "login">;
const MEMBERS = (ok: number, anonymous: number | "login" = "login"): Expected => ({
  anonymous,
  mechanic: ok,
  manager: ok,
  owner: ok,
  otherShopOwner: 404,
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const cases: Array<
  { what: string; expected: Expected; request(client: HttpClient, role: Role): Promise<Response> }
> = [
  { what: "GET /demo/inspections", expected: MEMBERS(200), request: (s) => htmlPage(s, "/demo/inspections") },
  {
    what: "GET /demo/inspections?search=gonz",
    expected: MEMBERS(200),
    request: (s) => htmlPage(s, "/demo/inspections?search=gonz&status=all"),
  },
  {
    what: "GET /demo/inspections/add",
    expected: MEMBERS(200),
    request: (s) => htmlPage(s, "/demo/inspections/add"),
  },
  {
    what: "GET /demo/quick-create",
    expected: MEMBERS(200),
    request: (s) => htmlPage(s, "/demo/quick-create"),
  },
  {
    what: "GET /demo/open-new-inspection-quicklist",
    expected: MEMBERS(200),
    request: (s) => htmlPage(s, "/demo/open-new-inspection-quicklist"),
  },
  {
    what: "GET /demo/inspections/create?workOrderId=",
    expected: MEMBERS(303),
    request: (s) => htmlPage(s, "/demo/inspections/create?workOrderId=WO-CONTRACT"),
  },
  {
    what: "GET /demo/inspections/new?repairOrder=",
    expected: MEMBERS(303),
    request: (s) => htmlPage(s, "/demo/inspections/new?repairOrder=RO-24051"),
  },
  {
    what: "POST /demo/inspections/add",
    expected: MEMBERS(303),
    request: (s, role) =>
      s.postForm("/demo/inspections/add", { cust_lname: `By ${role}`, make: "Kia", model: "Soul" }),
  },
  {
    what: "POST /demo/quick-create",
    expected: MEMBERS(303),
    request: (s, role) => s.postForm("/demo/quick-create", { customerName: `Quick ${role}`, license: "Q1" }),
  },
  {
    what: "GET /ajax/customers/lookup",
    expected: MEMBERS(200, 401),
    request: (s) => s.request("/ajax/customers/lookup?shop=demo&search=gonz"),
  },
];

for (const testCase of cases) {
  test(`who may: ${testCase.what}`, async () => {
    const request = (role: Role) => testCase.request(sessions[role], role);
    await assertEachRoleAnswers(ROLES, testCase, request, ({ role, response, body, label }) => {
      if (role === "anonymous" || role === "otherShopOwner") {
        for (const secret of ["Gonzalez", "RO-24051", "+14155550101", demoEncId]) {
          assert.ok(!body.includes(secret), `${label} must not show ${secret}`);
        }
        assert.ok(!(response.headers.get("Location") ?? "").includes("/demo/inspections/"), label);
      }
      if (role === "otherShopOwner" && testCase.what.includes("/ajax/")) {
        assert.match(body, /There is no shop at this address/, label);
      }
    });
  });
}

test("the list shows the demo's open inspections, each linking to its details and checklist", async () => {
  const { html, status } = await sessions.mechanic.page("/demo/inspections");
  assert.equal(status, 200);
  assert.match(html, /1–\d+ of \d+ inspections/);
  assert.match(html, /RO-24056/);
  assert.doesNotMatch(html, /RO-24041/, "the demo's closed inspection is not open");
  assert.match(html, new RegExp(`href="/demo/inspections/${demoEncId}"`));
  assert.match(html, new RegExp(`href="/demo/inspections/${demoEncId}/checklist"`));
  assert.match(html, /class="inspection-status status-readyForAudit"/);
  assert.match(html, />Sent back</);
  const closed = await sessions.mechanic.page("/demo/inspections?status=closed");
  assert.match(closed.html, /RO-24041/);
  assert.match(closed.html, /1–1 of 1 inspection</);
  const nav = /<nav aria-label="Shop sections"[^>]*>(.*?)<\/nav>/s.exec(html)![1];
  assert.match(
    nav,
    /^<a[^>]*href="\/demo\/open-new-inspection-quicklist"[^>]*>Bay<\/a><a[^>]*href="\/demo\/inspections"[^>]*>Inspections<\/a>/,
    "the bay's quicklist, then the list, first in the navigation",
  );
});

test("a bad filter is a 400 whose page says why above the filters", async () => {
  const owner = sessions.owner;
  for (
    const [query, message] of [
      ["status=done", "status must be one of open, all, created"],
      ["page=0", "page must be a whole number from 1 to 100000"],
      ["from=soon", "from must be a date written YYYY-MM-DD"],
      ["orderBy=price", "orderBy must be one of"],
      ["asc=yes", "asc must be 1 or 0."],
    ]
  ) {
    const { status, html } = await owner.page(`/demo/inspections?${query}`);
    assert.equal(status, 400, query);
    assert.ok(html.indexOf(message) > 0 && html.indexOf(message) < html.indexOf('role="search"'), query);
  }
  const calls: Array<[string, string]> = [
    ["/ajax/customers/lookup?search=x", "Send shop"],
    ["/ajax/customers/lookup?shop=demo", "Send search (or name, phone or email)"],
  ];
  for (const [path, message] of calls) {
    const response = await owner.request(path);
    assert.equal(response.status, 400, path);
    assert.match((await response.json()).message, new RegExp(message.replace(/[()]/g, "\\$&")));
  }
  for (const path of ["/demo/inspections/create", "/demo/inspections/new?repairOrder="]) {
    const response = await htmlPage(owner, path);
    assert.equal(response.status, 400, path);
    assert.match(await response.text(), /Send (workOrderId|repairOrder)/);
  }
});

test("every prefill parameter fills the add form; a known customer and vehicle are chosen", async () => {
  const prefill = {
    crmKeyPrefix: "SHOPSYS",
    crmKey: "K-9001",
    ro: "RO-PREFILL",
    customerRef: "CUST-42",
    customerCrmKey: "C-NEW-1",
    cust_fname: "Ann",
    cust_lname: "Lee",
    cust_bname: "Lee Bakery",
    cust_phone_mobile: "+14155550199",
    cust_phone_landline: "+14155550198",
    cust_email: "ann@lee.example",
    subjectCrmKey: "V-NEW-1",
    make: "Mazda",
    model: "CX-5",
    year: "2020",
    mileage: "31337",
    odoUnit: "km",
    license: "PRE123",
    plateIssuer: "OR",
    vin: "JM3KFBCM1L0123456",
    inspectionNotes: "Customer hears a squeak",
  };
  const { html, status } = await sessions.manager.page(
    `/demo/inspections/add?${new URLSearchParams(prefill)}`,
  );
  assert.equal(status, 200);
  for (const [name, value] of Object.entries(prefill)) {
    if (name === "odoUnit") assert.match(html, /<option value="km" selected="">/);
    else if (name === "inspectionNotes") assert.match(html, new RegExp(`>${value}</textarea>`));
    // The make is the lookup widget's select (decision 026): the prefilled make is its chosen option.
    else if (name === "make") {
      assert.match(html, new RegExp(`<option[^>]*value="${escaped(value)}"[^>]*selected`));
    } else {assert.match(
        html,
        new RegExp(
          `name="${name}"[^>]*value="${escaped(value)}"|value="${escaped(value)}"[^>]*name="${name}"`,
        ),
        name,
      );}
  }
  // Posting the prefilled form makes the inspection with every value.
  const posted = await sessions.manager.postForm("/demo/inspections/add", prefill);
  assert.equal(posted.status, 303);
  assert.match(posted.headers.get("Location") ?? "", /^\/demo\/inspections\/[\w-]{40,60}\/checklist$/);
  const [made] = await fixture.sql`
    select i.crm_key_prefix, i.crm_key, i.odometer, i.odometer_unit, i.notes, c.reference, c.crm_key as ckey,
           c.company_name, s.plate, s.vin, s.crm_key as skey, s.model_year
    from inspections i join customers c on c.id = i.customer_id join subjects s on s.id = i.subject_id
    where i.ro_number = 'RO-PREFILL'`;
  assert.deepEqual({ ...made }, {
    crm_key_prefix: "SHOPSYS",
    crm_key: "K-9001",
    odometer: 31337,
    odometer_unit: "km",
    notes: "Customer hears a squeak",
    reference: "CUST-42",
    ckey: "C-NEW-1",
    company_name: "Lee Bakery",
    plate: "PRE123",
    vin: "JM3KFBCM1L0123456",
    skey: "V-NEW-1",
    model_year: 2020,
  });

  const known = await sessions.manager.page(
    `/demo/inspections/add?customerId=${maria.id}&subjectId=${maria.vehicleId}`,
  );
  assert.match(known.html, new RegExp(`name="customerId" checked="" value="${maria.id}"`));
  assert.match(known.html, new RegExp(`name="subjectId" checked="" value="${maria.vehicleId}"`));
  const foreign = await sessions.manager.page("/demo/inspections/add?customerId=999999");
  assert.match(foreign.html, /The customer in the link is not one of this shop&#x27;s/);
  const open = await htmlPage(sessions.manager, `/demo/inspections/add?inspectionId=${demoEncId}`);
  assert.equal(open.status, 307);
  assert.equal(open.headers.get("Location"), `/demo/inspections/${demoEncId}`);
  await open.body?.cancel();
});

test("a refused post shows the form again with the message and the input, and writes nothing", async () => {
  const before = await fixture.sql`select count(*)::int as n from customers`;
  const response = await sessions.mechanic.postForm("/demo/inspections/add", {
    cust_fname: "Half",
    cust_lname: "Written",
    make: "Kia",
    mileage: "lots",
  });
  assert.equal(response.status, 400);
  const html = await response.text();
  assert.match(
    html,
    /The odometer reading must be a whole number from 0 to 9999999; &quot;lots&quot; is not\./,
  );
  assert.match(html, /value="Written"/);
  const foreignCustomer = await sessions.mechanic.postForm("/demo/inspections/add", { customerId: "999999" });
  assert.equal(foreignCustomer.status, 404);
  assert.match(await foreignCustomer.text(), /There is no such customer in this shop\./);
  const after = await fixture.sql`select count(*)::int as n from customers`;
  assert.equal(after[0].n, before[0].n);
  // With scripts the same post asks for JSON.
  const json = await sessions.mechanic.request("/demo/quick-create", {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: sessions.mechanic.csrfToken, year: "1066" }),
  });
  assert.equal(json.status, 400);
  assert.match((await json.json()).message, /The model year must be a whole number from 1886 to 2100/);
  const made = await sessions.mechanic.request("/demo/quick-create", {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      csrfToken: sessions.mechanic.csrfToken,
      customerName: "Json Quick",
      make: "Kia",
    }),
  });
  assert.equal(made.status, 201);
  assert.match((await made.json()).location, /^\/demo\/inspections\/[\w-]+\/checklist$/);
  const [quick] = await fixture.sql`
    select c.first_name, c.last_name, u.email from inspections i join customers c on c.id = i.customer_id
    join users u on u.id = i.mechanic_user_id where c.last_name = 'Quick' and c.first_name = 'Json'`;
  assert.equal(quick.email, "mechanic@demo.example", "quick-create makes the mechanic its mechanic");
});

test("create and new: an existing work order opens its inspection, a new one the prefilled form", async () => {
  const owner = sessions.owner;
  const fresh = await htmlPage(owner, "/demo/inspections/create?workOrderId=WO-555");
  assert.equal(fresh.status, 303);
  assert.equal(fresh.headers.get("Location"), "/demo/inspections/add?workOrderId=WO-555");
  const form = await owner.page("/demo/inspections/add?workOrderId=WO-555");
  assert.match(form.html, /name="workOrderId" value="WO-555"/);
  const made = await owner.postForm("/demo/inspections/add", { workOrderId: "WO-555", cust_lname: "Order" });
  assert.equal(made.status, 303);
  const encId = /inspections\/([\w-]+)\/checklist/.exec(made.headers.get("Location")!)![1];
  const again = await htmlPage(owner, "/demo/inspections/create?workOrderId=WO-555");
  assert.equal(again.headers.get("Location"), `/demo/inspections/${encId}`);
  const byRo = await htmlPage(owner, "/demo/inspections/new?repairOrder=ro-24051");
  assert.equal(byRo.headers.get("Location"), `/demo/inspections/${demoEncId}`);
  const newRo = await htmlPage(owner, "/demo/inspections/new?repairOrder=RO-NEW 1");
  assert.equal(newRo.headers.get("Location"), "/demo/inspections/add?ro=RO-NEW+1");
  for (const response of [fresh, again, byRo, newRo]) await response.body?.cancel();
});

test("the lookup finds customers by name, phone or e-mail with their vehicles", async () => {
  const lookup = async (query: string) =>
    (await (await sessions.mechanic.request(`/ajax/customers/lookup?shop=demo&${query}`)).json()).customers;
  const [found] = await lookup("search=gonz");
  assert.equal(found.lastName, "Gonzalez");
  assert.equal(found.vehicles[0].plate, "8KJM214");
  assert.equal((await lookup("phone=555-0101"))[0].lastName, "Gonzalez");
  assert.equal((await lookup("email=maria.g"))[0].lastName, "Gonzalez");
  assert.equal((await lookup("name=northside"))[0].companyName, "Northside Plumbing");
});

test("the quicklist puts the mechanic's open work first and opens checklists", async () => {
  const { html } = await sessions.mechanic.page("/demo/open-new-inspection-quicklist");
  assert.match(html, /href="\/demo\/quick-create"/);
  assert.match(html, /\/checklist"/);
  assert.doesNotMatch(html, /RO-24054/, "audited work is not on the bay's list");
  assert.match(html, /Sent back/);
});
