// The staff's words are the shop's (issue 21, decision 028): an owner's wording of the navigation and of the
// inspections list shows on the next page load, for every member, and a shop whose staff language is es-MX
// gets its frame and list in Spanish.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";

const fixture = appFixture({ roles: ["mechanic", "manager", "owner"] as Role[] });
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `staff words: ${name}`, ...LONG_LIVED, fn });

/** The shop's sections as the page's header shows them, and the list page after it. */
function parts(html: string): { nav: string; navTag: string; list: string } {
  const found = /(<nav aria-label="[^"]*"[^>]*>)(.*?)<\/nav>/s.exec(html);
  assert.ok(found, "the page has the shop's navigation");
  const main = html.indexOf("<main");
  assert.ok(main > 0, "the page has its main part");
  return { navTag: found[1], nav: found[2], list: html.slice(main) };
}

async function inspectionsList(role: "mechanic" | "manager" | "owner" = "manager") {
  const { status, html } = await sessions[role].page("/demo/inspections");
  assert.equal(status, 200);
  return parts(html);
}

const saveMessage = (key: string, message: string) =>
  sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", { key, message });

test("an owner's wording of the navigation and the list shows on the next page load", async () => {
  const before = await inspectionsList("owner");
  assert.match(before.nav, /href="\/demo\/inspections"[^>]*>Inspections<\/a>/);
  assert.match(before.list, /<h1>Inspections<\/h1>/);
  assert.match(before.list, />Vehicle</);
  const refused = await sessions.owner.page("/demo/inspections?page=0");
  assert.match(
    refused.html,
    /<p>Correct the filters below, or <a [^>]*href="\/demo\/inspections"[^>]*>start again without filters<\/a>\.<\/p>/,
  );

  for (
    const [key, message] of [["staff.navInspections", "DVIs"], ["inspectionsList.vehicle", "Car"]]
  ) {
    const saved = await saveMessage(key, message);
    assert.equal(saved.status, 200, key);
    await saved.body?.cancel();
  }
  const after = await inspectionsList("mechanic");
  assert.match(
    after.nav,
    /href="\/demo\/inspections"[^>]*>DVIs<\/a>/,
    "the shop's wording, for every member",
  );
  assert.doesNotMatch(after.nav, />Inspections</);
  assert.match(after.list, />Car</, "the list's column in the shop's wording");
  assert.doesNotMatch(after.list, />Vehicle</);
  assert.match(after.list, /<h1>Inspections<\/h1>/, "a message the shop left alone keeps its default");
  // Another page's frame says it too: the navigation's words come with the shop, not with the list.
  const customers = await sessions.manager.page("/demo/customers");
  assert.match(parts(customers.html).nav, /href="\/demo\/inspections"[^>]*>DVIs<\/a>/);

  for (const key of ["staff.navInspections", "inspectionsList.vehicle"]) {
    const reset = await sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", {
      key,
    });
    assert.equal(reset.status, 200, key);
    await reset.body?.cancel();
  }
  const again = await inspectionsList("mechanic");
  assert.match(again.nav, /href="\/demo\/inspections"[^>]*>Inspections<\/a>/, "reset: the default again");
  assert.match(again.list, />Vehicle</);
});

test("a shop whose staff language is es-MX has its navigation and inspections list in Spanish", async () => {
  await fixture.sql`update shops set staff_language = 'es-MX' where uri_name = 'demo'`;
  try {
    const { nav, navTag, list } = await inspectionsList("manager");
    assert.match(navTag, /aria-label="Secciones del taller"/);
    assert.match(navTag, /lang="es-MX"/);
    for (const label of ["Bahía", "Inspecciones", "Citas", "Clientes", "Catálogo", "Usuarios"]) {
      assert.match(nav, new RegExp(`>${label}</a>`), label);
    }
    assert.doesNotMatch(nav, />(Inspections|Appointments|Customers)</);
    assert.match(list, /^<main class="page" lang="es-MX">/);
    assert.match(list, /<h1>Inspecciones<\/h1>/);
    for (const heading of ["Vehículo", "Cliente", "Estado", "Mecánico", "Gerente", "Creada"]) {
      assert.match(list, new RegExp(`<th scope="col"[^>]*><a[^>]*>${heading}<`), heading);
    }
    assert.match(list, /<label for="inspections-search">Buscar<\/label>/);
    assert.match(list, />Abiertas \(todas menos cerradas\)</, "the status filter's choices");
    assert.match(list, />Lista para revisión</, "the states as the list shows them");
    assert.match(list, />Devuelta</, "an inspection sent back");
    assert.doesNotMatch(list, />(Vehicle|Sent back|Ready for audit)</);
    const refused = await sessions.manager.page("/demo/inspections?page=0");
    assert.equal(refused.status, 400);
    assert.match(
      refused.html,
      /<p>Corrija los filtros de abajo, o <a [^>]*href="\/demo\/inspections"[^>]*>empiece de nuevo sin filtros<\/a>\.<\/p>/,
      "the link where the Spanish sentence puts it",
    );
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where uri_name = 'demo'`;
  }
});
