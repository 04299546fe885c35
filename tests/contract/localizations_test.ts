// The localization pages and calls over real HTTP (decision 028): who may open and call each (owners edit:
// localizations.manage; managers read; mechanics 403; another shop's owner the 404 of a shop that does not
// exist), a save checked as an ICU message (a broken one is a 400 with the reason and writes nothing),
// reset, and the catalogue's translations.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { htmlPage, type HttpClient } from "../support/http_client.ts";
import { assertEachRoleAnswers, callAnswers, pageAnswers } from "../support/who_may.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `localizations: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({ roles: ROLES });
const { sessions } = fixture;

async function stored(culture = "es-MX"): Promise<Record<string, string>> {
  const rows = await fixture.sql<{ key: string; message: string }[]>`
    select key, message from text_localizations t join shops s on s.id = t.shop_id
    where s.uri_name = 'demo' and culture = ${culture}`;
  return Object.fromEntries(rows.map((row) => [row.key, row.message]));
}

const saveMessage = (client: HttpClient, key: string, message: string, shop = "demo", culture = "es-MX") =>
  client.call(`/ajax/localizations/${culture}/messages?shop=${shop}`, "PUT", { key, message });

const READERS = { mechanic: 403, manager: 200, owner: 200 } as const;
const OWNERS = { mechanic: 403, manager: 403, owner: 200 } as const;

for (const path of ["/demo/localizations", "/demo/localizations/new", "/demo/localizations/es-MX"]) {
  test(`who may: GET ${path}`, async () => {
    await assertEachRoleAnswers(
      ROLES,
      { what: `GET ${path}`, expected: pageAnswers<Role>(READERS) },
      (role) => htmlPage(sessions[role], path),
      ({ role, body, label }) => {
        if (role === "mechanic") assert.match(body, /Only shop owners and managers/, label);
        if (role !== "manager" && role !== "owner") assert.doesNotMatch(body, /report\.title/, label);
      },
    );
  });
}

test("who may: PUT /ajax/localizations/{culture}/messages and the catalogue's translations", async () => {
  await assertEachRoleAnswers(
    ROLES,
    { what: "PUT messages", expected: callAnswers<Role>(OWNERS) },
    (role) => saveMessage(sessions[role], "report.title", `Informe (${role})`),
    ({ role, body, label }) => {
      if (role === "otherShopOwner") assert.match(body, /There is no shop at this address/, label);
    },
  );
  assert.equal((await stored())["report.title"], "Informe (owner)", "only the owner's save is written");
  await assertEachRoleAnswers(
    ROLES,
    { what: "PUT catalogue", expected: callAnswers<Role>(OWNERS) },
    (role) =>
      sessions[role].call("/ajax/localizations/es-MX/catalogue?shop=demo", "PUT", {
        text: "Brakes",
        translation: `Frenos (${role})`,
      }),
  );
  await assertEachRoleAnswers(
    ROLES,
    { what: "POST reset", expected: callAnswers<Role>(OWNERS) },
    (role) =>
      sessions[role].call("/ajax/localizations/es-MX/messages/reset?shop=demo", "POST", {
        key: "report.title",
      }),
  );
  assert.equal((await stored())["report.title"], undefined, "reset by the owner");
  // Another shop's owner naming their own shop writes only there.
  const other = await saveMessage(sessions.otherShopOwner, "report.title", "Otro", fixture.otherShop.uriName);
  assert.equal(other.status, 200);
  assert.equal((await stored())["report.title"], undefined);
});

test("a broken ICU message is refused with the reason, and nothing is written", async () => {
  const owner = sessions.owner;
  await owner.page("/demo/localizations/es-MX");
  const broken = await saveMessage(owner, "report.preparedFor", "Preparado para {name");
  assert.equal(broken.status, 400);
  assert.match((await broken.json()).message, /^report\.preparedFor: This is not a valid ICU message: /);
  const misspelt = await saveMessage(owner, "report.preparedFor", "Preparado para {nombre}");
  assert.equal(misspelt.status, 400);
  assert.equal(
    (await misspelt.json()).message,
    "report.preparedFor: Unknown placeholder {nombre}; this message takes {name}.",
  );
  const unknown = await saveMessage(owner, "report.nothing", "x");
  assert.equal(unknown.status, 400);
  assert.equal((await unknown.json()).message, "There is no message report.nothing.");
  const extra = await owner.call("/ajax/localizations/es-MX/messages?shop=demo", "PUT", {
    key: "report.title",
    message: "x",
    culture: "fr",
  });
  assert.equal(extra.status, 400);
  assert.equal((await extra.json()).message, "Unknown field: culture.");
  const noCulture = await saveMessage(owner, "report.title", "x", "demo", "not-a-culture!");
  assert.equal(noCulture.status, 404);
  await noCulture.body?.cancel();
  assert.equal((await stored())["report.preparedFor"], undefined);
  const noToken = await owner.request("/ajax/localizations/es-MX/messages?shop=demo", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ key: "report.title", message: "Sin token" }),
  });
  assert.equal(noToken.status, 403, "without the CSRF token");
  await noToken.body?.cancel();
  assert.deepEqual(await stored(), {});
});

test("a saved wording shows on the culture's page and in the list; reset brings back the default", async () => {
  const owner = sessions.owner;
  await owner.page("/demo/localizations/fr-CA");
  const saved = await saveMessage(
    owner,
    "report.photo",
    "{n, plural, one {La photo} other {Photo {n}}} de {task}",
    "demo",
    "fr-CA",
  );
  assert.equal(saved.status, 200);
  const page = await owner.page("/demo/localizations/fr-CA");
  assert.equal(page.status, 200);
  assert.match(page.html, /<h1>français canadien<!-- --> <span class="hint">\(fr-CA\)<\/span><\/h1>/);
  assert.match(page.html, /data-key="report\.photo" data-changed="1"/);
  assert.match(page.html, /data-key="report\.title" data-changed="0"/);
  assert.match(page.html, /<textarea [^>]*>Rapport d&#x27;inspection du véhicule<\/textarea>/, "the default");
  const list = await owner.page("/demo/localizations");
  assert.match(list.html, /href="\/demo\/localizations\/fr-CA"/);
  const manager = await sessions.manager.page("/demo/localizations/fr-CA");
  assert.match(manager.html, /Only a shop owner can change them/);
  assert.doesNotMatch(manager.html, />Save</, "a manager reads");
  const reset = await owner.call("/ajax/localizations/fr-CA/messages/reset?shop=demo", "POST", {
    key: "report.photo",
  });
  assert.deepEqual(await reset.json(), { key: "report.photo", message: "Photo {n} de {task}" });
  assert.deepEqual(await stored("fr-CA"), {});
});

test("a culture name that is no culture is the page's 404", async () => {
  for (const path of ["/demo/localizations/klingon-language", "/demo/localizations/..%2Fetc"]) {
    const { status } = await sessions.owner.page(path);
    assert.equal(status, 404, path);
  }
  const canonical = await sessions.owner.page("/demo/localizations/es-mx");
  assert.equal(canonical.status, 200);
  assert.match(canonical.html, /\(es-MX\)/);
});
