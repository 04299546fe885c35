// The vehicle lookup widget speaks the shop's words (issue 21, decision 028): on the vehicle page, the add
// form and quick-create, a shop whose staff language is es-MX reads its search box, its button and its
// vehicle fields in Spanish, and an owner's wording of one of its messages shows on the next load of each.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";

let vehicleId = 0;
const fixture = appFixture({
  roles: ["mechanic", "manager", "owner"] as Role[],
  async setup({ sql }) {
    vehicleId = (await sql<{ id: number }[]>`
      select v.id from subjects v join shops s on s.id = v.shop_id
      where s.uri_name = 'demo' order by v.id limit 1`)[0].id;
  },
});
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `vehicle lookup's words: ${name}`, ...LONG_LIVED, fn });

/** A page's main part (the page's words also travel, unread, in its data for the scripts). */
async function main(role: Role, path: string): Promise<string> {
  const { status, html } = await sessions[role].page(path);
  assert.equal(status, 200, path);
  return /<main[^>]*>(.*?)<\/main>/s.exec(html)![0];
}

/** Each page that shows the widget, with the prefix of its fields' ids. */
const PAGES = (): Array<[Role, string, string]> => [
  ["manager", `/demo/vehicles/${vehicleId}`, "vehicle"],
  ["manager", "/demo/inspections/add", "add"],
  ["mechanic", "/demo/quick-create", "quick"],
];

test("a shop whose staff language is es-MX has the lookup widget in Spanish on every page", async () => {
  await fixture.sql`update shops set staff_language = 'es-MX' where uri_name = 'demo'`;
  try {
    for (const [role, path, prefix] of PAGES()) {
      const page = await main(role, path);
      assert.match(page, new RegExp(`<label for="${prefix}-vehicle-search">Buscar vehículo</label>`), path);
      assert.match(
        page,
        /los vehículos del taller y el decodificador de VIN responden mientras escribe/,
        path,
      );
      assert.match(page, /<button type="button" class="button">Buscar<\/button>/, path);
      assert.doesNotMatch(page, /Vehicle search|>Lookup<|answer as you type/, path);
    }
    for (const [role, path, prefix] of PAGES().slice(1)) {
      const page = await main(role, path);
      assert.match(page, new RegExp(`<label for="${prefix}-year">Año</label>`), path);
      assert.match(
        page,
        new RegExp(`<label for="${prefix}-plate-issuer">Estado de las placas</label>`),
        path,
      );
      assert.match(page, /<option value=""[^>]*>Elija una marca<\/option>/, path);
      assert.doesNotMatch(page, />(Year|Plate state|Choose a make)</, path);
    }
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where uri_name = 'demo'`;
  }
});

test("an owner's wording of the widget's words shows on the next load of every page that shows it", async () => {
  for (const [role, path] of PAGES()) assert.match(await main(role, path), />Vehicle search</, path);
  const save = (key: string, message: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", { key, message });
  const reset = (key: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", { key });
  const wordings = [["vehicleLookup.search", "Find a car"], ["vehicleLookup.lookup", "Look it up"]];
  try {
    for (const [key, message] of wordings) {
      const saved = await save(key, message);
      assert.equal(saved.status, 200, await saved.text());
    }
    for (const [role, path] of PAGES()) {
      const page = await main(role, path);
      assert.match(page, />Find a car</, path);
      assert.match(page, />Look it up</, path);
      assert.doesNotMatch(page, />Vehicle search<|>Lookup</, path);
    }
  } finally {
    for (const [key] of wordings) (await reset(key)).body?.cancel();
  }
  assert.match(await main("manager", "/demo/inspections/add"), />Vehicle search</, "reset: the default");
});
