// The users pages, the shop's settings and the localization pages speak the shop's words (issue 21, decision
// 028): a shop whose staff language is es-MX reads them in Spanish, and an owner's wording of one of their
// messages shows on the next page load.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";

const fixture = appFixture({ roles: ["owner", "manager"] as Role[] });
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `admin pages' words: ${name}`, ...LONG_LIVED, fn });

/** A page's own part (its main element on), as the owner sees it. */
async function page(path: string, role: "owner" | "manager" = "owner"): Promise<string> {
  const { status, html } = await sessions[role].page(path);
  assert.equal(status, 200, path);
  const main = html.indexOf("<main");
  assert.ok(main > 0, `${path} has its main part`);
  return html.slice(main);
}

/** A page's tab title. */
async function title(path: string, role: "owner" | "manager" = "owner"): Promise<string> {
  const { html } = await sessions[role].page(path);
  return /<title>(.*?)<\/title>/.exec(html)![1];
}

async function call(path: string, body: Record<string, string>, method = "PUT") {
  const answer = await sessions.owner.call(path, method, body);
  assert.equal(answer.status, 200, `${path} ${JSON.stringify(body)}`);
  await answer.body?.cancel();
}

test("a shop whose staff language is es-MX has its users, settings and localization pages in Spanish", async () => {
  await fixture.sql`update shops set staff_language = 'es-MX' where uri_name = 'demo'`;
  try {
    const users = await page("/demo/users");
    assert.match(users, /^<main class="page" lang="es-MX">/);
    assert.match(users, /<h1>Usuarios<\/h1>/);
    assert.match(users, />Agregar un usuario</);
    assert.match(users, /<label for="users-search">Buscar<\/label>/);
    for (const heading of ["Nombre", "Correo", "Celular", "Roles", "Último acceso", "Activo"]) {
      assert.match(users, new RegExp(`<th scope="col"[^>]*>(<a[^>]*>)?${heading}<`), heading);
    }
    assert.doesNotMatch(users, />(Add a user|Last sign-in|Everyone)</);
    const add = await page("/demo/users/add");
    assert.match(add, /<h1>Agregar un usuario<\/h1>/, "the add page: the staff language's words");
    assert.match(add, />Enviarle un enlace de acceso por correo</);
    assert.match(await title("/demo/users"), /^Usuarios — /, "the tabs' titles too");
    assert.match(await title("/demo/users/add"), /^Agregar un usuario — /);
    assert.match(await title("/demo/users/me", "manager"), /^Su perfil — /);

    const settings = await page("/demo/account");
    assert.match(settings, /<h1>Configuración<\/h1>/);
    for (const words of ["El taller", "Hora, dinero e idiomas", "Zona horaria", "Guardar configuración"]) {
      assert.match(settings, new RegExp(`>${words}<`), words);
    }
    assert.match(settings, /Tarifa de mano de obra \(USD por hora\)/);
    assert.match(
      settings,
      /<option value="landscape"[^>]*>horizontal<\/option>/,
      "the print options' choices",
    );
    assert.match(settings, /están en <a [^>]*href="\/demo\/localizations"[^>]*>Idiomas<\/a>\./);
    assert.doesNotMatch(settings, />(Save settings|Time zone|The printed report)</);

    const profile = await page("/demo/users/me", "manager");
    assert.match(profile, />Su perfil</, "the user menu's own words for the page");
    assert.match(profile, />Avisarme de</);
    assert.doesNotMatch(profile, />Notify me about</);

    const localizations = await page("/demo/localizations");
    assert.match(localizations, /<h1>Idiomas<\/h1>/);
    const culture = await page("/demo/localizations/fr-CA");
    assert.match(culture, /^<main class="page localizations" lang="fr-CA">/, "the page is in what it edits");
    assert.match(
      culture,
      /<label for="localization-filter">Buscar un texto<\/label>/,
      "its own words: staff's",
    );
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where uri_name = 'demo'`;
  }
});

test("an owner's wording of a users, settings or localizations message shows on the next page load", async () => {
  assert.match(await page("/demo/users"), /<h1>Users<\/h1>/);
  assert.match(await page("/demo/account"), />Save settings</);
  assert.match(await page("/demo/localizations"), /<h1>Localizations<\/h1>/);
  const wording = {
    "users.title": "Team",
    "users.addUser": "Add a teammate",
    "settings.saveSettings": "Keep these",
    "localizationPages.title": "Words",
  };
  for (const [key, message] of Object.entries(wording)) {
    await call("/ajax/localizations/en-US/messages?shop=demo", { key, message });
  }
  try {
    assert.match(
      await page("/demo/users", "manager"),
      /<h1>Team<\/h1>/,
      "the shop's wording, for every member",
    );
    assert.match(await page("/demo/users/add"), /<h1>Add a teammate<\/h1>/, "the add form too");
    assert.match(await title("/demo/users", "manager"), /^Team — /, "and the tabs' titles");
    assert.match(await title("/demo/users/add"), /^Add a teammate — /);
    const settings = await page("/demo/account");
    assert.match(settings, />Keep these</);
    assert.doesNotMatch(settings, />Save settings</);
    assert.match(settings, /<h1>Settings<\/h1>/, "a message the shop left alone keeps its default");
    assert.match(await page("/demo/localizations"), /<h1>Words<\/h1>/);
  } finally {
    for (const key of Object.keys(wording)) {
      await call("/ajax/localizations/en-US/messages/reset?shop=demo", { key }, "POST");
    }
  }
  assert.match(await page("/demo/users"), /<h1>Users<\/h1>/, "reset: the default again");
});
