// The bay quicklist, an inspection's details page, the add form and quick-create speak the shop's words
// (issue 21, decision 028): a shop whose staff language is es-MX reads them in Spanish, and an owner's wording
// shows on the next load, on each page that says it (a field's name is one message for the details page and
// the add form).
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";

let encId: string;
let maria: { id: number };

const fixture = appFixture({
  roles: ["mechanic", "manager", "owner"] as Role[],
  async setup({ sql }) {
    [{ encId }] = await sql<{ encId: string }[]>`
      select enc_id as "encId" from inspections where ro_number = 'RO-24051'`;
    [maria] = await sql<{ id: number }[]>`select id from customers where last_name = 'Gonzalez'`;
  },
});
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `mechanic pages' words: ${name}`, ...LONG_LIVED, fn });

/** The page's title and its main part (after the shop's frame, whose words are tested elsewhere). */
async function page(role: "mechanic" | "manager", path: string): Promise<{ title: string; main: string }> {
  const { status, html } = await sessions[role].page(path);
  assert.equal(status, 200, path);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const main = html.indexOf("<main");
  assert.ok(main > 0, `${path} has its main part`);
  return { title, main: html.slice(main) };
}

const quicklist = () => page("mechanic", "/demo/open-new-inspection-quicklist");
const details = () => page("manager", `/demo/inspections/${encId}`);
const addForm = () => page("manager", `/demo/inspections/add?customerId=${maria.id}`);
const quickCreate = () => page("mechanic", "/demo/quick-create");

function assertAll(html: string, patterns: RegExp[], what: string) {
  for (const pattern of patterns) assert.match(html, pattern, what);
}

test("a shop whose staff language is es-MX has the quicklist, details and add forms in Spanish", async () => {
  await fixture.sql`update shops set staff_language = 'es-MX' where uri_name = 'demo'`;
  try {
    const bay = await quicklist();
    assert.match(bay.title, /^Inspecciones abiertas — /);
    assertAll(bay.main, [
      /^<main class="page quicklist" lang="es-MX">/,
      /<h1>Inspecciones abiertas<\/h1>/,
      />Nueva inspección<\/a>/,
      />Todas las inspecciones<\/a>/,
    ], "the quicklist");
    assert.doesNotMatch(bay.main, />(Open inspections|New inspection|Every inspection)</);

    const one = await details();
    assert.match(one.title, /^Inspección · /);
    assertAll(one.main, [
      /^<main class="page inspection-page" lang="es-MX">/,
      /<nav class="section-nav" aria-label="Esta inspección">/,
      />Datos<\/a>/,
      />Lista de revisión<\/a>/,
      /<legend>Cliente<\/legend>/,
      /<label for="header-odometer">Odómetro<\/label>/,
      /<option value="km">km<\/option><option value="h">horas<\/option>/,
      /<button type="submit"[^>]*>Guardar datos<\/button>/,
      /<legend>El reporte del cliente muestra<\/legend>/,
      />Puntos que pasaron</,
    ], "the details page");
    assert.doesNotMatch(one.main, />(Details|Save details|Customer|Odometer|Passed items)</);

    const add = await addForm();
    assert.match(add.title, /^Nueva inspección — /);
    assertAll(add.main, [
      /^<main class="page add-inspection" lang="es-MX">/,
      /<h1>Nueva inspección<\/h1>/,
      />Volver a las inspecciones<\/a>/,
      /<label for="add-type">Tipo de inspección<\/label>/,
      /<label for="add-mileage">Odómetro<\/label>/,
      /<option value="">Nadie aún<\/option>/,
      /1 vehículo/,
      />Un cliente nuevo</,
      /<button type="submit"[^>]*>Iniciar inspección<\/button>/,
    ], "the add form");
    assert.doesNotMatch(add.main, />(New inspection|Start inspection|Nobody yet|Odometer)</);
    const foreign = await page("manager", "/demo/inspections/add?customerId=999999");
    assert.match(foreign.main, /El cliente del enlace no es de este taller/, "the page's own notes too");

    const quick = await quickCreate();
    assert.match(quick.title, /^Inspección rápida — /);
    assertAll(quick.main, [
      /<h1>Inspección rápida<\/h1>/,
      /<label for="quick-name">Nombre del cliente<\/label>/,
      /<button type="submit"[^>]*>Iniciar inspección<\/button>/,
      />El formulario completo<\/a>/,
    ], "quick-create");
    assert.doesNotMatch(quick.main, />(Quick inspection|Start inspection|The full form)</);
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where uri_name = 'demo'`;
  }
});

const WORDING: Array<[string, string]> = [
  ["bay.title", "Cars in the bay"],
  ["inspectionDetails.saveDetails", "Keep these details"],
  ["inspectionDetails.odometer", "Mileage"],
  ["inspectionAdd.start", "Begin"],
];

test("an owner's wording shows on the next load, on every page that says it", async () => {
  const before = {
    bay: await quicklist(),
    details: await details(),
    add: await addForm(),
    quick: await quickCreate(),
  };
  assert.match(before.bay.main, /<h1>Open inspections<\/h1>/);
  assert.match(before.details.main, /<button type="submit"[^>]*>Save details<\/button>/);
  assert.match(before.details.main, /<label for="header-odometer">Odometer<\/label>/);
  assert.match(before.add.main, /<label for="add-mileage">Odometer<\/label>/);
  assert.match(before.quick.main, /<button type="submit"[^>]*>Start inspection<\/button>/);

  try {
    for (const [key, message] of WORDING) {
      const saved = await sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", {
        key,
        message,
      });
      assert.equal(saved.status, 200, `${key}: ${await saved.text()}`);
    }
    const bay = await quicklist();
    assert.match(bay.main, /<h1>Cars in the bay<\/h1>/, "the mechanic sees the owner's wording");
    assert.match(bay.title, /^Cars in the bay — /);
    const one = await details();
    assert.match(one.main, /<button type="submit"[^>]*>Keep these details<\/button>/);
    assert.match(one.main, /<label for="header-odometer">Mileage<\/label>/);
    assert.match(one.main, /<button type="submit"[^>]*>Save sales pitch<\/button>/, "the rest as shipped");
    const add = await addForm();
    assert.match(add.main, /<label for="add-mileage">Mileage<\/label>/, "one wording of a field, both pages");
    assert.match(add.main, /<button type="submit"[^>]*>Begin<\/button>/);
    const quick = await quickCreate();
    assert.match(quick.main, /<button type="submit"[^>]*>Begin<\/button>/);
  } finally {
    for (const [key] of WORDING) {
      const reset = await sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", {
        key,
      });
      await reset.body?.cancel();
    }
  }
  assert.match((await quicklist()).main, /<h1>Open inspections<\/h1>/, "reset: the default again");
});
