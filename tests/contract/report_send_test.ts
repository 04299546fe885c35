// Sending the customer report over real HTTP with the whole app, a loopback SMTP server and a Twilio-style
// SMS endpoint: what the customer receives (the shop, the vehicle, the one link), who may send, the
// refusals (not audited, do not contact, nothing to send to, a bad address), the move to "report sent"
// once, and a resend that keeps the first time and the same link.
import assert from "node:assert/strict";
import { updateShopContact } from "../../modules/shops/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import {
  type SmsPeer,
  smsSettings,
  type SmtpPeer,
  startSmsPeer,
  startSmtpPeer,
} from "../support/message_peers.ts";
import { waitFor } from "../support/wait_for.ts";

let smtp: SmtpPeer;
let sms: SmsPeer;
let shop: InspectionShop;
let manager: HttpClient;
let encId: string;
let inspectionId: number;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `report sending: ${name}`, ...LONG_LIVED, fn });

const JANE = {
  firstName: "Jane",
  lastName: "Driver",
  phoneMobile: "(415) 555-0142",
  email: "jane@driver.example",
};
const sendPath = (enc: string, what: string, query: Record<string, string> = {}) =>
  `/ajax/inspections/${enc}/report/${what}${
    Object.keys(query).length ? `?${new URLSearchParams(query)}` : ""
  }`;
const reportUrl = (enc: string) => `${fixture.app.services.config.publicUrl}/${shop.shop.uriName}/r/${enc}`;

async function audited(customer: Record<string, unknown> = JANE) {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop, {
    customer: customer as never,
  });
  await fixture.sql`
    update inspections set status = 'audited', audited_at = now() where id = ${inspection.id}`;
  return inspection;
}

async function signedIn(email: string) {
  const client = new HttpClient(fixture.app.url);
  await client.signIn(email, PASSWORD);
  return client;
}

async function outboxCount(enc: string): Promise<number> {
  const [row] = await fixture.sql<{ count: number }[]>`
    select count(*)::int as count from outbox_messages where links ? ${reportUrl(enc)}`;
  return row.count;
}

async function reportState(id: number) {
  const [row] = await fixture.sql<{ status: string; sentAt: Date | null; encId: string }[]>`
    select status, report_sent_at as "sentAt", enc_id as "encId" from inspections where id = ${id}`;
  return row;
}

/** An audited inspection whose report went out as the first tests send it: by text message, then by e-mail. */
async function sentByTextAndEmail(): Promise<{ id: number; encId: string }> {
  const inspection = await audited();
  const sends: Array<[string, Record<string, string>]> = [
    ["send-sms", {}],
    ["send-email", { email: "Jane.Work@Office.example", lang: "es" }],
  ];
  for (const [what, query] of sends) {
    const response = await manager.call(sendPath(inspection.encId, what, query), "POST");
    assert.equal(response.status, 200, `${what}: ${await response.text()}`);
  }
  return inspection;
}

async function reportEvents(id: number): Promise<string[]> {
  const rows = await fixture.sql<{ summary: string }[]>`
    select summary from inspection_events where inspection_id = ${id} and kind = 'report' order by id`;
  return rows.map((row) => row.summary);
}

const fixture = appFixture({
  async env() {
    smtp = await startSmtpPeer();
    sms = await startSmsPeer();
    return { SMTP_URL: smtp.url, MAIL_FROM: '"Shop Inspections" <reports@dvi.example>', ...smsSettings(sms) };
  },
  async setup({ sql }) {
    shop = await inspectionShop(sql);
    await sql.begin((tx) =>
      updateShopContact(tx, shop.shop.id, { email: "service@baystreet.example", phone: "(415) 555-0100" })
    );
    const inspection = await audited();
    encId = inspection.encId;
    inspectionId = inspection.id;
    manager = await signedIn(shop.manager.email);
  },
  async stop() {
    await smtp?.close();
    await sms?.close();
  },
});

test("a text message reaches the customer's mobile with the shop, the vehicle and the link; the inspection is now report sent", async () => {
  const response = await manager.call(sendPath(encId, "send-sms"), "POST");
  assert.equal(response.status, 200);
  const answer = await response.json();
  assert.equal(answer.message, "Report sent by text message to (415) 555-0142.");
  assert.equal(answer.reportUrl, reportUrl(encId));
  assert.equal(answer.status, "reportSent");
  assert.ok(!Number.isNaN(Date.parse(answer.sentAt)));

  const received = await waitFor(
    "the SMS",
    () => Promise.resolve(sms.requests.find((r) => r.to === "+14155550142")),
  );
  assert.equal(
    received.body,
    `Bay Street Auto: the inspection report for your 2019 Honda Civic is ready: ${reportUrl(encId)}\n` +
      "Reply STOP to opt out",
  );
  assert.ok(received.body.length <= 306);
  const state = await reportState(inspectionId);
  assert.equal(state.status, "reportSent");
  assert.equal(state.sentAt?.toISOString(), answer.sentAt);
  assert.deepEqual(await reportEvents(inspectionId), ["Report sent by text message to (415) 555-0142"]);
});

