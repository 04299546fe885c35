// The help pages speak the reader's shop's staff language (issue 21, decisions 028 and 029): the Help link
// carries the screen it was followed from (?from=/demo/…), and a member of that shop reads the page, its way
// back and the index in the shop's staff language. Without `from`, from a shop the reader does not work in,
// or signed out, help is en-US and says nothing of that shop.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";

const fixture = appFixture({ roles: ["anonymous", "mechanic", "otherShopOwner"] as Role[] });
const { sessions } = fixture;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `help pages' language: ${name}`, ...LONG_LIVED, fn });

const FROM = "/demo/inspections/x/checklist";
const checklist = (from?: string) => `/help/checklist${from ? `?from=${encodeURIComponent(from)}` : ""}`;

test("an es-MX shop's mechanic reads the checklist's help in Spanish, with the checklist's own words", async () => {
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    const { title, main } = await pageShown(sessions.mechanic, checklist(FROM));
    assert.match(main, /^<main [^>]*lang="es-MX"/);
    assert.match(main, /<h1>La lista de revisión<\/h1>/);
    assert.match(main, /<strong>Marcar el\s+resto\s+como\s+bien<\/strong>/);
    assert.match(main, /Volver a la página donde estaba/);
    assert.doesNotMatch(main, /Common tasks|Back to the page you were on/);
    assert.match(title, /^La lista de revisión — /);
  });
});

test("the index opened from a shop's screen is in its staff language, and its pages keep the way back", async () => {
  await inStaffLanguage(fixture.sql, "demo", "fr-CA", async () => {
    const { title, main } = await pageShown(sessions.mechanic, `/help?from=${encodeURIComponent(FROM)}`);
    assert.match(main, /^<main [^>]*lang="fr-CA"/);
    assert.match(main, /<h1>Aide<\/h1>/);
    assert.match(title, /^Aide — /);
    assert.match(main, new RegExp(`href="/help/checklist\\?from=${encodeURIComponent(FROM)}"`));
  });
});

test("without from, from a shop the reader does not work in, or signed out, help is English", async () => {
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    for (
      const [role, path] of [
        ["mechanic", checklist()],
        ["mechanic", checklist("/no-such-shop/inspections")],
        ["mechanic", checklist("/help")],
        ["otherShopOwner", checklist(FROM)],
        ["anonymous", checklist(FROM)],
      ] as const
    ) {
      const { title, main } = await pageShown(sessions[role], path);
      assert.match(main, /^<main [^>]*lang="en-US"/, `${role} ${path}`);
      assert.match(main, /<h1>The checklist<\/h1>/, `${role} ${path}`);
      assert.doesNotMatch(main, /Volver|revisión/, `${role} ${path}`);
      assert.match(title, /^The checklist — /, `${role} ${path}`);
    }
  });
});

test("an unknown page's 404 is said in the reader's language", async () => {
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    const page = await sessions.mechanic.page(`/help/no-such-page?from=${encodeURIComponent(FROM)}`);
    assert.equal(page.status, 404);
    assert.match(page.html, /No hay ninguna página de ayuda en esta dirección\./);
  });
});
