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

test("a made-up culture is the page's 404 saying so; a real culture not added yet opens", async () => {
  for (
    const path of ["/demo/localizations/xx-YY", "/demo/localizations/qq-US", "/demo/localizations/es-QQ"]
  ) {
    const { status, html } = await sessions.owner.page(path);
    assert.equal(status, 404, path);
    assert.match(html, /There is no such culture: use a language and region such as es-MX or fr-CA\./, path);
    assert.doesNotMatch(html, /data-key=/, path);
  }
  const madeUp = await saveMessage(sessions.owner, "report.title", "x", "demo", "xx-YY");
  assert.equal(madeUp.status, 404);
  await madeUp.body?.cancel();
  assert.deepEqual(await stored("xx-YY"), {});
  // es-US ships nothing of its own: its strings are es-MX's until the shop rewords them (README).
  const spanishUs = await sessions.owner.page("/demo/localizations/es-US");
  assert.equal(spanishUs.status, 200);
  assert.match(
    spanishUs.html,
    /<h1>español \(Estados Unidos\)<!-- --> <span class="hint">\(es-US\)<\/span><\/h1>/,
  );
  assert.match(spanishUs.html, /<h2 lang="en">Customer report<\/h2>/);
  const saved = await saveMessage(sessions.owner, "report.title", "Informe del vehículo", "demo", "es-US");
  assert.equal(saved.status, 200);
  assert.deepEqual(await stored("es-US"), { "report.title": "Informe del vehículo" });
});

/** The page's size as sent before compression: what a phone's browser has to read. */
async function pageBytes(
  client: HttpClient,
  path: string,
): Promise<{ status: number; bytes: number; html: string }> {
  const response = await client.request(path, {
    headers: { Accept: "text/html", "Accept-Encoding": "identity" },
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes: body.length, html: new TextDecoder().decode(body) };
}

const FIRST_LOAD_LIMIT = 200 * 1024;

test("a culture's page is at most 200 KB at first, even with a change in every area", async () => {
  const fresh = await pageBytes(sessions.owner, "/demo/localizations/es-MX");
  assert.equal(fresh.status, 200);
  assert.ok(fresh.bytes <= FIRST_LOAD_LIMIT, `es-MX: ${fresh.bytes} bytes`);
  // Every area is listed with its count, folded.
  assert.match(
    fresh.html,
    /<h2 lang="en">Checklist<\/h2><span class="hint" lang="en-US">121 strings<\/span>/,
  );

  // One change in every area of de-DE: each such area opens, and still the first load stays small.
  const owner = sessions.owner;
  const areas = new Map<string, string>();
  for (let offset = 0;; offset += 50) {
    const slice = await (await owner.request(`/ajax/localizations/de-DE/messages?shop=demo&offset=${offset}`))
      .json() as { rows: { key: string; area: string }[]; total: number };
    for (const row of slice.rows) if (!areas.has(row.area)) areas.set(row.area, row.key);
    if (offset + 50 >= slice.total) break;
  }
  assert.ok(areas.size > 25, `${areas.size} areas`);
  for (const key of areas.values()) {
    const response = await saveMessage(owner, key, "Geändert", "demo", "de-DE");
    // A wording may leave out the default's placeholders (decision 028).
    assert.equal(response.status, 200, key);
    await response.body?.cancel();
  }
  const changed = await pageBytes(owner, "/demo/localizations/de-DE");
  assert.equal(changed.status, 200);
  assert.ok(changed.bytes <= FIRST_LOAD_LIMIT, `de-DE with every area changed: ${changed.bytes} bytes`);
  // The first changed area's strings are on the page as sent, the change marked.
  const [firstKey] = areas.values();
  assert.match(changed.html, new RegExp(`data-key="${firstKey.replace(".", "\\.")}" data-changed="1"`));
});

test("an area's strings, a search's matches and the catalogue's words come a page of 50 at a time", async () => {
  type Slice = { rows: Record<string, unknown>[]; total: number; offset: number };
  const get = async (path: string, client = sessions.owner) => {
    const response = await client.request(path);
    return { status: response.status, body: await response.json() };
  };
  const first = await get("/ajax/localizations/es-MX/messages?shop=demo&area=Checklist");
  assert.equal(first.status, 200);
  const checklist = first.body as Slice;
  assert.deepEqual([checklist.rows.length, checklist.total, checklist.offset], [50, 121, 0]);
  assert.deepEqual(Object.keys(checklist.rows[0]).sort(), ["area", "defaultMessage", "key", "override"]);
  assert.ok(checklist.rows.every((row) => row.area === "Checklist"));
  const last = (await get("/ajax/localizations/es-MX/messages?shop=demo&area=Checklist&offset=100"))
    .body as Slice;
  assert.deepEqual([last.rows.length, last.offset], [21, 100]);

  const found = (await get("/ajax/localizations/es-MX/messages?shop=demo&search=report.preparedFor"))
    .body as Slice;
  assert.deepEqual(found.rows.map((row) => [row.key, row.area, row.defaultMessage]), [
    ["report.preparedFor", "Customer report", "Preparado para {name}"],
  ]);
  const catalogue = (await get("/ajax/localizations/es-MX/catalogue?shop=demo&search=front%20brake%20pads"))
    .body as Slice;
  assert.ok(catalogue.rows.some((row) => row.text === "Front brake pads" && row.kind === "task"));
  const allWords = (await get("/ajax/localizations/es-MX/catalogue?shop=demo")).body as Slice;
  assert.equal(allWords.rows.length, 50);
  assert.ok(allWords.total > 50);

  for (
    const [path, message] of [
      ["messages?shop=demo&offset=-1", "offset is how many strings are shown already: a whole number."],
      ["messages?shop=demo&offset=ten", "offset is how many strings are shown already: a whole number."],
      ["messages?shop=demo&area=Nowhere", "There is no area Nowhere."],
      [`messages?shop=demo&search=${"x".repeat(201)}`, "A search is at most 200 characters."],
    ]
  ) {
    const answer = await get(`/ajax/localizations/es-MX/${path}`);
    assert.equal(answer.status, 400, path);
    assert.deepEqual(answer.body, { message }, path);
  }
  const madeUp = await get("/ajax/localizations/xx-YY/messages?shop=demo");
  assert.equal(madeUp.status, 404);
});

test("who may read a culture's strings: owners and managers; mechanics 403; another shop 404", async () => {
  for (
    const path of [
      "/ajax/localizations/es-MX/messages?shop=demo",
      "/ajax/localizations/es-MX/catalogue?shop=demo",
    ]
  ) {
    await assertEachRoleAnswers(
      ROLES,
      { what: `GET ${path}`, expected: callAnswers<Role>(READERS) },
      (role) => sessions[role].request(path),
      ({ role, body, label }) => {
        if (role !== "manager" && role !== "owner") assert.doesNotMatch(body, /report\.title|Brakes/, label);
      },
    );
  }
});
