// One tap from an appointment to an open checklist (issue 32), over real HTTP: POST
// /{shop}/appt-list/{id}/start finds the appointment's customer by the dedupe keys (a mobile however typed, an
// e-mail, a plate with the same last name) or adds them, finds their car by VIN or plate or adds it, and opens
// the new checklist; a second tap, or another appointment for a car with an open inspection, opens the same
// checklist; what the shop's rules refuse opens the add form prefilled; another shop's people and
// appointments are not reached.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import type { HttpClient } from "../support/http_client.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `appointment start: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({ roles: ROLES });
const { sessions } = fixture;

interface Details {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  year?: string;
  make?: string;
  model?: string;
  plate?: string;
  vin?: string;
  concern?: string;
}

let keys = 0;
async function appointment(details: Details, shopUriName = "demo"): Promise<number> {
  const [{ id }] = await fixture.sql<{ id: number }[]>`
    insert into appointments (shop_id, starts_at, ends_at, customer_first_name, customer_last_name,
      customer_phone, customer_email, vehicle_year, vehicle_make, vehicle_model, vehicle_plate, vehicle_vin,
      concern, source, import_key)
    values ((select id from shops where uri_name = ${shopUriName}), now() + interval '1 day',
      now() + interval '1 day 1 hour', ${details.firstName ?? ""}, ${details.lastName ?? ""},
      ${details.phone ?? ""}, ${details.email ?? ""}, ${details.year ?? ""}, ${details.make ?? ""},
      ${details.model ?? ""}, ${details.plate ?? ""}, ${details.vin ?? ""}, ${details.concern ?? ""}, 'csv',
      ${`test:${++keys}`})
    returning id::int`;
  return id;
}

async function tap(client: HttpClient, id: number, shopUriName = "demo") {
  const response = await client.postForm(`/${shopUriName}/appt-list/${id}/start`, {});
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("Location") ?? "" };
}

async function inspectionAt(location: string) {
  const encId = /\/inspections\/([^/]+)\/checklist$/.exec(location)?.[1] ?? "";
  const [row] = await fixture.sql<
    {
      customerId: number;
      first: string;
      last: string;
      mobile: string;
      plate: string;
      year: number;
      notes: string;
    }[]
  >`
    select i.customer_id as "customerId", c.first_name as first, c.last_name as last, c.phone_mobile as mobile,
      s.plate, s.model_year as year, i.notes
    from inspections i join customers c on c.id = i.customer_id join subjects s on s.id = i.subject_id
    where i.enc_id = ${encId}`;
  return row;
}

const count = async (lastName: string) =>
  (await fixture.sql<{ n: number }[]>`
    select count(*)::int as n from customers c join shops s on s.id = c.shop_id
    where s.uri_name = 'demo' and c.last_name = ${lastName}`)[0].n;

const DANA: Details = {
  firstName: "Dana",
  lastName: "Whitfield",
  phone: "(415) 555-0177",
  year: "2016",
  make: "Subaru",
  model: "Outback",
  plate: "8DWH123",
  concern: "Noise from the front left when braking",
};

test("one tap: a new customer and car, the open checklist; a second tap opens the same one", async () => {
  const id = await appointment(DANA);
  const first = await tap(sessions.manager, id);
  assert.equal(first.status, 303);
  assert.match(first.location, /^\/demo\/inspections\/[^/]+\/checklist$/);
  const made = await inspectionAt(first.location);
  assert.deepEqual(
    [made.first, made.last, made.mobile, made.plate, made.year, made.notes],
    ["Dana", "Whitfield", "+14155550177", "8DWH123", 2016, "Noise from the front left when braking"],
  );
  const again = await tap(sessions.mechanic, id);
  assert.deepEqual(again, first, "the same checklist");
  assert.equal(await count("Whitfield"), 1);

  // Another appointment for Dana's car (her number typed another way): her car's open inspection.
  const next = await appointment({ ...DANA, phone: "415.555.0177", concern: "Oil change" });
  assert.deepEqual(await tap(sessions.mechanic, next), first);
  assert.equal(await count("Whitfield"), 1, "no second Dana Whitfield");
});

test("the shop's customer by the same mobile number and their car by its plate", async () => {
  // Maria Gonzalez of the demo: +14155550101, her 2019 Toyota RAV4 8KJM214.
  const [maria] = await fixture.sql<{ id: number }[]>`
    select c.id from customers c join shops s on s.id = c.shop_id
    where s.uri_name = 'demo' and c.phone_mobile = '+14155550101'`;
  const [{ vehicles }] = await fixture.sql<{ vehicles: number }[]>`
    select count(*)::int as vehicles from subjects where customer_id = ${maria.id}`;
  const id = await appointment({
    firstName: "Maria",
    lastName: "Gonzalez",
    phone: "415-555-0101",
    plate: "8kjm 214",
  });
  const started = await tap(sessions.manager, id);
  assert.equal(started.status, 303);
  const made = await inspectionAt(started.location);
  assert.deepEqual([made.customerId, made.plate], [maria.id, "8KJM214"]);
  assert.equal(await count("Gonzalez"), 1);
  const [{ after }] = await fixture.sql<{ after: number }[]>`
    select count(*)::int as after from subjects where customer_id = ${maria.id}`;
  assert.equal(after, vehicles, "her car, not a copy of it");
});

test("what the shop's rules refuse opens the add form prefilled, and nothing is written", async () => {
  const id = await appointment({ firstName: "Sam", lastName: "Oneil", phone: "12", make: "Kia" });
  const answer = await tap(sessions.manager, id);
  assert.equal(answer.status, 303);
  assert.equal(
    answer.location,
    "/demo/inspections/add?cust_fname=Sam&cust_lname=Oneil&cust_phone_mobile=12&make=Kia",
  );
  assert.equal(await count("Oneil"), 0);
});

test("another shop's people and appointments are not reached", async () => {
  const id = await appointment({ firstName: "Ivy", lastName: "Stone", make: "Mazda" });
  const foreign = await tap(sessions.otherShopOwner, id);
  assert.equal(foreign.status, 404);
  const signedOut = await tap(sessions.anonymous, id);
  assert.ok(signedOut.status < 500, String(signedOut.status));
  assert.doesNotMatch(signedOut.location, /checklist/);
  // The other shop's appointment, asked for under this shop: no such appointment.
  const theirs = await appointment({ firstName: "Ivy", lastName: "Stone" }, fixture.otherShop.uriName);
  assert.equal((await tap(sessions.manager, theirs)).status, 404);
  assert.equal(await count("Stone"), 0);
});
