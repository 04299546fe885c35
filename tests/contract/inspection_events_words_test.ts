// An inspection's event trail speaks the shop's words (decision 028): a shop whose staff language is es-MX
// reads the page, the kinds of change, the changes' sentences and their dates in Spanish; en-US reads as it
// always did; an owner's wording of a sentence or a word shows on the next load; and a row written before the
// trail kept its sentences as messages still shows its stored sentence.
import assert from "node:assert/strict";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, signedInClient } from "../support/app_fixture.ts";
import type { HttpClient } from "../support/http_client.ts";
import {
  accessOf,
  type InspectionShop,
  inspectionShop,
  newInspection,
  PASSWORD,
  saveAuditResults,
} from "../support/inspection_shop.ts";
import { changeInspectionStatus } from "../../modules/inspections/mod.ts";

let shop: InspectionShop;
let owner: HttpClient;
let encId: string;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `inspection events words: ${name}`, ...LONG_LIVED, fn });

const OLD_SENTENCE = "Notes changed in the days before messages";

const fixture = appFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    encId = inspection.encId;
    await saveAuditResults(sql, keys, shop, encId, "Worn to 2 mm");
    const mechanic = await accessOf(sql, keys, encId, shop.mechanic);
    await changeInspectionStatus(
      sql,
      mechanic,
      "checklistDone",
      `/${shop.shop.uriName}/inspections/${encId}/checklist`,
    );
    // A row as the trail wrote them before migration 0033: a finished English sentence, no message.
    await sql`
      insert into inspection_events (shop_id, inspection_id, user_id, user_name, kind, page, summary)
      values (${shop.shop.id}, ${inspection.id}, ${shop.manager.id}, 'Maya Manager', 'notes', '', ${OLD_SENTENCE})`;
    await sql`update inspection_events set at = '2026-03-03T20:05:00Z' where inspection_id = ${inspection.id}`;
    await sql`update shops set time_zone = 'America/Mexico_City' where id = ${shop.shop.id}`;
    owner = await signedInClient(app, shop.owner.email, PASSWORD);
  },
});

/** The events page as the owner sees it. */
const shown = () => pageShown(owner, `/${shop.shop.uriName}/inspections/${encId}/events`);

test("en-US reads as it always did: the page, the kinds, the sentences and the dates", async () => {
  const { title, main } = await shown();
  assert.match(title, /^Inspection events — /);
  assert.match(main, /<main class="page inspection-page" lang="en-US">/);
  for (
    const words of [
      /<label for="events-kind">Show<\/label>/,
      / selected="">Every change<\/option>/,
      /<option value="auditLabor">Audit labor<\/option>/,
      />Filter<\/button>/,
      /1–7 of 7 changes, newest first\. Times are America\/Mexico_City\./,
      />Checklist done: In progress → Ready for audit</,
      />Front brake pads: Not checked → Fail, finding “[^”]+”, notes changed</,
      />Tire tread depth: Not checked → Warn, 2 values changed</,
      />Checklist started: New → In progress</,
      />Inspection created: [^<]+, 5 tasks</,
      /<span class="event-kind">Status<\/span>/,
      /<span class="event-kind">Checklist item<\/span>/,
      /<span class="event-kind">Created<\/span>/,
      /Mar 3, 2026, 2:05\sPM/,
      />From Checklist</,
      />From the API or a job</,
      />Maya Manager</,
    ]
  ) assert.match(main, words);
  assert.match(main, new RegExp(`>${OLD_SENTENCE}<`), "an old row shows its sentence");
});

test("a shop whose staff speak es-MX reads the trail in Spanish, with its dates", async () => {
  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    const { title, main } = await shown();
    assert.match(title, /^Historial de la inspección — /);
    assert.match(main, /<main class="page inspection-page" lang="es-MX">/);
    for (
      const words of [
        /<label for="events-kind">Mostrar<\/label>/,
        / selected="">Todos los cambios<\/option>/,
        /<option value="auditLabor">Mano de obra de la revisión<\/option>/,
        />Filtrar<\/button>/,
        /1–7 de 7 cambios, los más recientes primero\. Horas de America\/Mexico_City\./,
        />Lista terminada: En proceso → Lista para revisión</,
        />Front brake pads: Sin revisar → Falla, hallazgo “[^”]+”, notas: cambió</,
        />Tire tread depth: Sin revisar → Pronto, 2 valores cambiados</,
        />Lista iniciada: Nueva → En proceso</,
        />Inspección creada: [^<]+, 5 tareas</,
        /<span class="event-kind">Estado<\/span>/,
        /<span class="event-kind">Punto de la lista<\/span>/,
        /<span class="event-kind">Creación<\/span>/,
        /3 mar 2026, 2:05\sp\.\s?m\./,
        />Desde Lista de revisión</,
        />Desde la API o una tarea</,
        // The heading's tabs, with the shop's wording of them.
        />Historial<\/a>/,
      ]
    ) assert.match(main, words);
    assert.doesNotMatch(main, /Every change|Checklist done|Not checked|Inspection created|Mar 3, 2026|From /);
    assert.match(main, new RegExp(`>${OLD_SENTENCE}<`), "an old row still shows its stored sentence");
  });
});

