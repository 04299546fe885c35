// The inspection's details page, its event trail and the header calls over real HTTP
// (docs/inspections/header_and_events.md): who may open and write them, the 404s that give nothing of another
// shop away (and the same 404 for a tampered id), stale versions answered with 409 and the stored values,
// and the 400s that say what is wrong.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection } from "../support/inspection_shop.ts";
import { inspectionShopSessions } from "../support/inspection_shop_sessions.ts";
import { assertEachRoleAnswers } from "../support/who_may.ts";

type Role = "anonymous" | "mechanic" | "manager" | "owner" | "otherShopOwner";
const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];

let shop: InspectionShop;
let enc: string;
let inspectionId: number;
let otherEnc: string;
const sessions = {} as Record<Role, HttpClient>;
const NO_SUCH = "There is no such inspection in this shop.";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `inspection header: ${name}`, ...LONG_LIVED, fn });

/** The same id with one character changed: it decrypts to nothing. */
function tampered(id: string): string {
  const index = Math.floor(id.length / 2);
  return id.slice(0, index) + (id[index] === "A" ? "B" : "A") + id.slice(index + 1);
}

const fixture = appFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    enc = inspection.encId;
    inspectionId = inspection.id;
    const [otherType] = await sql<{ id: number }[]>`
      insert into inspection_types (shop_id, name, is_default, subject_type, customer_mode)
      values (${shop.other.id}, 'Their check', true, 'vehicle', 'optional') returning id`;
    const theirs = await sql.begin((tx) =>
      import("../../modules/inspections/mod.ts").then(({ createInspection }) =>
        createInspection(tx, keys, shop.other.id, shop.outsider.viewer, {
          typeId: otherType.id,
          customer: { firstName: "Secret", lastName: "Customer" },
          vehicle: null,
          roNumber: "THEIR-RO",
        }, "")
      )
    );
    otherEnc = theirs.encId;
    Object.assign(sessions, await inspectionShopSessions(app, shop));
  },
});

/** The inspection's version now. */
async function currentVersion(): Promise<number> {
  const [{ version }] = await fixture.sql<{ version: number }[]>`
    select version from inspections where id = ${inspectionId}`;
  return version;
}

/**
 * The header as the who-may calls leave it (RO-2002, "Customer waits", "Safety first"), and with `odometer`
 * the stale-version test's reading too, for a test run without them; what is stored already is not sent again.
 */
async function headerChanged(options: { odometer?: number } = {}): Promise<void> {
  const [stored] = await fixture.sql`
    select ro_number, notes, sales_pitch, odometer from inspections where id = ${inspectionId}`;
  const send = async (call: string, change: Record<string, unknown>) => {
    const response = await sessions.mechanic.call(`/ajax/inspections/${enc}/${call}`, "POST", {
      inspectionVersion: await currentVersion(),
      ...change,
    });
    assert.equal(response.status, 200, `${call}: ${await response.text()}`);
  };
  if (stored.ro_number !== "RO-2002") await send("header", { roNumber: "RO-2002" });
  if (stored.notes !== "Customer waits") await send("notes", { notes: "Customer waits" });
  if (stored.sales_pitch !== "Safety first") await send("sales-pitch", { salesPitch: "Safety first" });
  if (options.odometer && stored.odometer !== options.odometer) {
    await send("header", { odometer: options.odometer });
  }
}

type Expected = Record<Role, number | "login">;
const PAGE: Expected = { anonymous: "login", mechanic: 200, manager: 200, owner: 200, otherShopOwner: 404 };
const CALL: Expected = { anonymous: 401, mechanic: 200, manager: 200, owner: 200, otherShopOwner: 404 };
const cases: Array<
  {
    what: string;
    expected: Expected;
    request(client: HttpClient, id: string, version: number): Promise<Response>;
  }