test("an e-mail to the address typed reaches it with the link as a button, replies going to the shop", async () => {
  const response = await manager.call(
    sendPath(encId, "send-email", { email: "Jane.Work@Office.example", lang: "es" }),
    "POST",
  );
  assert.equal(response.status, 200);
  const answer = await response.json();
  assert.equal(answer.message, "Report sent by e-mail to jane.work@office.example.");
  const mail = await waitFor(
    "the e-mail",
    () => Promise.resolve(smtp.received.find((m) => m.to.includes("jane.work@office.example"))),
  );
  assert.equal(mail.parsed.subject, "Bay Street Auto: el informe de inspección de su 2019 Honda Civic");
  assert.deepEqual(mail.parsed.replyTo?.map((a) => a.address), ["service@baystreet.example"]);
  assert.match(mail.parsed.html ?? "", new RegExp(`<a href="${reportUrl(encId)}"[^>]*>Ver el informe</a>`));
  assert.ok(mail.parsed.text?.includes(reportUrl(encId)));
});

test("a resend sends the same link again and keeps the first time; a repeated request is not sent twice", async () => {
  const { id: inspectionId, encId } = await sentByTextAndEmail();
  const before = await reportState(inspectionId);
  const smsBefore = sms.requests.length;
  const first = await manager.call(sendPath(encId, "send-sms", { requestId: "click-000000001" }), "POST");
  assert.equal(first.status, 200);
  const again = await manager.call(sendPath(encId, "send-sms", { requestId: "click-000000001" }), "POST");
  assert.equal(again.status, 200);
  assert.equal(
    (await again.json()).message,
    "The report was sent by text message to (415) 555-0142 a moment ago; it is not sent twice.",
  );
  await waitFor("the resent SMS", () => Promise.resolve(sms.requests.length > smsBefore));
  const after = await reportState(inspectionId);
  assert.equal(after.status, "reportSent");
  assert.equal(after.sentAt?.toISOString(), before.sentAt?.toISOString(), "the first send's time stays");
  assert.equal(after.encId, encId, "the same report");
  assert.ok(
    sms.requests.slice(smsBefore).every((r) => r.body.endsWith(`${reportUrl(encId)}\nReply STOP to opt out`)),
  );
  assert.equal((await first.json()).sentAt, before.sentAt?.toISOString());
  const events = await reportEvents(inspectionId);
  assert.equal(events.length, 3, "the first SMS, the e-mail and the resend; the repeat is not an event");
  const [{ count }] = await fixture.sql<{ count: number }[]>`
    select count(*)::int as count from outbox_messages where idempotency_key like ${"%:click-000000001"}`;
  assert.equal(count, 1, "one message in the outbox for the two requests");
  assert.equal(await outboxCount(encId), 3, "the first SMS, the e-mail and the resend carry the one link");
});

test("the adviser's own mail program gets a draft with the link, and copying the link is recorded", async () => {
  const local = await manager.call(sendPath(encId, "send-local-email"), "POST");
  assert.equal(local.status, 200);
  const draft = await local.json();
  assert.equal(draft.subject, "Bay Street Auto: the inspection report for your 2019 Honda Civic");
  assert.ok(draft.body.includes(reportUrl(encId)));
  // The address typed for the e-mail above is the customer's now (a correction is saved to the customer).
  assert.ok(draft.mailtoUrl.startsWith("mailto:jane.work@office.example?subject=Bay%20Street%20Auto"));
  assert.equal(draft.reportUrl, reportUrl(encId));
  const link = await manager.call(sendPath(encId, "link"), "POST");
  assert.equal(link.status, 200);
  assert.deepEqual(
    { ...(await link.json()), sentAt: null },
    { message: "Report link copied.", reportUrl: reportUrl(encId), status: "reportSent", sentAt: null },
  );
  assert.deepEqual((await reportEvents(inspectionId)).slice(-2), [
    "Report e-mailed from the adviser's own e-mail program to jane.work@office.example",
    "Report link copied to send another way",
  ]);
});

test("viewed stays viewed when the report is sent again", async () => {
  await fixture
    .sql`update inspections set status = 'viewed', first_viewed_at = now() where id = ${inspectionId}`;
  const response = await manager.call(sendPath(encId, "link"), "POST");
  assert.equal((await response.json()).status, "viewed");
  assert.equal((await reportState(inspectionId)).status, "viewed");
});

test("a customer who asked not to be contacted is sent nothing, by any way", async () => {
  const inspection = await audited({ ...JANE, contactPref: "donotcontact" });
  for (const what of ["send-sms", "send-email", "send-local-email", "link"]) {
    const response = await manager.call(sendPath(inspection.encId, what), "POST");
    assert.equal(response.status, 409, what);
    assert.deepEqual(await response.json(), {
      message: "The customer asked not to be contacted: the report was not sent.",
    });
  }
  assert.equal(await outboxCount(inspection.encId), 0);
  assert.deepEqual(await reportEvents(inspection.id), []);
  assert.equal((await reportState(inspection.id)).status, "audited");
});

