// An inspection's Report tab speaks the shop's words (issue 21, decision 028): a shop whose staff language is
// es-MX reads the tab's headings, buttons, fields, preview, the line about the report's life (its times in
// the shop's zone, the distance in Spanish), why nothing can be sent and the customer's answers in Spanish,
// and the send calls answer and refuse in Spanish; en-US reads as it always did; an owner's wording of one
// of the tab's messages shows on the next load.
import assert from "node:assert/strict";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, signedInClient } from "../support/app_fixture.ts";
import type { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

let shop: InspectionShop;
let owner: HttpClient;
let mechanic: HttpClient;
/** Sent and opened: the tracking line has every part. */
let viewedId: string;
/** New: the audit is not approved, so nothing can be sent. */
let newId: string;
/** Audited, not sent: the send calls go out from it. */
let auditedId: string;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `report tab words: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    const viewed = await newInspection(sql, keys, shop);
    const fresh = await newInspection(sql, keys, shop);
    const audited = await newInspection(sql, keys, shop);
    [viewedId, newId, auditedId] = [viewed.encId, fresh.encId, audited.encId];
    await sql`
      update inspections set status = 'viewed', audited_at = '2026-03-03T19:00:00Z',
        report_sent_at = '2026-03-03T20:05:00Z', first_viewed_at = '2026-03-03T20:08:10Z',
        last_viewed_at = '2026-03-03T20:20:00Z', view_count = 4
      where id = ${viewed.id}`;
    await sql`update inspections set status = 'audited', audited_at = now() where id = ${audited.id}`;
    await sql`update shops set time_zone = 'America/Mexico_City' where id = ${shop.shop.id}`;
    owner = await signedInClient(app, shop.owner.email, PASSWORD);
    mechanic = await signedInClient(app, shop.mechanic.email, PASSWORD);
  },
});

const tab = (encId: string, who: HttpClient = owner) =>
  pageShown(who, `/${shop.shop.uriName}/inspections/${encId}/report`);

/** A send call's status and its answer's (or refusal's) message. */
async function send(encId: string, way: string): Promise<{ status: number; message: string }> {
  const response = await owner.call(`/ajax/inspections/${encId}/report/${way}`, "POST");
  return { status: response.status, message: (await response.json()).message };
}

test("en-US reads as it always did", async () => {
  const { title, main } = await tab(viewedId);
  assert.match(title, /^Customer report — /);
  assert.match(main, /<main class="page inspection-page report-send-page" lang="en-US">/);
  for (
    const words of [
      />Send to the customer<\/h2>/,
      /<label for="report-email">E-mail<\/label>/,
      /<label for="report-phone">Mobile<\/label>/,
      />Send e-mail<\/button>/,
      />Open in my e-mail app<\/button>/,
      />Send text message<\/button>/,
      />Copy link<\/button>/,
      />Sent and viewed<\/h2>/,
      /Sent Mar 3, 2:05\sPM · Viewed 3 minutes after sending · opened 4 times, last Mar 3, 2:20\sPM/,
      />Preview<\/h2>/,
      /<label for="report-fontSize">Type size<\/label>/,
      /<option value="letter"[^>]*>Letter<\/option>/,
      /<option value="landscape">Landscape<\/option>/,
      />Open PDF<\/a>/,
      /title="Report preview"/,
      />Customer&#x27;s answers<\/h2>/,
      /No recommended work on this report: nothing for the customer to approve\./,
    ]
  ) assert.match(main, words);
  assert.match(
    (await tab(newId)).main,
    /Approve the audit before sending the report: this inspection is new\./,
  );
  assert.match(
    (await tab(viewedId, mechanic)).main,
    /Only shop owners and managers can send the report to the customer\./,
  );
});

test("a shop whose staff speak es-MX reads the tab in Spanish", async () => {
  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    const { title, main } = await tab(viewedId);
    assert.match(title, /^Reporte al cliente — /);
    assert.match(main, /<main class="page inspection-page report-send-page" lang="es-MX">/);
    for (
      const words of [
        />Enviar al cliente<\/h2>/,
        /<label for="report-email">Correo electrónico<\/label>/,
        /<label for="report-phone">Celular<\/label>/,
        />Enviar correo<\/button>/,
        />Abrir en mi aplicación de correo<\/button>/,
        />Enviar mensaje de texto<\/button>/,
        />Copiar enlace<\/button>/,
        />Envíos y vistas<\/h2>/,
        /Enviado 3 mar, 2:05\sp\.\s?m\. · Visto 3 minutos después del envío · abierto 4 veces, la última 3 mar, 2:20\sp\.\s?m\./,
        />Vista previa<\/h2>/,
        /<label for="report-paper">Papel<\/label>/,
        /<label for="report-fontSize">Tamaño de letra<\/label>/,
        /<option value="letter"[^>]*>Carta<\/option>/,
        /<option value="landscape">Horizontal<\/option>/,
        />Abrir PDF<\/a>/,
        /title="Vista previa del reporte"/,
        />Respuestas del cliente<\/h2>/,
        /Este reporte no recomienda trabajos: el cliente no tiene nada que aprobar\./,
        // The heading's tabs, as every page of the inspection names them.
        /aria-current="page"[^>]*>Reporte<\/a>/,
      ]
    ) assert.match(main, words);
    assert.doesNotMatch(main, /Send to the customer|Sent and viewed|Copy link|Viewed 3 minutes|Preview</);
    assert.match(
      (await tab(newId)).main,
      /Apruebe la revisión antes de enviar el reporte: esta inspección está en estado «nueva»\./,
    );
    assert.match(
      (await tab(viewedId, mechanic)).main,
      /Solo los dueños y gerentes del taller pueden enviar el reporte al cliente\./,
    );
  });
});

test("the send calls answer and refuse in the staff's language", async () => {
  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    assert.deepEqual(await send(newId, "link"), {
      status: 409,
      message: "Apruebe la revisión antes de enviar el reporte: esta inspección está en estado «nueva».",
    });
    const emailed = await send(auditedId, "send-email");
    assert.equal(emailed.status, 200, emailed.message);
    assert.match(
      emailed.message,
      /^Reporte enviado por correo a jane@driver\.example\.( Espera en la bandeja de salida: .+)?$/,
    );
    assert.deepEqual(await send(auditedId, "link"), { status: 200, message: "Enlace del reporte copiado." });
  });
  assert.deepEqual(await send(auditedId, "link"), { status: 200, message: "Report link copied." });
});

test("an owner's wording of the tab's words shows on the next load", async () => {
  const key = "reportTab.sendHeading";
  const saved = await owner.call(`/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`, "PUT", {
    key,
    message: "Hand it to the customer",
  });
  assert.equal(saved.status, 200, await saved.text());
  try {
    const { main } = await tab(viewedId);
    assert.match(main, />Hand it to the customer<\/h2>/);
    assert.doesNotMatch(main, /Send to the customer/);
  } finally {
    await (await owner.call(`/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`, "POST", {
      key,
    })).body?.cancel();
  }
  assert.match((await tab(viewedId)).main, />Send to the customer<\/h2>/, "reset: the default again");
});
