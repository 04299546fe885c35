// The checklist honours lang (decision 028): with lang=es-MX its words are Spanish, the shop's translated
// task names show, the shop's own wording wins, and en-US says "Labor (hours)" as the audit does (one
// spelling per culture; en-GB says "Labour"). The rows' own words (More, the result buttons' group, the
// progress, what a row still needs, a conflict's choices) are the staff language's too.
import assert from "node:assert/strict";
import { saveTranslation } from "../../modules/catalog/mod.ts";
import { saveOverride } from "../../modules/text/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import type { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection } from "../support/inspection_shop.ts";
import { inspectionShopSessions } from "../support/inspection_shop_sessions.ts";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";

let shop: InspectionShop;
let inspection: { id: number; encId: string };
let mechanic: HttpClient;

const checklistPath = () => `/${shop.shop.uriName}/inspections/${inspection.encId}/checklist`;

const fixture = appFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    inspection = await newInspection(sql, keys, shop);
    ({ mechanic } = await inspectionShopSessions(app, shop, checklistPath()));
  },
});

async function checklist(query: string): Promise<string> {
  const { status, html } = await mechanic.page(`${checklistPath()}${query}`);
  assert.equal(status, 200, query);
  return html;
}

Deno.test({
  name: "checklist language: lang=es-MX is Spanish, with the shop's translations and wording",
  ...LONG_LIVED,
  async fn() {
    const english = await checklist("");
    assert.match(english, /<main class="page checklist-page" lang="en-US">/);
    assert.match(english, />Next to do</);
    assert.match(english, />Front brake pads</);

    await saveTranslation(
      fixture.sql,
      shop.shop.id,
      "es-MX",
      "Front brake pads",
      "Pastillas de freno delanteras",
    );
    await saveOverride(fixture.sql, shop.shop.id, "es-MX", "checklist.nextToDo", "Lo que sigue");
    const spanish = await checklist("?lang=es-MX");
    assert.match(spanish, /<main class="page checklist-page" lang="es-MX">/);
    assert.match(spanish, />Pastillas de freno delanteras</);
    assert.doesNotMatch(spanish, />Front brake pads</);
    assert.match(spanish, />Lo que sigue</, "the shop's wording");
    assert.match(spanish, />Marcar el resto como bien</, "the shipped Spanish");
    assert.doesNotMatch(spanish, />Mark the rest passed</);

    const unknown = await checklist("?lang=zz-nonsense");
    assert.match(unknown, /lang="en-US"/, "a lang that is no culture: the shop's staff language");
    await fixture.sql`update shops set staff_language = 'es-MX' where id = ${shop.shop.id}`;
    const staff = await checklist("");
    assert.match(staff, /lang="es-MX"[\s\S]*>Lo que sigue</, "no lang: the shop's staff language");
  },
});

Deno.test({
  name: "checklist language: a Spanish shop's rows say More, the progress and a row's needs in Spanish",
  ...LONG_LIVED,
  async fn() {
    await saveOverride(fixture.sql, shop.shop.id, "es-MX", "checklist.keepTheirs", "Dejar lo suyo");
    await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
      const { main, html } = await pageShown(mechanic, checklistPath());
      assert.match(main, />Más</);
      assert.match(main, /aria-label="Más: /);
      assert.match(main, /aria-label="Resultado de /);
      assert.match(main, /0 de \d+ hechos/);
      assert.match(main, />Lista terminada</, "the Checklist done button");
      assert.doesNotMatch(main, />More<|>Checklist done</);
      assert.doesNotMatch(main, /More: |Result for | of \d+ done|Mark the rest passed|Next to do/);
      // The words the page's scripts say later (a conflict, what a row still needs, the confirmation) travel
      // with the page, in Spanish and the shop's wording.
      for (
        const said of [
          "Elija un resultado.",
          "Agregue una foto o un video.",
          "¿Marcar el resto como bien?",
          "Usar mi cambio",
          "Dejar lo suyo",
          "Otra persona",
          "Primero escriba el hallazgo.",
          "Verde",
          "¿Lista terminada?",
        ]
      ) {
        assert.ok(html.includes(said), said);
      }
      for (const english of ["Choose a result.", "Keep theirs", "Write the finding first.", "Someone else"]) {
        assert.ok(!html.includes(english), english);
      }
    });
    const english = await pageShown(mechanic, checklistPath());
    assert.match(english.main, />More</);
    assert.match(english.main, /aria-label="Result for /);
    assert.match(english.main, /0 of \d+ done/);
    assert.match(english.main, />Checklist done</);
  },
});