test("an owner's wording of a trail sentence and of a kind shows on the next load", async () => {
  const save = (key: string, message: string) =>
    owner.call(`/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`, "PUT", { key, message });
  const reset = (key: string) =>
    owner.call(`/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`, "POST", { key });
  const wording: Array<[string, string]> = [
    ["inspectionTrail.created", "Opened as {type} with {count} tasks"],
    ["inspectionEvents.kindStatus", "Stage"],
  ];
  try {
    for (const [key, message] of wording) {
      const saved = await save(key, message);
      assert.equal(saved.status, 200, await saved.text());
    }
    const { main } = await shown();
    assert.match(main, />Opened as [^<]+ with 5 tasks</);
    assert.match(main, /<span class="event-kind">Stage<\/span>/);
    assert.doesNotMatch(main, /Inspection created/);
  } finally {
    for (const [key] of wording) (await reset(key)).body?.cancel();
  }
  assert.match((await shown()).main, />Inspection created: [^<]+, 5 tasks</, "reset: the default again");
});

test("a next step that no longer applies is refused (409) in the staff language, with the shop's wording", async () => {
  const refused = async () => {
    const answer = await owner.call(`/ajax/inspections/${encId}/status`, "POST", { action: "reopen" });
    assert.equal(answer.status, 409);
    return (await answer.json()).message as string;
  };
  assert.equal(await refused(), 'This inspection is ready for audit: "Reopened" does not apply now.');
  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    assert.equal(
      await refused(),
      "Esta inspección está en estado «lista para revisión»: «Reabierta» no aplica ahora.",
    );
  });
  const key = "inspectionDetails.actionRefused";
  const saved = await owner.call(`/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`, "PUT", {
    key,
    message: "{action} cannot be done: the inspection is {status}.",
  });
  assert.equal(saved.status, 200, await saved.text());
  try {
    assert.equal(
      await refused(),
      "Reopened cannot be done: the inspection is ready for audit.",
      "the owner's wording",
    );
  } finally {
    await (await owner.call(`/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`, "POST", {
      key,
    })).body?.cancel();
  }
});

// Last: the send below adds to the trail the tests above count.
test("the Report tab's sends say the trail's sentences in the staff language; an older send its own", async () => {
  await fixture.sql`update inspections set status = 'audited', audited_at = now() where enc_id = ${encId}`;
  const copied = await owner.call(`/ajax/inspections/${encId}/report/link`, "POST");
  assert.equal(copied.status, 200, await copied.text());
  // A send recorded by the API before the trail kept its messages: its stored sentence.
  await fixture.sql`
    insert into inspection_events (shop_id, inspection_id, user_name, kind, page, summary)
    select shop_id, id, '', 'report', '', 'Report sent by fax in the days before messages'
    from inspections where enc_id = ${encId}`;
  const sends = async () => {
    const { status, html } = await owner.page(`/${shop.shop.uriName}/inspections/${encId}/report`);
    assert.equal(status, 200);
    return html.slice(html.indexOf('id="report-history-heading"'));
  };
  const english = await sends();
  assert.match(english, />Report link copied to send another way</);
  assert.match(english, />The system<\/span>/, "the send with no one signed in");
  assert.match(english, />Report sent by fax in the days before messages</);
  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    const spanish = await sends();
    assert.match(spanish, />Enlace del reporte copiado para enviarlo de otra forma</);
    assert.match(spanish, />El sistema<\/span>/);
    assert.match(spanish, />Report sent by fax in the days before messages</, "the older send's sentence");
    assert.doesNotMatch(spanish, /Report link copied|The system/);
  });
  const key = "inspectionTrail.linkCopied";
  const saved = await owner.call(`/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`, "PUT", {
    key,
    message: "Link handed to the customer",
  });
  assert.equal(saved.status, 200, await saved.text());
  try {
    assert.match(await sends(), />Link handed to the customer</, "the owner's wording");
  } finally {
    await (await owner.call(`/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`, "POST", {
      key,
    })).body?.cancel();
  }
});
