// The customer report in another culture (decision 028): the shop's catalogue translations turn its task
// names, findings, explanations and recommendations into the customer's language, the shop's wording of
// the report's own words wins over the shipped one, and both show on the next request (nothing cached to
// clear). Untranslated texts fall back to the shop's own.
import assert from "node:assert/strict";
import { applyTemplateToShop, saveTranslation } from "../../modules/catalog/mod.ts";
import { saveItems } from "../../modules/inspections/mod.ts";
import { saveOverride } from "../../modules/text/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { USER_AGENT } from "../support/browser.ts";
import { HttpClient } from "../support/http_client.ts";
import { accessOf, type InspectionShop, inspectionShop, newInspection } from "../support/inspection_shop.ts";
import { reportInspection } from "../support/report_inspection.ts";

let shop: InspectionShop;
let encId: string;
let customer: HttpClient;

const fixture = appFixture({
  async setup({ app }) {
    ({ shop, encId } = await reportInspection(app, { video: false }));
    customer = new HttpClient(app.url);
  },
});

async function page(path: string): Promise<string> {
  const response = await customer.request(path, {
    headers: { Accept: "text/html", "User-Agent": USER_AGENT },
  });
  assert.equal(response.status, 200, path);
  return await response.text();
}

Deno.test({
  name:
    "localized report: in es-MX the shop's tasks and findings are Spanish, and its own wording shows at once",
  ...LONG_LIVED,
  async fn() {
    const reportPath = `/${shop.shop.uriName}/r/${encId}?lang=es-MX`;
    const before = await page(reportPath);
    assert.match(before, /<html lang="es">[\s\S]*Requiere atención ahora/, "the shipped Spanish words");
    assert.match(before, />Front brake pads<\/h3>/, "untranslated: the shop's own text");
    for (
      const [source, translation] of [
        ["Front brake pads", "Pastillas de freno delanteras"],
        ["Worn to 2 mm", "Desgastadas a 2 mm"],
        ["The pads are almost gone.", "Las pastillas casi se acabaron."],
        ["Replace the front pads.", "Cambiar las pastillas delanteras."],
      ]
    ) {
      await saveTranslation(fixture.sql, shop.shop.id, "es-MX", source, translation);
    }
    await saveOverride(fixture.sql, shop.shop.id, "es-MX", "report.fail", "¡Atiéndalo ya!");
    const after = await page(reportPath);
    assert.match(after, />Pastillas de freno delanteras<\/h3>/);
    assert.match(after, /Desgastadas a 2 mm/);
    assert.match(after, /Las pastillas casi se acabaron\./);
    assert.match(after, /Cambiar las pastillas delanteras\./);
    assert.doesNotMatch(after, /Front brake pads|The pads are almost gone/);
    assert.match(after, /¡Atiéndalo ya!/);
    assert.doesNotMatch(after, /Requiere atención ahora/, "the shop's wording replaces the default");
    // The printable (and so the PDF, printed from it) reads the same words.
    const printable = await page(`/r/${encId}/report/html?lang=es-MX`);
    assert.match(printable, /Pastillas de freno delanteras/);
    assert.match(printable, /¡Atiéndalo ya!/);
    // English is untouched by the Spanish translations.
    const english = await page(`/${shop.shop.uriName}/r/${encId}?lang=en`);
    assert.match(english, />Front brake pads<\/h3>/);
    assert.match(english, /Needs attention now/);
  },
});

Deno.test({
  name: "issue 32: a shop in es-MX made from the general repair template reads its report's tasks in Spanish",
  ...LONG_LIVED,
  async fn() {
    const { sql, keys } = fixture.app.services;
    const spanish = await inspectionShop(sql);
    await sql`update shops set customer_language = 'es-MX' where id = ${spanish.shop.id}`;
    await sql.begin((tx) => applyTemplateToShop(tx, spanish.shop.id, "general-repair"));
    const [type] = await sql<{ id: number }[]>`
      select id from inspection_types where shop_id = ${spanish.shop.id} and name = 'Courtesy multi-point inspection'`;
    const [battery] = await sql<{ id: number }[]>`
      select id from tasks where shop_id = ${spanish.shop.id} and name = 'Battery test'`;
    const inspection = await newInspection(sql, keys, spanish, { typeId: type.id });
    const failed = (await sql<{ id: number }[]>`
      select id from findings where shop_id = ${spanish.shop.id} and task_id = ${battery.id}
        and text = 'Battery failed the test'`)[0];
    await saveItems(sql, await accessOf(sql, keys, inspection.encId, spanish.manager), [
      {
        taskId: battery.id,
        itemVersion: 1,
        result: "fail",
        conclusionId: failed.id,
        value1: "12.6",
        value2: "650",
      },
    ], "");
    const report = await page(`/${spanish.shop.uriName}/r/${inspection.encId}`);
    assert.match(report, /<html lang="es">/);
    assert.match(report, />Prueba de batería<\/h3>/);
    assert.match(report, /La batería no pasó la prueba/);
    assert.match(report, /Bajo el cofre/, "the category too");
    assert.match(report, /12\.6 CCA/, "the values with their units");
    assert.doesNotMatch(report, />Battery test<|Under the hood/);
    // In English the shop's own words stay.
    const english = await page(`/${spanish.shop.uriName}/r/${inspection.encId}?lang=en`);
    assert.match(english, />Battery test<\/h3>/);
  },
});
