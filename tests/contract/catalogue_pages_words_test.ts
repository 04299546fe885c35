// The catalogue's own pages speak the shop's words (issue 21, decision 028): a shop whose staff language is
// es-MX reads its inspection types, categories, tasks, findings and priorities in Spanish, and an owner's
// wording of one of their messages shows on the next load, for every member.
import assert from "node:assert/strict";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";

let taskId: number;
let typeId: number;

const fixture = appFixture({
  roles: ["mechanic", "owner"] as Role[],
  async setup({ sql }) {
    [{ id: taskId }] = await sql<{ id: number }[]>`
      select k.id from tasks k join shops s on s.id = k.shop_id
      where s.uri_name = 'demo' and k.name = 'Front brake pads'`;
    [{ id: typeId }] = await sql<{ id: number }[]>`
      select t.id from inspection_types t join shops s on s.id = t.shop_id
      where s.uri_name = 'demo' and t.is_default`;
  },
});
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `catalogue pages' words: ${name}`, ...LONG_LIVED, fn });

test("a shop whose staff speak es-MX reads the catalogue's pages in Spanish", async () => {
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    const pages: Array<[string, RegExp[], RegExp]> = [
      [
        "/demo/inspection-types",
        [
          /<h1>Tipos de inspección<\/h1>/,
          />Agregar un tipo de inspección</,
          />Comparar</,
          />Objeto</,
          />Vehículo</,
        ],
        /Inspection types|Add an inspection type|>Subject</,
      ],
      [
        "/demo/categories",
        [
          /<h1>Categorías<\/h1>/,
          />Todas las tareas</,
          /Mostrar categorías y tareas inactivas/,
          />Tipo de tarea</,
        ],
        />Categories<|All tasks|Show inactive/,
      ],
      [
        "/demo/findings",
        [
          /<h1>Hallazgos<\/h1>/,
          />Agregar un hallazgo</,
          />Qué significan los filtros</,
          /Todas las categorías/,
        ],
        />Findings<|Add a finding|What the filters mean/,
      ],
      [
        "/demo/priorities",
        [/<h1>Prioridades<\/h1>/, />Agregar una prioridad</, />Etiqueta</],
        />Priorities<|Add a priority|>Badge</,
      ],
      [
        `/demo/inspection-types/${typeId}/preview`,
        [/>Vista previa de la lista de revisión</, />Avisar al cliente</, /Bien \/ advertencia \/ falla/],
        /Checklist preview|>Result<|>Tell the customer</,
      ],
      [
        `/demo/tasks/${taskId}/edit`,
        [/Lo que registra el mecánico/, />Bien \/ advertencia \/ falla</, />Guardar cambios</],
        /What the mechanic records|Save changes/,
      ],
    ];
    for (const [path, spanish, english] of pages) {
      const { main } = await pageShown(sessions.owner, path);
      for (const words of spanish) assert.match(main, words, `${path}: ${words}`);
      assert.doesNotMatch(main, english, path);
    }
    const { html } = await pageShown(sessions.mechanic, "/demo/findings");
    assert.match(html, /<title>Hallazgos — /, "the tab's title too");
    const taskFindings = await pageShown(sessions.mechanic, `/demo/tasks/${taskId}/findings`);
    assert.match(taskFindings.html, /<title>Hallazgos de Front brake pads — /);
    assert.match(taskFindings.main, /<h1>Hallazgos de Front brake pads/);
    assert.match(html, /<nav class="section-nav" aria-label="Catálogo">/, "and the catalogue's sections");
    assert.match(html, />Tipos de inspección<\/a>/);
  });
});

test("an owner's wording of a catalogue word shows on the next load", async () => {
  assert.match((await pageShown(sessions.owner, "/demo/priorities")).main, /<h1>Priorities<\/h1>/);
  assert.match((await pageShown(sessions.owner, "/demo/findings")).main, />Add a finding</);
  const save = (key: string, message: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", { key, message });
  const reset = (key: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", { key });
  const wordings = [["cataloguePages.prioritiesTitle", "Urgency levels"], [
    "findingsPages.addFinding",
    "Note a concern",
  ]];
  try {
    for (const [key, message] of wordings) {
      const saved = await save(key, message);
      assert.equal(saved.status, 200, await saved.text());
    }
    const priorities = await pageShown(sessions.mechanic, "/demo/priorities");
    assert.match(priorities.main, /<h1>Urgency levels<\/h1>/, "every member reads it");
    assert.match(priorities.html, /<title>Urgency levels — /);
    const findings = (await pageShown(sessions.owner, "/demo/findings")).main;
    assert.match(findings, />Note a concern</);
    assert.doesNotMatch(findings, />Add a finding</);
  } finally {
    for (const [key] of wordings) (await reset(key)).body?.cancel();
  }
  assert.match(
    (await pageShown(sessions.owner, "/demo/priorities")).main,
    /<h1>Priorities<\/h1>/,
    "reset: the default",
  );
});
