// The customers pages and the customer page's save over real HTTP (decision 022): who may open and call
// each (owners and managers: customers.manage; a user of another shop gets the 404 of a shop that does not
// exist), the list's filters, order and 400s, the lookup page, and the save's versions: a stale save is a
// 409 with the customer as stored, and writes nothing.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { htmlPage, type HttpClient } from "../support/http_client.ts";
import { assertEachRoleAnswers, callAnswers, pageAnswers } from "../support/who_may.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];

let maria: { id: number; vehicleId: number };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `customers pages: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  roles: ROLES,
  async setup({ sql }) {
    [maria] = await sql<{ id: number; vehicleId: number }[]>`
      select c.id, s.id as "vehicleId" from customers c join subjects s on s.customer_id = c.id
      where c.last_name = 'Gonzalez'`;
  },
});
const { sessions } = fixture;

interface Stored {
  firstName: string;
  lastName: string;
  companyName: string;
  phoneMobile: string;
  phoneLandline: string;
  email: string;
  contactPref: string;
  notes: string;
  version: number;
}

async function stored(id = maria.id): Promise<Stored> {
  const [row] = await fixture.sql<Stored[]>`
    select first_name as "firstName", last_name as "lastName", company_name as "companyName",
      phone_mobile as "phoneMobile", phone_landline as "phoneLandline", email, contact_pref as "contactPref",
      notes, version
    from customers where id = ${id}`;
  return row;
}

/** The save's body: the customer as stored, with `changes`, against `version` (the stored one unless said). */
async function body(changes: Record<string, unknown> = {}, id = maria.id): Promise<Record<string, unknown>> {
  const { notes, version, ...fields } = await stored(id);
  return { customerVersion: version, ...fields, customerNotes: notes, ...changes };
}

const save = async (client: HttpClient, changes: Record<string, unknown> = {}, shop = "demo") =>
  client.call(`/ajax/customers/${maria.id}?shop=${shop}`, "POST", await body(changes));

const MANAGERS = { mechanic: 403, manager: 200, owner: 200 } as const;
const cases = [
  { what: "GET /demo/customers", path: () => "/demo/customers" },
  { what: "GET /demo/customers?search=", path: () => "/demo/customers?search=gonz&orderBy=vehicles" },
  { what: "GET /demo/customers/{id}/edit", path: () => `/demo/customers/${maria.id}/edit` },
  { what: "GET /demo/customers/lookup", path: () => "/demo/customers/lookup?search=0101" },
];

for (const page of cases) {
  test(`who may: ${page.what}`, async () => {
    await assertEachRoleAnswers(
      ROLES,
      { what: page.what, expected: pageAnswers<Role>(MANAGERS) },
      (role) => htmlPage(sessions[role], page.path()),
      ({ role, body, label }) => {
        if (role !== "manager" && role !== "owner") {
          for (const secret of ["Gonzalez", "+14155550101", "(415) 555-0101"]) {
            assert.ok(!body.includes(secret), `${label} must not show ${secret}`);
          }
        }
        if (role === "mechanic") {
          assert.match(body, /Only shop owners and managers can see and change/, label);
        }
      },
    );
  });
}

test("who may: POST /ajax/customers/{id}", async () => {
  await assertEachRoleAnswers(
    ROLES,
    { what: "POST /ajax/customers/{id}", expected: callAnswers<Role>(MANAGERS) },
    async (role) => await save(sessions[role], { customerNotes: `Saved by the ${role}` }),
    ({ role, body, label }) => {
      if (role === "otherShopOwner") assert.match(body, /There is no shop at this address/, label);
      if (role !== "manager" && role !== "owner") assert.ok(!body.includes("Gonzalez"), label);
    },
  );
  assert.equal((await stored()).notes, "Saved by the owner");
  // Another shop's owner naming their own shop: the demo's customer is not theirs.
  const other = sessions.otherShopOwner;
  const response = await save(other, {}, fixture.otherShop.uriName);
  assert.equal(response.status, 404);
  assert.equal((await response.json()).message, "There is no such customer in this shop.");
});

test("the list shows the shop's customers with their vehicles, and links to each customer's page", async () => {
  const { html, status } = await sessions.manager.page("/demo/customers");
  assert.equal(status, 200);
  assert.match(html, /<h1>Customers<\/h1>/);
  assert.match(html, new RegExp(`href="/demo/customers/${maria.id}/edit">Maria Gonzalez</a>`));
  assert.match(html, /href="\/demo\/customers\/dedupe"/);
  assert.match(html, /href="\/demo\/customers\/lookup"/);
  assert.match(html, /1–\d+ of \d+ customers/);
  assert.match(html, /\(415\) 555-0101/, "numbers as people read them");
  const nav = /<nav aria-label="Shop sections"[^>]*>(.*?)<\/nav>/s.exec(html)![1];
  assert.match(nav, /href="\/demo\/customers"[^>]*>Customers</);
  const bay = await sessions.mechanic.page("/demo/inspections");
  const mechanicNav = /<nav aria-label="Shop sections"[^>]*>(.*?)<\/nav>/s.exec(bay.html)![1];
  assert.doesNotMatch(mechanicNav, />Customers</, "a mechanic is not offered the customers pages");
});

test("the list's search finds a customer by the last digits of their phone, and fname/lname by prefix", async () => {
  const manager = sessions.manager;
  const byPhone = await manager.page("/demo/customers?search=0101");
  assert.match(byPhone.html, />Maria Gonzalez</);
  assert.match(byPhone.html, /1–1 of 1 customer</);
  const byNames = await manager.page("/demo/customers?fname=mar&lname=gon");
  assert.match(byNames.html, />Maria Gonzalez</);
  const none = await manager.page("/demo/customers?lname=zzz");
  assert.match(none.html, /No customers match these filters/);
  const paged = await manager.page("/demo/customers?pageSize=1&page=2&orderBy=name&asc=1");
  assert.match(paged.html, /2–2 of \d+ customers/);
});

test("a bad list query is a 400 whose page says why above the filters", async () => {
  for (
    const [query, message] of [
      ["page=0", "page must be a whole number from 1 to 100000"],
      ["orderBy=price", "orderBy must be one of name, company, mobile, email, vehicles, created"],
      ["asc=yes", "asc must be 1 or 0."],
      ["pageSize=5000", "pageSize must be a whole number from 1 to 200"],
    ]
  ) {
    const { status, html } = await sessions.owner.page(`/demo/customers?${query}`);
    assert.equal(status, 400, query);
    assert.ok(html.indexOf(message) > 0 && html.indexOf(message) < html.indexOf('role="search"'), query);
  }
});

test("the lookup page shows the matches with their vehicles", async () => {
  const { html, status } = await sessions.owner.page("/demo/customers/lookup?phone=0101");
  assert.equal(status, 200);
  assert.match(html, new RegExp(`href="/demo/customers/${maria.id}/edit">Maria Gonzalez</a>`));
  assert.match(html, new RegExp(`href="/demo/vehicles/${maria.vehicleId}"`));
  const none = await sessions.owner.page("/demo/customers/lookup?email=nobody@nowhere.example");
  assert.match(none.html, /No customer matches/);
  const empty = await sessions.owner.page("/demo/customers/lookup");
  assert.equal(empty.status, 200);
  assert.doesNotMatch(empty.html, /Gonzalez/);
});

test("the customer's page shows the fields, the vehicles, the inspections and the trail", async () => {
  const { html, status } = await sessions.owner.page(`/demo/customers/${maria.id}/edit`);
  assert.equal(status, 200);
  assert.match(html, /<h1>Maria Gonzalez<\/h1>/);
  for (const field of ["firstName", "lastName", "companyName", "phoneMobile", "phoneLandline", "email"]) {
    assert.match(html, new RegExp(`name="${field}"`), field);
  }
  assert.match(html, /<option value="donotcontact"[^>]*>Do not contact<\/option>/);
  assert.match(html, /name="customerNotes"/);
  assert.match(html, new RegExp(`href="/demo/vehicles/${maria.vehicleId}"`));
  assert.match(html, /<h2 id="history-inspections">Inspections<\/h2>/);
  assert.match(html, /<h2 id="customer-messages">Messages sent<\/h2>/);
  assert.match(html, /<h2 id="customer-trail">Trail<\/h2>/);
  for (const path of ["/demo/customers/999999/edit", "/demo/customers/abc/edit"]) {
    const missing = await sessions.owner.page(path);
    assert.equal(missing.status, 404, path);
  }
  const otherShops = await sessions.otherShopOwner.page(
    `/${fixture.otherShop.uriName}/customers/${maria.id}/edit`,
  );
  assert.equal(otherShops.status, 404);
  assert.doesNotMatch(otherShops.html, /Gonzalez/);
});

test("a save keeps every field; a changed contact preference is in the trail", async () => {
  const owner = sessions.owner;
  await owner.page(`/demo/customers/${maria.id}/edit`);
  const before = await stored();
  const response = await save(owner, {
    companyName: "Gonzalez Catering",
    email: "Maria@Gonzalez.example",
    phoneLandline: "(415) 555-0190",
    contactPref: "email",
    customerNotes: "  Prefers mornings  ",
  });
  assert.equal(response.status, 200);
  const answer = await response.json();
  assert.equal(answer.outcome, "saved");
  assert.equal(answer.customer.customerNotes, "Prefers mornings");
  assert.equal(answer.customer.version, before.version + 1, "one save raises the version once");
  const after = await stored();
  assert.deepEqual(
    { ...after, version: undefined },
    {
      ...before,
      version: undefined,
      companyName: "Gonzalez Catering",
      email: "maria@gonzalez.example",
      phoneLandline: "+14155550190",
      contactPref: "email",
      notes: "Prefers mornings",
    },
  );
  const again = await save(owner, {});
  assert.equal((await again.json()).outcome, "unchanged");
  const page = await owner.page(`/demo/customers/${maria.id}/edit`);
  assert.match(page.html, /Contact preference changed from [A-Za-z ]+ to E-mail/);
});

test("a stale save is a 409 with the customer as stored, and writes nothing", async () => {
  const owner = sessions.owner;
  const manager = sessions.manager;
  const read = await body();
  const first = await manager.call(`/ajax/customers/${maria.id}?shop=demo`, "POST", {
    ...read,
    customerNotes: "The manager's note",
  });
  assert.equal(first.status, 200);
  const theirs = await stored();
  for (
    const change of [{ customerNotes: "The owner's note" }, { firstName: "Mariah" }, { contactPref: "sms" }]
  ) {
    const stale = await owner.call(`/ajax/customers/${maria.id}?shop=demo`, "POST", { ...read, ...change });
    assert.equal(stale.status, 409, JSON.stringify(change));
    const answer = await stale.json();
    assert.equal(answer.outcome, "conflict");
    assert.match(answer.message, /Someone else changed this customer/);
    assert.equal(answer.customer.customerNotes, "The manager's note");
    assert.equal(answer.customer.version, theirs.version);
    assert.deepEqual(await stored(), theirs, "nothing written");
  }
  // The same values again on the old version change nothing, so they are not a conflict.
  const resent = await manager.call(`/ajax/customers/${maria.id}?shop=demo`, "POST", {
    ...read,
    customerNotes: "The manager's note",
  });
  assert.equal(resent.status, 200);
  assert.equal((await resent.json()).outcome, "unchanged");
});

test("bad input is a 4xx that says what is wrong, and writes nothing", async () => {
  const owner = sessions.owner;
  await owner.page("/demo/customers");
  const before = await stored();
  const cases: Array<[Record<string, unknown>, number, RegExp]> = [
    [{ contactPref: "maybe" }, 400, /contactPref is one of undefined, donotcontact, email, sms, phonecall/],
    [{ email: "not-an-address" }, 400, /not-an-address/],
    [{ phoneMobile: "12" }, 400, /12/],
    [{ customerNotes: "x".repeat(4001) }, 400, /The notes is too long: at most 4,000 characters/],
    [{ customerVersion: "one" }, 400, /customerVersion must be the version the page read/],
    [{ favouriteColour: "red" }, 400, /Unknown field: favouriteColour/],
    [
      { firstName: "", lastName: "", companyName: "" },
      400,
      /A customer needs a first name, a last name or a company name/,
    ],
  ];
  for (const [change, status, message] of cases) {
    const response = await save(owner, change);
    assert.equal(response.status, status, JSON.stringify(change).slice(0, 80));
    assert.match((await response.json()).message, message);
  }
  const notJson = await owner.call(`/ajax/customers/${maria.id}?shop=demo`, "POST", undefined, {
    "Content-Type": "application/json",
  });
  assert.equal(notJson.status, 400);
  await notJson.body?.cancel();
  const noShop = await owner.call(`/ajax/customers/${maria.id}`, "POST", await body());
  assert.equal(noShop.status, 400);
  assert.match((await noShop.json()).message, /Send shop/);
  const missing = await owner.call("/ajax/customers/999999?shop=demo", "POST", await body());
  assert.equal(missing.status, 404);
  assert.equal((await missing.json()).message, "There is no such customer in this shop.");
  const noToken = await owner.call(`/ajax/customers/${maria.id}?shop=demo`, "POST", await body(), {
    "X-CSRF-Token": "",
  });
  assert.equal(noToken.status, 403);
  await noToken.body?.cancel();
  assert.deepEqual(await stored(), before, "nothing written");
});

test("the reports sent to a customer are their messages; the list shows their last visit", async () => {
  const owner = sessions.owner;
  const [northside] = await fixture.sql<{ customerId: number; encId: string }[]>`
    select i.customer_id as "customerId", i.enc_id as "encId" from inspections i
    where i.ro_number = 'RO-24054'`;
  await owner.page(`/demo/inspections/${northside.encId}/report`);
  const sent = await owner.call(`/ajax/inspections/${northside.encId}/report/link`, "POST");
  assert.equal(sent.status, 200);
  await sent.body?.cancel();
  const { html } = await owner.page(`/demo/customers/${northside.customerId}/edit`);
  const messages = /<h2 id="customer-messages">(.*?)<\/section>/s.exec(html)![1];
  assert.match(messages, /Report link copied to send another way/);
  assert.match(messages, new RegExp(`href="/demo/inspections/${northside.encId}/report"`));
  const list = await owner.page("/demo/customers?search=northside");
  const row = /<tr>(?:(?!<\/tr>).)*Northside Plumbing.*?<\/tr>/s.exec(list.html)![0];
  assert.match(row, /<td class="nowrap">[A-Z][a-z]{2} \d{1,2}, \d{4}<\/td><\/tr>/, "the last visit's day");
});
