// The audit page, the appointments page and the staff's e-mail about a customer's answers speak the shop's
// words (decision 028): an owner's wording of one of their messages shows on the next load, and a shop whose
// staff language is es-MX reads them in Spanish.
import assert from "node:assert/strict";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, signedInClient } from "../support/app_fixture.ts";
import { USER_AGENT } from "../support/browser.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, PASSWORD } from "../support/inspection_shop.ts";
import { reportInspection } from "../support/report_inspection.ts";
import { waitFor } from "../support/wait_for.ts";

let shop: InspectionShop;
let encId: string;
let manager: HttpClient;
let owner: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `staff pages' words: ${name}`, ...LONG_LIVED, fn });

// The staff's e-mail about answers waits a second for further changes, not the three minutes of a shop.
const fixture = appFixture({
  env: { ANSWER_EMAIL_DELAY_SECONDS: "1" },
  async setup({ app }) {
    ({ shop, encId, manager } = await reportInspection(app, { video: false }));
    owner = await signedInClient(app, shop.owner.email, PASSWORD);
  },
});

const auditPath = () => `/${shop.shop.uriName}/inspections/${encId}/audit`;
const appointmentsPath = () => `/${shop.shop.uriName}/appt-list`;

/** What a page shows: its <main>. */
const shown = async (client: HttpClient, path: string) => (await pageShown(client, path)).main;

test("an owner's wording of an audit word and of an appointments word shows on the next load", async () => {
  assert.match(await shown(owner, auditPath()), /Needs attention only \(\d+\)/);
  assert.match(await shown(owner, appointmentsPath()), /<h1>Appointments<\/h1>/);
  const save = (key: string, message: string) =>
    owner.call(`/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`, "PUT", { key, message });
  const reset = (key: string) =>
    owner.call(`/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`, "POST", { key });
  try {
    for (
      const [key, message] of [
        ["audit.attentionOnly", "Only what we talk about ({count})"],
        ["appointments.title", "Bookings"],
      ]
    ) {
      const saved = await save(key, message);
      assert.equal(saved.status, 200, await saved.text());
    }
    const audit = await shown(owner, auditPath());
    assert.match(audit, /Only what we talk about \(\d+\)/);
    assert.doesNotMatch(audit, /Needs attention only/);
    assert.match(await shown(manager, auditPath()), /Only what we talk about/, "every member reads it");
    assert.match(await shown(owner, appointmentsPath()), /<h1>Bookings<\/h1>/);
  } finally {
    for (const key of ["audit.attentionOnly", "appointments.title"]) (await reset(key)).body?.cancel();
  }
  assert.match(await shown(owner, auditPath()), /Needs attention only/, "reset: the default again");
});

test("a shop whose staff speak es-MX reads the audit, its printables and the appointments in Spanish", async () => {
  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    const audit = await shown(manager, auditPath());
    assert.match(audit, /<main class="page audit-page" lang="es-MX">/);
    for (
      const words of [
        /Solo lo que requiere atención \(\d+\)/,
        /aria-label="Totales"/,
        />Mano de obra \(horas\)</,
        />Guardar cambios</,
        />Aprobar</,
        />Vendido</,
        />Falla</,
      ]
    ) assert.match(audit, words);
    assert.doesNotMatch(audit, /Needs attention|Save changes|Approve|Labor/);
    const printed = await (await manager.request(`${auditPath()}/printable/text`)).text();
    assert.match(printed, /^Cliente: +Jane Driver$/m);
    assert.match(printed, /^Puntos: 5 \(3 requieren atención\)$/m);
    assert.match(printed, /^Tarea +Resultado +Prioridad +Precio Mano de obra Vendido$/m);
    assert.match(printed, /^Firma del cliente: _+ {3}Fecha: _+$/m);
    const paper = await (await manager.request(`${auditPath()}/printable/html`)).text();
    assert.match(paper, /<html lang="es-MX">/);
    assert.match(paper, /<title>Revisión: 2019 Honda Civic · Jane Driver — Bay Street Auto<\/title>/);
    const appointments = await shown(manager, appointmentsPath());
    assert.match(appointments, /<h1>Citas<\/h1>/);
    assert.match((await manager.page(appointmentsPath())).html, /<title>Citas — /);
    assert.match(appointments, /No hay citas hoy ni más adelante\./);
    assert.match(appointments, />Importar citas</);
  });
});

test("the staff's e-mail about a customer's answers is in the staff language", async () => {
  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    const customer = new HttpClient(fixture.app.url);
    const reportPath = `/${shop.shop.uriName}/r/${encId}`;
    const html = await (await customer.request(reportPath, {
      headers: { Accept: "text/html", "User-Agent": USER_AGENT },
    })).text();
    const answered = await customer.request(reportPath, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrfToken: /name="csrfToken" value="([^"]+)"/.exec(html)?.[1] ?? "",
        [`answer-${shop.tasks.pads}`]: "approved",
        [`answer-${shop.tasks.wipers}`]: "declined",
        note: "Llamar antes de las 5",
      }),
    });
    await answered.body?.cancel();
    assert.equal(answered.status, 303);
    const mail = await waitFor("the staff's e-mails", async () => {
      const found = await fixture.sql<{ subject: string; text: string }[]>`
        select subject, text_body as text from outbox_messages
        where shop_id = ${shop.shop.id} and channel = 'email' and recipient = ${shop.manager.email}`;
      return found.length > 0 && found[0];
    });
    assert.equal(mail.subject, "Jane Driver respondió al reporte de 2019 Honda Civic");
    assert.match(
      mail.text,
      /^Jane Driver respondió al reporte de inspección de 2019 Honda Civic \(orden RO-1001\):\n/,
    );
    assert.match(mail.text, /^- Aprobado: Front brake pads$/m);
    assert.match(mail.text, /^- Rechazado: Wiper blades$/m);
    assert.match(mail.text, /^Nota: Llamar antes de las 5$/m);
    assert.doesNotMatch(mail.text, /answered|Approved|Declined|Note:/);
  });
});
