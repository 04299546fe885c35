// The customers pages and the vehicle's page speak the shop's words (decision 028): a shop whose staff
// language is es-MX reads the list, a customer (its trail too), the lookup, the duplicates and a vehicle in
// Spanish, and an owner's wording of one of their messages shows on the next load.
import assert from "node:assert/strict";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, signedInClient } from "../support/app_fixture.ts";
import type { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { recordCustomerEvent } from "../../modules/shops/mod.ts";
import { recordEvent } from "../../modules/inspections/mod.ts";
import {
  CUSTOMER_TRAIL_MESSAGES,
  CUSTOMERS_MESSAGES,
  INSPECTION_TRAIL_MESSAGES,
} from "../../modules/text/mod.ts";

let shop: InspectionShop;
let owner: HttpClient;
let customerId: number;
let vehicleId: number;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `customers and vehicles words: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    await newInspection(sql, keys, shop);
    [{ customerId, vehicleId }] = await sql<{ customerId: number; vehicleId: number }[]>`
      select customer_id as "customerId", id as "vehicleId" from subjects where shop_id = ${shop.shop.id}`;
    owner = await signedInClient(app, shop.owner.email, PASSWORD);
  },
});

const path = (page: string) => `/${shop.shop.uriName}/${page}`;

const shown = (page: string) => pageShown(owner, path(page));

test("a shop whose staff speak es-MX reads the customers pages and a vehicle in Spanish", async () => {
  const english = await shown("customers");
  assert.match(english.main, /<main class="page" lang="en-US">/);
  assert.match(english.main, /<h1>Customers<\/h1>/);
  assert.match(english.title, /^Customers — /);

  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    const list = await shown("customers");
    assert.match(list.title, /^Clientes — /);
    assert.match(list.main, /<main class="page" lang="es-MX">/);
    for (
      const words of [
        /<h1>Clientes<\/h1>/,
        />Duplicados</,
        />El apellido empieza con</,
        />Última visita</,
        /Jane/,
      ]
    ) assert.match(list.main, words);
    assert.doesNotMatch(list.main, /<h1>Customers|Last visit|Last name starts|Duplicates/);

    const customer = await shown(`customers/${customerId}/edit`);
    for (
      const words of [
        /Cliente desde /,
        /<h2 id="customer-details">Datos<\/h2>/,
        />Cómo prefiere que lo contacten</,
        />Aún no se le preguntó</,
        />Guardar</,
        /<h2 id="history-inspections">Inspecciones<\/h2>/,
        /<h2 id="customer-messages">Mensajes enviados<\/h2>/,
        />Todavía no se han enviado informes\.</,
      ]
    ) assert.match(customer.main, words);
    assert.doesNotMatch(customer.main, /Customer since|Contact preference|Messages sent|Declined work/);

    const lookup = await shown("customers/lookup");
    assert.match(lookup.title, /^Buscar un cliente — /);
    assert.match(lookup.main, /<h1>Buscar un cliente<\/h1>/);
    const dedupe = await shown("customers/dedupe");
    assert.match(dedupe.main, /<h1>Clientes duplicados<\/h1>/);
    assert.match(dedupe.main, /No hay duplicados probables/);

    const vehicle = await shown(`vehicles/${vehicleId}`);
    assert.match(vehicle.main, /<main class="page vehicle-page" lang="es-MX">/);
    for (
      const words of [
        /<dt>Propietario<\/dt>/,
        /<h2 id="vehicle-record">Expediente del vehículo<\/h2>/,
        />Guardar vehículo</,
        />Marca</,
        />Traspasar a otro cliente</,
        /<h2 id="history-inspections">Inspecciones<\/h2>/,
        />Trabajos rechazados pendientes</,
        /<span class="inspection-status status-created">Nueva<\/span>/,
      ]
    ) assert.match(vehicle.main, words);
    assert.doesNotMatch(vehicle.main, /Owner|Vehicle history record|Save vehicle|Declined work/);

    const vin = await shown("vehicles/details-by-vin?vin=1HGCM82633A004352");
    assert.match(vin.title, /^Datos del VIN — /);
    for (
      const words of [
        /<h1>Datos del VIN<\/h1>/,
        />Decodificar</,
        />Fabricante</,
        />Marca</,
        /Vehículos de este/,
      ]
    ) {
      assert.match(vin.main, words);
    }
    assert.doesNotMatch(vin.main, /VIN details|>Decode<|Manufacturer|This shop's vehicles/);
  });
});

test("dates on the customers pages and a vehicle's follow the shop's staff language and time zone", async () => {
  const at = "2026-03-03T20:05:00Z";
  await fixture.sql`update customers set created_at = ${at} where id = ${customerId}`;
  await fixture.sql`update subjects set created_at = ${at} where id = ${vehicleId}`;
  await fixture.sql`update inspections set created_at = ${at} where customer_id = ${customerId}`;
  const [{ timeZone }] = await fixture.sql<{ timeZone: string }[]>`
    select time_zone as "timeZone" from shops where id = ${shop.shop.id}`;
  await fixture.sql`update shops set time_zone = 'America/Mexico_City' where id = ${shop.shop.id}`;
  try {
    const english = await shown(`customers/${customerId}/edit`);
    assert.match(english.main, /Mar 3, 2026, 2:05\sPM/, "in the shop's time zone");
    await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
      const pages = {
        list: (await shown("customers")).main,
        customer: (await shown(`customers/${customerId}/edit`)).main,
        vehicle: (await shown(`vehicles/${vehicleId}`)).main,
      };
      assert.match(pages.list, />3 mar 2026</, "the last visit");
      assert.match(pages.customer, /3 mar 2026, 2:05\sp\.\s?m\./, "customer since");
      assert.match(pages.vehicle, /3 mar 2026, 2:05\sp\.\s?m\./, "the vehicle's record");
      assert.match(pages.vehicle, />3 mar 2026</, "its inspections");
      for (const [page, main] of Object.entries(pages)) assert.doesNotMatch(main, /Mar 3, 2026/, page);
    });
  } finally {
    await fixture.sql`update shops set time_zone = ${timeZone} where id = ${shop.shop.id}`;
  }
});

test("an owner's wording of a customers word and of a vehicles word shows on the next load", async () => {
  const save = (key: string, message: string) =>
    owner.call(`/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`, "PUT", { key, message });
  const reset = (key: string) =>
    owner.call(`/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`, "POST", { key });
  const keys = ["customers.title", "customers.lastVisit", "vehicles.record", "vinDetails.decode"];
  try {
    for (
      const [key, message] of [
        [keys[0], "Our customers"],
        [keys[1], "Last time in"],
        [keys[2], "What we know of the car"],
        [keys[3], "Read the VIN"],
      ]
    ) {
      const saved = await save(key, message);
      assert.equal(saved.status, 200, await saved.text());
    }
    const list = await shown("customers");
    assert.match(list.title, /^Our customers — /);
    assert.match(list.main, /<h1>Our customers<\/h1>/);
    assert.match(list.main, />Last time in</);
    assert.doesNotMatch(list.main, /Last visit/);
    const vehicle = await shown(`vehicles/${vehicleId}`);
    assert.match(vehicle.main, /<h2 id="vehicle-record">What we know of the car<\/h2>/);
    assert.match((await shown("vehicles/details-by-vin")).main, />Read the VIN</, "the VIN details page too");
  } finally {
    for (const key of keys) (await reset(key)).body?.cancel();
  }
  assert.match((await shown("customers")).main, /<h1>Customers<\/h1>/, "reset: the default again");
});

test("the customers' trail and the reports sent say their entries in the staff language; an old one its sentence", async () => {
  const { sql } = fixture;
  const [{ inspectionId }] = await sql<{ inspectionId: number }[]>`
    select id as "inspectionId" from inspections where customer_id = ${customerId} limit 1`;
  await recordCustomerEvent(sql, {
    shopId: shop.shop.id,
    customerId,
    viewer: null,
    kind: "contactPreference",
    message: {
      key: CUSTOMER_TRAIL_MESSAGES.preferenceChanged,
      values: { from: { key: CUSTOMERS_MESSAGES.prefUndefined }, to: { key: CUSTOMERS_MESSAGES.prefEmail } },
    },
  });
  // As the trail wrote them before migration 0033: the sentence alone.
  await sql`
    insert into customer_events (shop_id, customer_id, kind, summary)
    values (${shop.shop.id}, ${customerId}, 'contactPreference', 'An entry from before messages')`;
  await sql.begin((tx) =>
    recordEvent(tx, {
      shopId: shop.shop.id,
      inspectionId,
      viewer: null,
      kind: "report",
      page: "",
      message: { key: INSPECTION_TRAIL_MESSAGES.sentByEmail, values: { to: "jane@driver.example" } },
    })
  );
  // The customer's own: who acted is said in the reader's words, as on the inspection's events page.
  await sql.begin((tx) =>
    recordEvent(tx, {
      shopId: shop.shop.id,
      inspectionId,
      viewer: null,
      byCustomer: true,
      kind: "report",
      page: "",
      message: { key: INSPECTION_TRAIL_MESSAGES.reportOpened },
    })
  );
  /** A send's row: what it says, then (after its inspection's link) who acted. */
  const row = (what: string, who: string) => new RegExp(`>${what}</td>(?:(?!</tr>).)*>${who}</td>`, "s");
  try {
    const english = (await shown(`customers/${customerId}/edit`)).main;
    assert.match(english, />Contact preference changed from Not asked yet to E-mail</);
    assert.match(english, row("Report sent by e-mail to jane@driver\\.example", "The system"));
    assert.match(english, row("Report opened by the customer", "Customer"));
    await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
      const customer = (await shown(`customers/${customerId}/edit`)).main;
      assert.match(customer, />Preferencia de contacto cambiada de Aún no se le preguntó a Correo</);
      assert.match(customer, row("Reporte enviado por correo a jane@driver\\.example", "El sistema"));
      assert.match(customer, row("El cliente abrió el reporte", "Cliente"));
      assert.match(customer, />An entry from before messages</, "an old entry shows its stored sentence");
      assert.doesNotMatch(customer, /Contact preference changed|Report sent by|>Customer</);
    });
    const key = "inspectionEvents.customer";
    const saved = await owner.call(`/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`, "PUT", {
      key,
      message: "The vehicle owner",
    });
    assert.equal(saved.status, 200, await saved.text());
    try {
      const reworded = (await shown(`customers/${customerId}/edit`)).main;
      assert.match(
        reworded,
        row("Report opened by the customer", "The vehicle owner"),
        "the owner's wording",
      );
    } finally {
      await (await owner.call(`/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`, "POST", {
        key,
      })).body?.cancel();
    }
  } finally {
    await sql`delete from customer_events where shop_id = ${shop.shop.id}`;
    await sql`delete from inspection_events where inspection_id = ${inspectionId} and kind = 'report'`;
  }
});
