// The vehicle pages and their calls over real HTTP (issue 20 item 4): who may open /{shop}/vehicles/{id} and
// /{shop}/vehicles/details-by-vin (every member; another shop's owner gets a 404), what the vehicle page shows
// (every field of the vehicle history record, its inspections with results and the declined work still
// open, its owner), the save (versions: a stale save is a 409 with the vehicle as stored, nothing written)
// and the transfer to another customer (owners and managers; a stale version 409; another shop's customer
// or vehicle 404; CSRF; bad input 4xx, nothing written).
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { htmlPage, type HttpClient } from "../support/http_client.ts";
import { assertEachRoleAnswers, callAnswers, pageAnswers } from "../support/who_may.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];
// A real VIN with a right check digit (the well-known 2003 Honda Accord example).
const VIN = "1HGCM82633A004352";

let rav4: { id: number; customerId: number; encId: string };
let carter: { id: number };
let otherCustomer: { id: number };
let otherVehicle: { id: number };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `vehicle pages: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  roles: ROLES,
  async setup({ sql }) {
    [rav4] = await sql<typeof rav4[]>`
      select s.id, s.customer_id as "customerId", i.enc_id as "encId" from subjects s
      join customers c on c.id = s.customer_id join inspections i on i.subject_id = s.id
      where c.last_name = 'Gonzalez' and s.model = 'RAV4' order by i.id limit 1`;
    [carter] = await sql<typeof carter[]>`select id from customers where last_name = 'Carter' limit 1`;
    // What the page must show of the history: the report went out with a recommendation and a failure
    // the customer did not buy, and a pass.
    await sql`update subjects set vin = ${VIN}, trim = 'XLE', engine = '2.5L I4', color = '#1a2b3c',
      color_desc = 'Blueprint', notes = 'Roof rack' where id = ${rav4.id}`;
    const items = await sql<{ taskId: number }[]>`
      select task_id as "taskId" from inspection_items i join inspections n on n.id = i.inspection_id
      where n.enc_id = ${rav4.encId} order by task_id limit 3`;
    const results = ["pass", "warn", "fail"];
    for (const [index, item] of items.entries()) {
      await sql`update inspection_items set result = ${results[index]}, sold = false
        where inspection_id = (select id from inspections where enc_id = ${rav4.encId}) and task_id = ${item.taskId}`;
    }
    await sql`update inspections set report_sent_at = now(), status = 'reportSent' where enc_id = ${rav4.encId}`;
  },
});
const { sessions } = fixture;

async function otherShopRows() {
  if (otherCustomer) return;
  const shopId = fixture.otherShop.id;
  [otherCustomer] = await fixture.sql<{ id: number }[]>`
    insert into customers (shop_id, first_name, last_name) values (${shopId}, 'Olga', 'Other') returning id`;
  [otherVehicle] = await fixture.sql<{ id: number }[]>`
    insert into subjects (shop_id, customer_id, make, model) values (${shopId}, ${otherCustomer.id}, 'Fiat', '500')
    returning id`;
}

interface Stored {
  customerId: number;
  version: number;
  make: string;
  model: string;
  modelYear: number | null;
  vin: string;
  plate: string;
  plateIssuer: string;
  trim: string;
  style: string;
  vehicleType: string;
  size: string;
  engine: string;
  transmission: string;
  colorDesc: string;
  color: string | null;
  notes: string;
}

async function stored(id = rav4.id): Promise<Stored> {
  const [row] = await fixture.sql<Stored[]>`
    select customer_id as "customerId", version, make, model, model_year as "modelYear", vin, plate,
      plate_issuer as "plateIssuer", trim, style, vehicle_type as "vehicleType", size, engine, transmission,
      color_desc as "colorDesc", color, notes
    from subjects where id = ${id}`;
  return row;
}

/** The save's body: the vehicle as stored, with `changes`, against its stored version unless said. */
async function body(changes: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const { customerId: _owner, version, color, ...fields } = await stored();
  return { subjectVersion: version, ...fields, vehicleColor: color, ...changes };
}

const save = async (client: HttpClient, changes: Record<string, unknown> = {}, id = rav4.id) =>
  client.call(`/ajax/vehicles/${id}`, "POST", await body(changes));

const transfer = async (client: HttpClient, customerId: number, version?: number, id = rav4.id) =>
  client.call(`/ajax/vehicles/${id}/transfer`, "POST", {
    customerId,
    version: version ?? (await stored()).version,
  });

const MEMBERS = { mechanic: 200, manager: 200, owner: 200 } as const;
const pages = [
  { what: "GET /demo/vehicles/{id}", path: () => `/demo/vehicles/${rav4.id}?inspection=${rav4.encId}` },
  { what: "GET /demo/vehicles/details-by-vin", path: () => `/demo/vehicles/details-by-vin?vin=${VIN}` },
];

for (const page of pages) {
  test(`who may: ${page.what}`, async () => {
    await assertEachRoleAnswers(
      ROLES,
      { what: page.what, expected: pageAnswers<Role>(MEMBERS) },
      (role) => htmlPage(sessions[role], page.path()),
      ({ role, body, label }) => {
        if (role === "anonymous" || role === "otherShopOwner") {
          for (const secret of ["RAV4", "Gonzalez", VIN]) {
            assert.ok(!body.includes(secret), `${label}: ${secret}`);
          }
        }
      },
    );
  });
}

test("the page shows every field of the record, the history with results, the declined work and the owner", async () => {
  const { html, status } = await sessions.mechanic.page(`/demo/vehicles/${rav4.id}?inspection=${rav4.encId}`);
  assert.equal(status, 200);
  assert.match(html, /<h1 class="vehicle-heading">.*2019 Toyota RAV4<\/h1>/s);
  assert.match(html, new RegExp(`href="/demo/inspections/${rav4.encId}">← Back to the inspection`));
  assert.match(html, /<dt>Owner<\/dt><dd>Maria Gonzalez<\/dd>/);
  for (const value of [VIN, "8KJM214", "XLE", "2.5L I4", "Blueprint", "#1a2b3c", "Roof rack"]) {
    assert.ok(html.includes(value), `the page shows ${value}`);
  }
  assert.match(html, /Valid VIN/);
  assert.match(html, /Subject \d+ · subclass \d+/);
  for (const label of ["Trim", "Style", "Type", "Size", "Engine", "Transmission", "Colour description"]) {
    assert.match(html, new RegExp(`<label for="vehicle-\\w+">${label}</label>`), label);
  }
  // The inspections with their counts, and the two items the customer did not buy.
  assert.match(
    html,
    /1 pass<\/span> <span class="result-warn">1 recommend<\/span> <span class="result-fail">1 fail/,
  );
  assert.match(html, /61,230 miles/);
  assert.equal((html.match(/<li class="declined-(warn|fail)"/g) ?? []).length, 2);
  // A mechanic may look and save, not transfer; the owner is named, not linked (the customer's page is for
  // owners and managers). What the page shows: its words also travel, unread, in its data (decision 028).
  assert.doesNotMatch(/<main[^>]*>(.*?)<\/main>/s.exec(html)![0], /Transfer to another customer/);
  assert.doesNotMatch(html, /href="\/demo\/customers\//);
  const asManager = (await sessions.manager.page(`/demo/vehicles/${rav4.id}`)).html;
  assert.match(asManager, /Transfer to another customer/);
  assert.match(asManager, new RegExp(`href="/demo/customers/${rav4.customerId}/edit">Maria Gonzalez</a>`));
});

test("a vehicle of another shop, or none, is the page's 404", async () => {
  await otherShopRows();
  for (const id of [otherVehicle.id, 999999999, 0]) {
    const { status, html } = await sessions.owner.page(`/demo/vehicles/${id}`);
    assert.equal(status, 404, `vehicle ${id}`);
    assert.ok(!html.includes("Fiat"));
  }
  assert.equal((await sessions.owner.page("/demo/vehicles/abc")).status, 404);
});

test("details-by-vin decodes the VIN and lists the shop's vehicles with it; a bad VIN says why", async () => {
  const { html, status } = await sessions.mechanic.page(
    `/demo/vehicles/details-by-vin?vin=${VIN.toLowerCase()}&inspection=${rav4.encId}`,
  );
  assert.equal(status, 200);
  assert.match(html, /<h1>VIN details<\/h1>/);
  assert.match(html, /Yes \(check digit right\)/);
  assert.match(html, /Honda/);
  assert.match(html, new RegExp(`href="/demo/vehicles/${rav4.id}"`));
  assert.match(html, new RegExp(`href="/demo/inspections/${rav4.encId}">← Back to the inspection`));
  const bad = await sessions.mechanic.page("/demo/vehicles/details-by-vin?vin=1HGCM82603A004352");
  assert.equal(bad.status, 200);
  assert.match(bad.html, /check digit|not a full VIN/);
  const blank = await sessions.mechanic.page("/demo/vehicles/details-by-vin");
  assert.equal(blank.status, 200);
  assert.match(blank.html, /name="vin"/);
});

test("who may: POST /ajax/vehicles/{id} (the page's save)", async () => {
  await assertEachRoleAnswers(
    ROLES,
    { what: "POST /ajax/vehicles/{id}", expected: callAnswers<Role>(MEMBERS) },
    async (role) => await save(sessions[role], { notes: `Saved by the ${role}` }),
    ({ role, body, label }) => {
      if (role === "anonymous" || role === "otherShopOwner") assert.ok(!body.includes("RAV4"), label);
    },
  );
  assert.equal((await stored()).notes, "Saved by the owner");
});

test("a save writes the new fields and raises the version; a stale one is a 409 that writes nothing", async () => {
  const owner = sessions.owner;
  const before = await stored();
  const saved = await save(owner, {
    trim: "Limited",
    size: "Compact",
    vehicleColor: "#FF0000",
    modelYear: 2020,
  });
  assert.equal(saved.status, 200);
  const answer = await saved.json();
  assert.equal(answer.outcome, "saved");
  assert.equal(answer.vehicle.trim, "Limited");
  assert.equal(answer.vehicle.vehicleColor, "#ff0000");
  const after = await stored();
  assert.deepEqual([after.trim, after.size, after.color, after.modelYear], [
    "Limited",
    "Compact",
    "#ff0000",
    2020,
  ]);
  assert.equal(after.version, before.version + 1);
  // The same again is no change, whatever the version.
  const again = await save(owner, { subjectVersion: before.version });
  assert.equal((await again.json()).outcome, "unchanged");
  // A change sent against the version before: the other person's values come back, nothing is written.
  const stale = await save(owner, { subjectVersion: before.version, trim: "Base" });
  assert.equal(stale.status, 409);
  const conflict = await stale.json();
  assert.equal(conflict.outcome, "conflict");
  assert.equal(conflict.vehicle.trim, "Limited");
  assert.match(conflict.message, /Someone else changed this vehicle/);
  assert.equal((await stored()).trim, "Limited");
  // No colour at all.
  assert.equal((await (await save(owner, { vehicleColor: null })).json()).vehicle.vehicleColor, null);
});

test("a save with bad input is a 4xx that says why and writes nothing", async () => {
  const owner = sessions.owner;
  const before = await stored();
  const cases: Array<[Record<string, unknown>, number, RegExp]> = [
    [{ vehicleColor: "#12345" }, 400, /A colour is 7 characters/],
    [{ vehicleColor: "red" }, 400, /A colour is 7 characters/],
    [{ vin: "NOT A VIN!" }, 400, /A VIN has only letters and digits/],
    [{ modelYear: 1700 }, 400, /model year/],
    [{ modelYear: "soon" }, 400, /model year/],
    [{ engine: "x".repeat(201) }, 400, /Engine is too long: at most 200/],
    [{ subjectVersion: "one" }, 400, /subjectVersion/],
    [{ wheels: 4 }, 400, /Unknown field: wheels/],
  ];
  for (const [changes, status, message] of cases) {
    const response = await save(owner, changes);
    assert.equal(response.status, status, JSON.stringify(changes));
    assert.match((await response.json()).message, message, JSON.stringify(changes));
  }
  const notJson = await owner.call(`/ajax/vehicles/${rav4.id}`, "POST", undefined, {
    "Content-Type": "text/plain",
  });
  assert.equal(notJson.status, 415);
  await notJson.body?.cancel();
  assert.deepEqual(await stored(), before);
});

test("who may: POST /ajax/vehicles/{id}/transfer", async () => {
  await assertEachRoleAnswers(
    ROLES,
    {
      what: "POST /ajax/vehicles/{id}/transfer",
      expected: callAnswers<Role>({ mechanic: 403, manager: 200, owner: 200 }),
    },
    async (role) => await transfer(sessions[role], carter.id),
    ({ role, body, label }) => {
      if (role !== "manager" && role !== "owner") assert.ok(!body.includes("Carter"), label);
    },
  );
  assert.equal((await stored()).customerId, carter.id);
  // Back to Maria for the other tests, as the owner.
  assert.equal((await transfer(sessions.owner, rav4.customerId)).status, 200);
});

test("a transfer moves the vehicle with its history and records it on both customers; stale is a 409", async () => {
  const manager = sessions.manager;
  const before = await stored();
  const response = await transfer(manager, carter.id);
  assert.equal(response.status, 200);
  const answer = await response.json();
  assert.deepEqual(answer, { customerId: carter.id, subjectVersion: before.version + 1 });
  // The inspections stay with the vehicle: its page still shows them, under the new owner.
  const { html } = await manager.page(`/demo/vehicles/${rav4.id}`);
  assert.match(html, new RegExp(`href="/demo/customers/${carter.id}/edit">James Carter</a>`));
  assert.match(html, new RegExp(`/demo/inspections/${rav4.encId}`));
  assert.match(html, /Toyota RAV4 transferred from Maria Gonzalez to James Carter/);
  const events = await fixture.sql<{ customerId: number; kind: string }[]>`
    select customer_id as "customerId", kind from customer_events
    where kind = 'vehicleTransferred' and details->>'vehicleId' = ${String(rav4.id)}
      and details->>'to' = ${String(carter.id)}
    order by id desc limit 2`;
  assert.deepEqual(events.map((event) => event.customerId).sort(), [rav4.customerId, carter.id].sort());
  // A transfer from a page read before: 409, nothing written.
  const stale = await transfer(manager, rav4.customerId, before.version);
  assert.equal(stale.status, 409);
  assert.match((await stale.json()).message, /Someone else changed this vehicle/);
  assert.equal((await stored()).customerId, carter.id);
  // Sent twice: already done.
  assert.equal((await transfer(manager, carter.id, before.version)).status, 200);
  assert.equal((await transfer(manager, rav4.customerId)).status, 200);
});

test("a transfer to another shop's customer, of another shop's vehicle, or with bad input writes nothing", async () => {
  await otherShopRows();
  const owner = sessions.owner;
  const before = await stored();
  const toOther = await transfer(owner, otherCustomer.id);
  assert.equal(toOther.status, 404);
  assert.equal(
    (await toOther.json()).message,
    "There is no such customer in this shop to give the vehicle to.",
  );
  const theirs = await transfer(owner, carter.id, 1, otherVehicle.id);
  assert.equal(theirs.status, 404);
  assert.equal((await theirs.json()).message, "There is no such vehicle in this shop.");
  // Their own owner cannot give their vehicle to one of the demo's customers either.
  const across = await transfer(sessions.otherShopOwner, carter.id, 1, otherVehicle.id);
  assert.equal(across.status, 404);
  await across.body?.cancel();
  const bad: Array<[unknown, number]> = [
    [{ customerId: "x", version: before.version }, 400],
    [{ customerId: carter.id }, 400],
    [{ customerId: carter.id, version: before.version, extra: 1 }, 400],
    [[carter.id], 400],
    [{ customerId: 0, version: before.version }, 404],
    [{ customerId: 99999999999, version: before.version }, 400],
  ];
  for (const [sent, status] of bad) {
    const response = await owner.call(`/ajax/vehicles/${rav4.id}/transfer`, "POST", sent);
    assert.equal(response.status, status, JSON.stringify(sent));
    assert.ok((await response.json()).message, JSON.stringify(sent));
  }
  // Without the CSRF token: refused before anything is read.
  const noToken = await owner.call(`/ajax/vehicles/${rav4.id}/transfer`, "POST", {
    customerId: carter.id,
    version: before.version,
  }, { "X-CSRF-Token": "" });
  assert.equal(noToken.status, 403);
  await noToken.body?.cancel();
  assert.deepEqual(await stored(), before);
  assert.equal(
    (await fixture
      .sql`select 1 from subjects where id = ${otherVehicle.id} and customer_id = ${otherCustomer.id}`)
      .length,
    1,
  );
});