> = [
  {
    what: "GET /{shop}/inspections/{enc}",
    expected: PAGE,
    request: (s, id) => htmlPage(s, `/${shop.shop.uriName}/inspections/${id}`),
  },
  {
    what: "GET /{shop}/inspections/{enc}/events",
    expected: PAGE,
    request: (s, id) => htmlPage(s, `/${shop.shop.uriName}/inspections/${id}/events`),
  },
  // Every member sends the same change with the version the test began with: the first saves it, the rest
  // find it saved (idempotent, 200).
  {
    what: "POST /ajax/inspections/{enc}/header",
    expected: CALL,
    request: (s, id, version) =>
      s.call(`/ajax/inspections/${id}/header`, "POST", { inspectionVersion: version, roNumber: "RO-2002" }),
  },
  {
    what: "POST /ajax/inspections/{enc}/notes",
    expected: CALL,
    request: (s, id, version) =>
      s.call(`/ajax/inspections/${id}/notes`, "POST", {
        inspectionVersion: version,
        notes: "Customer waits",
      }),
  },
  {
    what: "POST /ajax/inspections/{enc}/sales-pitch",
    expected: CALL,
    request: (s, id, version) =>
      s.call(`/ajax/inspections/${id}/sales-pitch`, "POST", {
        inspectionVersion: version,
        salesPitch: "Safety first",
      }),
  },
  {
    what: "POST /ajax/inspections/{enc}/report-options",
    expected: CALL,
    request: (s, id, version) =>
      s.call(`/ajax/inspections/${id}/report-options`, "POST", {
        inspectionVersion: version,
        showPrices: false,
      }),
  },
];

for (const testCase of cases) {
  test(`who may: ${testCase.what}`, async () => {
    const version = await currentVersion();
    const request = (role: Role) => testCase.request(sessions[role], enc, version);
    await assertEachRoleAnswers(ROLES, testCase, request, ({ role, body, label }) => {
      if (role === "anonymous" || role === "otherShopOwner") {
        for (const secret of ["Driver", "RO-1001", "RO-2002", "7ABC123", "jane@driver.example"]) {
          assert.ok(!body.includes(secret), `${label} must not show ${secret}`);
        }
      }
      if (role === "otherShopOwner" && testCase.what.includes("/ajax/")) {
        assert.match(body, new RegExp(NO_SUCH), label);
      }
    });
    // A tampered id is the same 404 as another shop's, for the shop's own owner.
    const response = await testCase.request(sessions.owner, tampered(enc), version);
    assert.equal(response.status, 404, `${testCase.what} with a tampered id`);
    await response.body?.cancel();
  });
}

test("another shop's inspection under this shop's address is a 404, and the other way round", async () => {
  const ours = await htmlPage(sessions.owner, `/${shop.shop.uriName}/inspections/${otherEnc}`);
  assert.equal(ours.status, 404);
  assert.ok(!(await ours.text()).includes("THEIR-RO"));
  const call = await sessions.owner.call(`/ajax/inspections/${otherEnc}/notes`, "POST", {
    inspectionVersion: 1,
    notes: "mine now",
  });
  assert.equal(call.status, 404);
  assert.deepEqual(await call.json(), { message: NO_SUCH });
  const theirs = await htmlPage(sessions.otherShopOwner, `/${shop.other.uriName}/inspections/${enc}`);
  assert.equal(theirs.status, 404);
  assert.ok(!(await theirs.text()).includes("Driver"));
  const [row] = await fixture.sql`select notes from inspections where enc_id = ${otherEnc}`;
  assert.equal(row.notes, "");
});

