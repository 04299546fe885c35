// The image editor speaks the shop's words (issue 21, decision 028): it is a page of its own (/image-editor,
// in the overlay's frame) that names the shop of the page that opened it (?shop=). A member of an es-MX shop
// reads its tools, buttons and sentences in Spanish, with the shop's own wording; without a shop, or for
// someone who does not work there, it is en-US and says nothing of that shop.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";

let shopId = 0;
const fixture = appFixture({
  roles: ["mechanic", "owner", "otherShopOwner"] as Role[],
  async setup({ sql }) {
    shopId = (await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`)[0].id;
  },
});
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `image editor's words: ${name}`, ...LONG_LIVED, fn });

const editor = (shop?: string) =>
  `/image-editor?assetId=1&assets=${encodeURIComponent(`/ajax/shops/${shopId}`)}${
    shop ? `&shop=${shop}` : ""
  }`;

test("a member of an es-MX shop has the editor in Spanish", async () => {
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    const { title, main, html } = await pageShown(sessions.mechanic, editor("demo"));
    assert.match(title, /^Editar imagen — /);
    assert.match(main, /Cargando la imagen…/);
    // The rest is drawn in the browser from the page's words.
    for (const words of ["Girar a la izquierda", "Aplicar recorte", "Deshacer", "Flecha", "Grosor"]) {
      assert.ok(html.includes(words), words);
    }
    assert.doesNotMatch(main, /Loading the picture/);
  });
});

test("without a shop, or for someone of another shop, the editor is en-US", async () => {
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    const alone = await pageShown(sessions.mechanic, editor());
    assert.match(alone.title, /^Edit picture — /);
    assert.match(alone.main, /Loading the picture…/);
    const stranger = await pageShown(sessions.otherShopOwner, editor("demo"));
    assert.match(stranger.title, /^Edit picture — /);
    assert.doesNotMatch(stranger.html, /Girar a la izquierda|Cargando la imagen/);
    const unknown = await pageShown(sessions.owner, editor("no-such-shop"));
    assert.match(unknown.title, /^Edit picture — /);
  });
});

test("an owner's wording of an editor word shows on the next load", async () => {
  const key = "imageEditor.rotateLeft";
  const saved = await sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", {
    key,
    message: "Turn anticlockwise",
  });
  assert.equal(saved.status, 200, await saved.text());
  try {
    assert.ok((await pageShown(sessions.mechanic, editor("demo"))).html.includes("Turn anticlockwise"));
  } finally {
    (await sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", { key })).body
      ?.cancel();
  }
  assert.ok(!(await pageShown(sessions.mechanic, editor("demo"))).html.includes("Turn anticlockwise"));
});