test("before the audit is approved nothing is sent", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop, {
    customer: JANE as never,
  });
  const response = await manager.call(sendPath(inspection.encId, "send-sms"), "POST");
  assert.equal(response.status, 409);
  assert.equal(
    (await response.json()).message,
    "Approve the audit before sending the report: this inspection is new.",
  );
  assert.equal(await outboxCount(inspection.encId), 0);
});

test("nothing to send to, a bad address or number, or a landline is a 400 that says what to enter", async () => {
  const inspection = await audited({ firstName: "Sam", lastName: "Nomail" });
  const cases: Array<[string, Record<string, string>, string]> = [
    ["send-email", {}, "Enter the customer's e-mail address: there is none on file for this customer."],
    ["send-sms", {}, "Enter the customer's mobile number: there is none on file for this customer."],
    ["send-email", { email: "sam at home" }, '"sam at home" is not an e-mail address.'],
    ["send-sms", { phone: "555-12" }, '"555-12" is not a phone number we can send text messages to.'],
    [
      "send-sms",
      { phone: "+44 20 7946 0000" },
      "+44 20 7946 0000 is a landline; text messages need a mobile number.",
    ],
    ["send-sms", { phone: "(415) 555-0142", lang: "de" }, 'lang must be one of en, es, fr; "de" is not.'],
  ];
  for (const [what, query, message] of cases) {
    const response = await manager.call(sendPath(inspection.encId, what, query), "POST");
    assert.equal(response.status, 400, `${what} ${JSON.stringify(query)}`);
    assert.deepEqual(await response.json(), { message });
  }
  assert.equal(await outboxCount(inspection.encId), 0);
  assert.equal((await reportState(inspection.id)).status, "audited");
});

test("a mechanic is refused, another shop's user and a tampered id get 404, a call without the token 403", async () => {
  const before = await reportEvents(inspectionId);
  const mechanic = await signedIn(shop.mechanic.email);
  const refused = await mechanic.call(sendPath(encId, "send-sms"), "POST");
  assert.equal(refused.status, 403);
  assert.deepEqual(await refused.json(), {
    message: "Only shop owners and managers can send the report to the customer.",
  });
  const outsider = await signedIn(shop.outsider.email);
  const foreign = await outsider.call(sendPath(encId, "send-email"), "POST");
  assert.equal(foreign.status, 404);
  assert.deepEqual(await foreign.json(), { message: "There is no such inspection in this shop." });
  const tampered = await manager.call(sendPath(encId.slice(0, -2) + "xx", "link"), "POST");
  assert.equal(tampered.status, 404);
  const noToken = await manager.call(sendPath(encId, "link"), "POST", undefined, { "X-CSRF-Token": "" });
  assert.equal(noToken.status, 403);
  assert.deepEqual(await reportEvents(inspectionId), before, "nothing recorded");
});

test("a manager who approves and sends an inspection nobody was named adviser on is credited with it, and the trail says so", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop, {
    customer: JANE as never,
    managerUserId: null,
  });
  await fixture.sql`update inspections set status = 'readyForAudit' where id = ${inspection.id}`;
  const approved = await manager.call(`/ajax/inspections/${inspection.encId}/status`, "POST", {
    action: "approve",
  });
  assert.equal(approved.status, 200, await approved.text());
  const sent = await manager.call(sendPath(inspection.encId, "send-email"), "POST");
  assert.equal(sent.status, 200, await sent.text());

  // Every other inspection of this shop names Maya as its adviser: a "Not assigned" row would be this one.
  const report = await manager.request(`/${shop.shop.uriName}/manager-report?csv=1`);
  assert.equal(report.status, 200);
  const csv = await report.text();
  assert.doesNotMatch(csv, /Not assigned/, csv);
  assert.match(csv, /Maya Manager/, csv);

  const events = await manager.page(`/${shop.shop.uriName}/inspections/${inspection.encId}/events`);
  assert.equal(events.status, 200);
  assert.match(events.html, /Maya Manager is now the adviser \(approved the audit\)/);
  // Credited once: the send finds an adviser already named.
  assert.doesNotMatch(events.html, /now the adviser \(sent the report\)/);
  const [row] = await fixture.sql<{ managerUserId: number | null }[]>`
    select manager_user_id as "managerUserId" from inspections where id = ${inspection.id}`;
  assert.equal(row.managerUserId, shop.manager.id);
});

test("sending the report credits the sender when the audit was approved before anyone was named", async () => {
  const inspection = await audited();
  await fixture.sql`update inspections set manager_user_id = null where id = ${inspection.id}`;
  const sent = await manager.call(sendPath(inspection.encId, "send-email"), "POST");
  assert.equal(sent.status, 200, await sent.text());
  const events = await manager.page(`/${shop.shop.uriName}/inspections/${inspection.encId}/events`);
  assert.match(events.html, /Maya Manager is now the adviser \(sent the report\)/);
});