test("the details page shows the header as stored, and Back only for a path of the same shop", async () => {
  await headerChanged();
  const base = `/${shop.shop.uriName}/inspections/${enc}`;
  const back = encodeURIComponent(`/${shop.shop.uriName}/inspections?status=created`);
  const { status, html } = await sessions.mechanic.page(`${base}?returnUrl=${back}`);
  assert.equal(status, 200);
  for (
    const shown of [
      'value="Jane"',
      'value="Driver"',
      'value="2HGFC2F59KH512345"',
      'value="RO-2002"',
      "Safety first",
    ]
  ) {
    assert.ok(html.includes(shown), `the page shows ${shown}`);
  }
  assert.match(html, new RegExp(`href="/${shop.shop.uriName}/inspections\\?status=created">Back<`));
  for (
    const elsewhere of ["https://evil.example/", "//evil.example/x", `/${shop.other.uriName}/inspections`]
  ) {
    const other = await sessions.mechanic.page(`${base}?returnUrl=${encodeURIComponent(elsewhere)}`);
    assert.equal(other.status, 200);
    assert.ok(!other.html.includes(">Back<"), `no Back to ${elsewhere}`);
    // No link goes there. (The header's Help link names this page's own address, query included, as its
    // way back; the help page's Back accepts only a path of this site.)
    assert.ok(!/href="(?:https?:)?\/\/evil\.example/.test(other.html), `no link to ${elsewhere}`);
  }
});

test("a stale version is a 409 with the stored values; the current parts are saved", async () => {
  await headerChanged();
  const owner = sessions.owner;
  const [{ version }] = await fixture.sql<{ version: number }[]>`
    select version from inspections where id = ${inspectionId}`;
  const fresh = await owner.call(`/ajax/inspections/${enc}/header`, "POST", {
    inspectionVersion: version,
    odometer: 48250,
  });
  assert.equal(fresh.status, 200);
  const saved = await fresh.json();
  assert.equal(saved.values.odometer, 48250);
  const stale = await sessions.mechanic.call(`/ajax/inspections/${enc}/header`, "POST", {
    inspectionVersion: version,
    subjectVersion: 1,
    odometer: 48300,
    make: "Acura",
  });
  assert.equal(stale.status, 409);
  const body = await stale.json();
  assert.deepEqual(
    {
      inspectionConflict: body.inspectionConflict,
      subjectConflict: body.subjectConflict,
      customerConflict: body.customerConflict,
      inspectionVersion: body.inspectionVersion,
      subjectVersion: body.subjectVersion,
    },
    {
      inspectionConflict: true,
      subjectConflict: false,
      customerConflict: false,
      inspectionVersion: version + 1,
      subjectVersion: 2,
    },
  );
  assert.equal(body.values.odometer, 48250, "the owner's odometer stays");
  assert.equal(body.values.make, "Acura", "the vehicle part was current");
  const staleNotes = await sessions.mechanic.call(`/ajax/inspections/${enc}/notes`, "POST", {
    inspectionVersion: 1,
    notes: "old page",
  });
  assert.equal(staleNotes.status, 409);
  assert.equal((await staleNotes.json()).values.notes, "Customer waits");
});

test("bad input is a 400 that says what is wrong, and writes nothing", async () => {
  const [{ version }] = await fixture.sql<{ version: number }[]>`
    select version from inspections where id = ${inspectionId}`;
  const owner = sessions.owner;
  const header = (body: unknown) => owner.call(`/ajax/inspections/${enc}/header`, "POST", body);
  const cases: Array<[() => Promise<Response>, string]> = [
    [() => header({ inspectionVersion: version, odometer: -1 }), "whole number from 0 to 9,999,999"],
    [() => header({ inspectionVersion: version, odometer: "lots" }), "whole number from 0 to 9,999,999"],
    [() => header({ inspectionVersion: version, subjectVersion: 2, modelYear: 2200 }), "1886 to 2100"],
    [
      () => header({ inspectionVersion: version, customerVersion: 1, email: "nope" }),
      "not an e-mail address",
    ],
    [() => header({ inspectionVersion: version, roNumber: "x".repeat(41) }), "at most 40 characters"],
    [() => header({ inspectionVersion: version, notes: "x".repeat(4001) }), "at most 4,000 characters"],
    [
      () => header({ inspectionVersion: version, managerUserId: shop.outsider.id }),
      "not an active member",
    ],
    [() => header({ inspectionVersion: version, typeId: 999999 }), "no such inspection type"],
    [() => header({ inspectionVersion: version, wheels: 4 }), "Unknown field: wheels"],
    [() => header({ inspectionVersion: version, customerId: "Jane" }), "customerId must be a customer"],
    [() => header({ inspectionVersion: version, customerId: 999999 }), "this one has a customer"],
    [
      () => header({ inspectionVersion: version, confirmSecondCustomer: "yes" }),
      "confirmSecondCustomer must be true or false",
    ],
    [() => header({ odometer: 1 }), "inspectionVersion must be the version the page read"],
    [() => header([1, 2]), "must be a JSON object"],
    [
      () =>
        owner.call(`/ajax/inspections/${enc}/report-options`, "POST", {
          inspectionVersion: version,
          showAll: true,
        }),
      "Unknown report option: showAll",
    ],
    [
      () =>
        owner.call(`/ajax/inspections/${enc}/sales-pitch`, "POST", {
          inspectionVersion: version,
          salesPitch: 5,
        }),
      "The sales pitch must be text.",
    ],
  ];
  for (const [send, message] of cases) {
    const response = await send();
    const text = await response.text();
    assert.ok([400, 404].includes(response.status), `${message}: ${response.status} ${text}`);
    assert.ok(text.includes(message), `${message}: ${text}`);
    assert.ok(!/\n\s+at /.test(text), "no stack trace");
  }
  const [after] = await fixture.sql<{ version: number }[]>`
    select version from inspections where id = ${inspectionId}`;
  assert.equal(after.version, version, "nothing was written");
  const notJson = await owner.request(`/ajax/inspections/${enc}/notes`, {
    method: "POST",
    headers: { "X-CSRF-Token": owner.csrfToken, "Content-Type": "text/plain" },
    body: "notes",
  });
  assert.equal(notJson.status, 415);
  await notJson.body?.cancel();
  const noToken = await owner.request(`/ajax/inspections/${enc}/notes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ inspectionVersion: version, notes: "no token" }),
  });
  assert.equal(noToken.status, 403);
  await noToken.body?.cancel();
});

test("changing the type after a result is saved is a 409 that says why", async () => {
  const { sql } = fixture;
  const [{ id: tireType }] = await sql<{ id: number }[]>`
    insert into inspection_types (shop_id, name, subject_type, customer_mode)
    values (${shop.shop.id}, 'Tire check', 'vehicle', 'optional') returning id`;
  const saved = await sessions.mechanic.call(`/ajax/inspections/${enc}/items/${shop.tasks.horn}`, "POST", {
    itemVersion: 1,
    result: "pass",
  });
  assert.equal(saved.status, 200);
  await saved.body?.cancel();
  const [{ version }] = await sql<
    { version: number }[]
  >`select version from inspections where id = ${inspectionId}`;
  const response = await sessions.owner.call(`/ajax/inspections/${enc}/header`, "POST", {
    inspectionVersion: version,
    typeId: tireType,
  });
  assert.equal(response.status, 409);
  assert.deepEqual(await response.json(), {
    message: "The inspection type can't be changed any more: results have been saved on its checklist.",
  });
});

test("a customer added on Details with another customer's mobile is asked first; Use takes her, confirmed saves a second", async () => {
  const { sql, keys } = fixture.app.services;
  const [jane] = await sql<{ id: number }[]>`
    select id from customers where shop_id = ${shop.shop.id} and first_name = 'Jane' order by id limit 1`;
  const [secret] = await sql<{ id: number }[]>`
    select id from customers where shop_id = ${shop.other.id} and first_name = 'Secret'`;
  const bare = () => newInspection(sql, keys, shop, { customer: null, vehicle: null });
  const save = (client: HttpClient, encId: string, body: Record<string, unknown>) =>
    client.call(`/ajax/inspections/${encId}/header`, "POST", body);
  const stored = async (id: number) => {
    const [row] = await sql`
      select i.version, i.customer_id, i.odometer,
             (select count(*)::int from customers where shop_id = i.shop_id) as customers
      from inspections i where i.id = ${id}`;
    return { ...row };
  };
  // Janet, typed on the Details tab with Jane Driver's mobile number written another way.
  const janet = {
    inspectionVersion: 1,
    firstName: "Janet",
    lastName: "Driver",
    phoneMobile: "415.555.0142",
    odometer: 1200,
  };

  const asked = await bare();
  const before = await stored(asked.id);
  const question = await save(sessions.mechanic, asked.encId, janet);
  assert.equal(question.status, 409);
  const body = await question.json();
  assert.equal(
    body.message,
    "Jane Driver already has the mobile number (415) 555-0142. Use Jane Driver, or save a second customer with it?",
  );
  assert.equal(body.ask, "secondCustomer");
  assert.deepEqual(
    body.sameCustomers.map((one: { id: number; firstName: string; sameBy: string[] }) => [
      one.id,
      one.firstName,
      one.sameBy,
    ]),
    [[jane.id, "Jane", ["mobile"]]],
  );
  assert.deepEqual(await stored(asked.id), before, "nothing of a question is written");

  // Another shop's user: the 404 that gives nothing away, no name; nor is another shop's customer taken.
  const outsider = await save(sessions.otherShopOwner, asked.encId, janet);
  assert.equal(outsider.status, 404);
  assert.deepEqual(await outsider.json(), { message: NO_SUCH });
  const theirs = await save(sessions.mechanic, asked.encId, { ...janet, customerId: secret.id });
  assert.equal(theirs.status, 404);
  assert.deepEqual(await theirs.json(), { message: "There is no such customer in this shop." });
  assert.deepEqual(await stored(asked.id), before);

  // "Use Jane Driver": the inspection takes her as she is stored; what was typed is not written on her.
  const used = await save(sessions.mechanic, asked.encId, { ...janet, customerId: jane.id });
  assert.equal(used.status, 200);
  const usedBody = await used.json();
  assert.deepEqual(
    [usedBody.values.firstName, usedBody.values.email, usedBody.values.odometer],
    ["Jane", "jane@driver.example", 1200],
  );
  assert.deepEqual(await stored(asked.id), {
    ...before,
    version: before.version + 1,
    customer_id: jane.id,
    odometer: 1200,
  });
  const [still] = await sql`select first_name from customers where id = ${jane.id}`;
  assert.equal(still.first_name, "Jane");

  // "Save a second customer with this number" (a family's phone): saved when confirmed.
  const confirmed = await bare();
  const second = await save(sessions.mechanic, confirmed.encId, { ...janet, confirmSecondCustomer: true });
  assert.equal(second.status, 200);
  assert.equal((await second.json()).values.firstName, "Janet");
  const after = await stored(confirmed.id);
  assert.equal(after.customers, before.customers + 1);
  assert.notEqual(after.customer_id, jane.id);

  // The other shop adding a customer with the same number is not asked: Jane is not their customer.
  const [otherType] = await sql<{ id: number }[]>`
    select id from inspection_types where shop_id = ${shop.other.id} limit 1`;
  const { createInspection } = await import("../../modules/inspections/mod.ts");
  const elsewhere = await sql.begin((tx) =>
    createInspection(tx, keys, shop.other.id, shop.outsider.viewer, {
      typeId: otherType.id,
      customer: null,
      vehicle: null,
    }, "")
  );
  const notAsked = await save(sessions.otherShopOwner, elsewhere.encId, janet);
  assert.equal(notAsked.status, 200, await notAsked.clone().text());
  assert.equal((await notAsked.json()).values.firstName, "Janet");
});

test("the event trail lists the changes newest first, with who and from where, and filters by kind", async () => {
  await headerChanged({ odometer: 48250 });
  const base = `/${shop.shop.uriName}/inspections/${enc}`;
  await sessions.manager.request(`/ajax/inspections/${enc}/notes`, {
    method: "POST",
    headers: {
      "X-CSRF-Token": sessions.manager.csrfToken,
      "Content-Type": "application/json",
      Referer: `${fixture.app.url}${base}`,
    },
    body: JSON.stringify({
      inspectionVersion: (await fixture.sql`select version from inspections where id = ${inspectionId}`)[0]
        .version,
      notes: "From the details page",
    }),
  }).then((response) => response.body?.cancel());
  const { status, html } = await sessions.mechanic.page(`${base}/events`);
  assert.equal(status, 200);
  const notes = html.indexOf("notes changed");
  const created = html.indexOf("Inspection created: Courtesy check");
  assert.ok(notes > 0 && created > notes, "newest first");
  assert.ok(html.includes("RO RO-1001 → RO-2002"));
  assert.ok(html.includes("odometer 48,213 → 48,250 mi"));
  assert.ok(html.includes("Maya Manager"));
  assert.ok(html.includes("From Details"), "the page a change came from");
  const filtered = await sessions.mechanic.page(`${base}/events?kind=salesPitch`);
  assert.ok(filtered.html.includes("sales pitch changed"));
  assert.ok(!filtered.html.includes("Inspection created"));
  assert.ok(filtered.html.includes("1–1 of 1 change,"));
});
