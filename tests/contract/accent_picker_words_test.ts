// The accent colour picker on /account speaks the shop's words (issue 21, decision 028): a shop whose staff
// language is es-MX reads it in Spanish, its ready-made colours included, and an owner's wording of one of
// its messages shows on the next load.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";

const fixture = appFixture({ roles: ["owner"] as Role[] });
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `accent picker's words: ${name}`, ...LONG_LIVED, fn });

/** The picker as the settings page shows it. */
async function picker(): Promise<string> {
  const { status, html } = await sessions.owner.page("/demo/account");
  assert.equal(status, 200);
  return /<fieldset class="accent-picker">(.*?)<\/fieldset>/s.exec(html)![1];
}

test("a shop whose staff language is es-MX has the accent colour picker in Spanish", async () => {
  const english = await picker();
  assert.match(english, /<legend>Accent colour<\/legend>/);
  assert.match(english, /Use the shop&#x27;s own accent colour/);
  assert.match(english, />Racing red</);
  await fixture.sql`update shops set staff_language = 'es-MX' where uri_name = 'demo'`;
  try {
    const spanish = await picker();
    assert.match(spanish, /<legend>Color de acento<\/legend>/);
    assert.match(spanish, /Usar el color de acento propio del taller/);
    assert.match(spanish, />Color<\/label>/);
    assert.match(spanish, /aria-label="Colores predefinidos"/);
    for (const name of ["Azul taller", "Rojo carreras", "Verde bosque", "Grafito"]) {
      assert.match(spanish, new RegExp(`>${name}<`), name);
    }
    assert.doesNotMatch(spanish, /Accent colour|Ready-made|Racing red|Workshop blue/);
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where uri_name = 'demo'`;
  }
});

test("an owner's wording of the picker's words shows on the next load", async () => {
  const save = (key: string, message: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", { key, message });
  const reset = (key: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", { key });
  const wordings = [["settings.accentLegend", "Brand colour"], ["settings.schemeRacingRed", "Fire red"]];
  try {
    for (const [key, message] of wordings) {
      const saved = await save(key, message);
      assert.equal(saved.status, 200, await saved.text());
    }
    const changed = await picker();
    assert.match(changed, /<legend>Brand colour<\/legend>/);
    assert.match(changed, />Fire red</);
  } finally {
    for (const [key] of wordings) (await reset(key)).body?.cancel();
  }
  assert.match(await picker(), /<legend>Accent colour<\/legend>/, "reset: the default");
});
