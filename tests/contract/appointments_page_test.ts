// /{shop}/appt-list over real HTTP (decision 030): every member sees today's and the coming appointments
// (a user of another shop the 404, the signed-out the sign-in page), by day in the shop's time zone, each
// with its customer, vehicle and concern and a link to the add form prefilled from it; only owners and
// managers are offered the import and delete controls.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { htmlPage } from "../support/http_client.ts";
import { assertEachRoleAnswers, pageAnswers } from "../support/who_may.ts";
import { shopSystemCsv } from "../support/appointment_files.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];
const ZONE = "America/Los_Angeles";

let demoId: number;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `appointments page: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  roles: ROLES,
  async setup({ sql }) {
    [{ id: demoId }] = await sql<{ id: number }[]>`
      update shops set time_zone = ${ZONE} where uri_name = 'demo' returning id`;
  },
});
const { sessions } = fixture;

async function importCsv(): Promise<void> {
  const owner = sessions.owner;
  await owner.page("/demo/appt-list");
  const form = new FormData();
  form.append("file", new Blob([shopSystemCsv(ZONE)]), "tekmetric.csv");
  const response = await owner.request(`/ajax/appointments/${demoId}`, {
    method: "POST",
    headers: { "X-CSRF-Token": owner.csrfToken },
    body: form,
  });
  assert.equal(response.status, 200, await response.text());
}

test("who may: GET /demo/appt-list", async () => {
  await importCsv();
  await assertEachRoleAnswers(
    ROLES,
    {
      what: "GET /demo/appt-list",
      expected: pageAnswers<Role>({ mechanic: 200, manager: 200, owner: 200 }),
    },
    (role) => htmlPage(sessions[role], "/demo/appt-list"),
    ({ role, body, label }) => {
      if (role === "anonymous" || role === "otherShopOwner") {
        assert.ok(!body.includes("Gonzalez"), `${label} must not show the appointments`);
      } else {
        assert.match(body, /Maria Gonzalez/, label);
      }
    },
  );
  const other = await sessions.otherShopOwner.page(`/${fixture.otherShop.uriName}/appt-list`);
  assert.equal(other.status, 200);
  assert.doesNotMatch(other.html, /Gonzalez/, "another shop lists its own appointments");
  assert.match(other.html, /No appointments today or later/);
});

test("the list: by day, with time, customer, vehicle, concern and the add form prefilled", async () => {
  await importCsv();
  const { html, status } = await sessions.mechanic.page("/demo/appt-list");
  assert.equal(status, 200);
  assert.match(html, /<h1>Appointments<\/h1>/);
  const tomorrow = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: ZONE })
    .format(Date.now() + 24 * 3600 * 1000).replace(/, \d{4}$/, "");
  assert.match(html, new RegExp(`<h2>Tomorrow, ${tomorrow}</h2>`));
  assert.match(html, /8:00\s–\s9:30\sAM/, "the time range in the shop's zone");
  assert.match(html, /2018 Toyota Camry · 8XYZ321/);
  assert.match(html, /Brakes squeal when stopping/);
  const href = /href="(\/demo\/inspections\/add\?[^"]*cust_lname=Gonzalez[^"]*)"/.exec(html)?.[1];
  assert.ok(href, "a Start inspection link for Maria");
  const prefill = new URLSearchParams(href.replaceAll("&amp;", "&").split("?")[1]);
  assert.deepEqual(Object.fromEntries(prefill), {
    cust_fname: "Maria",
    cust_lname: "Gonzalez",
    cust_phone_mobile: "(415) 555-0101",
    cust_email: "maria@example.com",
    year: "2018",
    make: "Toyota",
    model: "Camry",
    license: "8XYZ321",
    vin: "4T1B11HK5JU000001",
    inspectionNotes: "Brakes squeal when stopping",
  });
  const add = await sessions.mechanic.page(href.replaceAll("&amp;", "&"));
  assert.equal(add.status, 200, "the add form opens with the prefill");
  assert.match(add.html, /value="Gonzalez"/);
  assert.match(add.html, /value="4T1B11HK5JU000001"/);
});

test("only owners and managers are offered the import and delete controls", async () => {
  await importCsv();
  for (const role of ["owner", "manager"] as const) {
    const { html } = await sessions[role].page("/demo/appt-list");
    assert.match(html, /Import appointments/, role);
    assert.match(html, /Delete all/, role);
  }
  const { html } = await sessions.mechanic.page("/demo/appt-list");
  // What the page shows (its words travel with its data, in the scripts, whoever reads it).
  const shown = /<main[^>]*>(.*?)<\/main>/s.exec(html)![1];
  assert.doesNotMatch(shown, /Import appointments|Delete all/);
});

test("a phone number as the shop system wrote it is shown as people read it in the shop's country", async () => {
  await importCsv();
  await fixture.sql`update appointments set customer_phone = '415.555.0101'
    where customer_last_name = 'Gonzalez'`;
  const { html } = await sessions.mechanic.page("/demo/appt-list");
  assert.match(html, /<a href="tel:415\.555\.0101">\(415\) 555-0101<\/a>/);
});
