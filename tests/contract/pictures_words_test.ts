// The pictures pages speak the shop's words (issue 21, decision 028): a shop whose staff language is es-MX
// reads the shop's pictures page, a member's pictures, an inspection type's and an inspection's Images tab in
// Spanish, the pictures list's own words (its upload area, its empty line) included, and an owner's wording
// of one of the list's messages shows on the next load of every page that shows a list. The checklist and
// the audit, whose items' photos open the media kit's camera and viewer, carry the same words (and the
// checklist its rows' own words beside their photos).
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";

let typeId = 0;
let encId = "";
const fixture = appFixture({
  roles: ["owner", "manager"] as Role[],
  async setup({ sql }) {
    typeId = (await sql<{ id: number }[]>`
      select t.id from inspection_types t join shops s on s.id = t.shop_id
      where s.uri_name = 'demo' order by t.id limit 1`)[0].id;
    // One the owner may still change (every inspection but a closed one).
    encId = (await sql<{ encId: string }[]>`
      select i.enc_id as "encId" from inspections i join shops s on s.id = i.shop_id
      where s.uri_name = 'demo' and i.status <> 'closed' order by i.id limit 1`)[0].encId;
  },
});
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `pictures pages' words: ${name}`, ...LONG_LIVED, fn });

/** A page's own part (its main element on), and its tab title. */
async function page(path: string, role: Role = "owner"): Promise<{ main: string; title: string }> {
  const { status, html } = await sessions[role].page(path);
  assert.equal(status, 200, path);
  const main = html.indexOf("<main");
  assert.ok(main > 0, `${path} has its main part`);
  return { main: html.slice(main), title: /<title>(.*?)<\/title>/.exec(html)![1] };
}

/** The whole page: its data carries the words of its rows (drawn in the browser) and of what they open. */
async function whole(path: string): Promise<string> {
  const { status, html } = await sessions.owner.page(path);
  assert.equal(status, 200, path);
  return html;
}

/** The pages whose items' photos open the kit's viewer (and, on the checklist, its camera). */
const ITEM_PAGES = () => [`/demo/inspections/${encId}/checklist`, `/demo/inspections/${encId}/audit`];

/** Every page with a pictures list the owner may add to; the first three have no pictures yet. */
const PAGES = () => [
  "/demo/media",
  "/demo/users/me",
  `/demo/inspection-types/${typeId}/edit`,
  `/demo/inspections/${encId}/images`,
];

test("a shop whose staff language is es-MX has its pictures pages in Spanish", async () => {
  await fixture.sql`update shops set staff_language = 'es-MX' where uri_name = 'demo'`;
  try {
    const media = await page("/demo/media");
    assert.match(media.main, /^<main class="page shop-media-page" lang="es-MX">/);
    assert.match(media.main, /<h1>Imágenes y videos<\/h1>/);
    assert.match(media.main, /Elija el uso Compartida con las inspecciones/);
    assert.match(media.title, /^Imágenes y videos — /);
    for (const path of PAGES().slice(0, 3)) {
      assert.match((await page(path)).main, /Aún no hay imágenes ni videos\./, path);
    }
    const images = await page(`/demo/inspections/${encId}/images`);
    assert.match(images.main, /<h2 class="visually-hidden">Imágenes y videos<\/h2>/);
    assert.match(images.main, />Agregar imagen o video compartido</, "an inspection's list's own words");
    assert.match(images.title, /^Imágenes de la inspección — /);
    const managerView = await page("/demo/media", "manager");
    assert.match(managerView.main, /<h1>Imágenes y videos<\/h1>/, "every member reads it");
    for (const path of PAGES()) {
      const { main } = await page(path);
      assert.match(main, /aria-label="Subir fotos o videos"/, path);
      assert.match(main, />Agregar fotos o videos</, path);
      assert.match(main, />Tomar foto</, path);
      assert.match(main, />o suelte archivos aquí</, path);
      assert.doesNotMatch(
        main,
        /Add photos or videos|Take photo|or drop files here|No images or videos yet/,
        path,
      );
    }
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where uri_name = 'demo'`;
  }
});

test("an owner's wording of the pictures list's words shows on the next load of every pictures page", async () => {
  const media = await page("/demo/media");
  assert.match(media.main, /<h1>Pictures and videos<\/h1>/);
  assert.match(media.main, />Add photos or videos</);
  const save = (key: string, message: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", { key, message });
  const reset = (key: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", { key });
  const wordings = [["media.addFiles", "Upload pictures"], ["shopMedia.title", "Shop gallery"]];
  try {
    for (const [key, message] of wordings) {
      const saved = await save(key, message);
      assert.equal(saved.status, 200, await saved.text());
    }
    const changed = await page("/demo/media");
    assert.match(changed.main, /<h1>Shop gallery<\/h1>/);
    assert.match(changed.title, /^Shop gallery — /);
    for (const path of PAGES()) {
      const { main } = await page(path);
      assert.match(main, />Upload pictures</, path);
      assert.doesNotMatch(main, /Add photos or videos/, path);
    }
  } finally {
    for (const [key] of wordings) (await reset(key)).body?.cancel();
  }
  assert.match((await page("/demo/media")).main, />Add photos or videos</, "reset: the default");
});

test("an es-MX shop's checklist and audit carry the media kit's words in Spanish", async () => {
  await fixture.sql`update shops set staff_language = 'es-MX' where uri_name = 'demo'`;
  try {
    for (const path of ITEM_PAGES()) {
      const html = await whole(path);
      // The viewer's name and Next button, the camera's title and Use photo: sent for when they open.
      for (const word of ["Visor", "Siguiente", "Tomar una foto", "Usar foto"]) {
        assert.ok(html.includes(`"${word}"`), `${path} carries ${word}`);
      }
      assert.ok(!html.includes("Use photo"), `${path} has no en-US camera words`);
    }
    // A photo's name for a screen reader is one message, the checklist's, on the audit too.
    assert.ok((await whole(ITEM_PAGES()[1])).includes('"checklist.openPhoto"'), "the audit carries it");
    // A checklist row's own words beside its photos.
    const checklist = await whole(ITEM_PAGES()[0]);
    for (const word of ["Agregar foto o video", "Marcar", "Esperando para enviar"]) {
      assert.ok(checklist.includes(`"${word}"`), `the checklist carries ${word}`);
    }
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where uri_name = 'demo'`;
  }
});

test("an owner's wording of the kit's words reaches the checklist and the audit on the next load", async () => {
  const save = (key: string, message: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", { key, message });
  const reset = (key: string) =>
    sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", { key });
  const wordings = [["media.viewer", "Picture browser"], ["media.cameraUse", "Keep this shot"]];
  for (const path of ITEM_PAGES()) assert.ok(!(await whole(path)).includes("Picture browser"), path);
  try {
    for (const [key, message] of wordings) {
      const saved = await save(key, message);
      assert.equal(saved.status, 200, await saved.text());
    }
    for (const path of ITEM_PAGES()) {
      const html = await whole(path);
      assert.ok(html.includes("Picture browser"), `${path} carries the owner's name of the viewer`);
      assert.ok(html.includes("Keep this shot"), `${path} carries the owner's Use photo`);
    }
  } finally {
    for (const [key] of wordings) (await reset(key)).body?.cancel();
  }
});
