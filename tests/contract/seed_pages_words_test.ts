// The template (seed) pages speak the shop's words (issue 21, decision 028): a shop whose staff language is
// es-MX reads the templates, a template's tasks, a template type's preview and the comparisons in Spanish,
// task settings included, and an owner's wording of one of their messages shows on the next load.
import assert from "node:assert/strict";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";

const ids = { generalRepair: 0, courtesy: 0, brakes: 0 };

const fixture = appFixture({
  roles: ["manager", "owner"] as Role[],
  async setup({ sql }) {
    const typeId = async (name: string) =>
      (await sql<{ id: number }[]>`
        select t.id from inspection_types t join shops s on s.id = t.shop_id
        where s.uri_name = '_general-repair' and t.name = ${name}`)[0].id;
    ids.generalRepair =
      (await sql<{ id: number }[]>`select id from shops where uri_name = '_general-repair'`)[0].id;
    ids.courtesy = await typeId("Courtesy multi-point inspection");
    ids.brakes = await typeId("Brake inspection");
  },
});
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `seed pages' words: ${name}`, ...LONG_LIVED, fn });

test("a shop whose staff speak es-MX reads the template pages in Spanish", async () => {
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    const pages: Array<[string, RegExp[], RegExp]> = [
      [
        "/demo/seed",
        [
          /<h1>Plantillas<\/h1>/,
          />Todas las tareas</,
          />Comparar con mi taller</,
          />Agregar a mi taller</,
          />Objeto</,
        ],
        />Templates<|All tasks|Add to my shop|>Subject</,
      ],
      [
        `/demo/seed/tasks?shopId=${ids.generalRepair}`,
        [
          /: tareas<\/h1>/,
          /Mostrar tareas inactivas/,
          /Bien \/ advertencia \/ falla/,
          /Avisar al cliente/,
          /\d+ hallazgos?</,
        ],
        /Show inactive tasks|Tell the customer|Pass \/ warn \/ fail|\d+ findings?</,
      ],
      [
        `/demo/seed-data/inspection-types/${ids.brakes}/preview`,
        [/>Plantillas</, /Comparar con mi taller/, /\d+ tareas</],
        />Templates<|Compare with my shop|\d+ tasks</,
      ],
      [
        `/demo/seed/types/${ids.courtesy}/comparison`,
        [/comparado con/, />Dónde</, />Diferencias</, /en ambos/, /Comparar con otro de mis tipos/],
        /compared with|>Where<|>Differences<|in both/,
      ],
      [
        `/demo/seed/shop-types/${ids.generalRepair}/comparison`,
        [/comparado con mi taller/, /tipos de inspección en mi taller/, />Tipo de plantilla</],
        /compared with my shop|inspection types in my shop|>Template type</,
      ],
    ];
    for (const [path, spanish, english] of pages) {
      const { main } = await pageShown(sessions.manager, path);
      for (const words of spanish) assert.match(main, words, `${path}: ${words}`);
      assert.doesNotMatch(main, english, path);
    }
    const { html } = await pageShown(sessions.manager, "/demo/seed");
    assert.match(html, /<title>Plantillas — /, "the tab's title too");
    const preview = await pageShown(
      sessions.manager,
      `/demo/seed-data/inspection-types/${ids.brakes}/preview`,
    );
    assert.match(preview.html, /<title>Vista previa: Brake inspection — /);
  });
});

test("an owner's wording of a template page's word shows on the next load", async () => {
  assert.match((await pageShown(sessions.manager, "/demo/seed")).main, /<h1>Templates<\/h1>/);
  const save = (key: string, message: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", { key, message });
  const reset = (key: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", { key });
  const wordings = [["seedPages.title", "Starter catalogues"], ["seedPages.inBoth", "shared"]];
  try {
    for (const [key, message] of wordings) {
      const saved = await save(key, message);
      assert.equal(saved.status, 200, await saved.text());
    }
    const templates = await pageShown(sessions.manager, "/demo/seed");
    assert.match(templates.main, /<h1>Starter catalogues<\/h1>/, "every member reads it");
    assert.match(templates.html, /<title>Starter catalogues — /);
    const compared = (await pageShown(sessions.owner, `/demo/seed/types/${ids.courtesy}/comparison`)).main;
    assert.match(compared, /<\/strong> shared</);
    assert.doesNotMatch(compared, /in both</);
  } finally {
    for (const [key] of wordings) (await reset(key)).body?.cancel();
  }
  assert.match(
    (await pageShown(sessions.manager, "/demo/seed")).main,
    /<h1>Templates<\/h1>/,
    "reset: the default",
  );
});
