// Consent for texting over real HTTP: the SMS provider's signed webhook (Twilio's shape) turns a texted STOP
// into "do not contact" for every customer of that number, recorded in the customers' trail; an unsigned or
// wrongly signed message changes nothing. Report texts end with the opt-out line; a customer who may not be
// contacted is refused with the reason, which the Report tab shows before anyone tries; a preferred channel
// is the one the Report tab offers first.
import assert from "node:assert/strict";
import { createCustomer, customerEvents } from "../../modules/shops/mod.ts";
import { providerSignature } from "../../modules/messaging/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { type SmsPeer, smsSettings, startSmsPeer } from "../support/message_peers.ts";
import { waitFor } from "../support/wait_for.ts";

let sms: SmsPeer;
let shop: InspectionShop;
let manager: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `sms consent: ${name}`, ...LONG_LIVED, fn });

const WEBHOOK = "/ajax/sms/inbound";
const STOP_REFUSAL = "The customer asked not to be contacted: the report was not sent. " +
  "Replied STOP to a text message from +1 415 555 0142";

const fixture = appFixture({
  async env() {
    sms = await startSmsPeer();
    return { ...smsSettings(sms) };
  },
  async setup({ sql }) {
    shop = await inspectionShop(sql);
    manager = new HttpClient(fixture.app.url);
    await manager.signIn(shop.manager.email, PASSWORD);
  },
  async stop() {
    await sms?.close();
  },
});

/** Posts an inbound message as the provider does: form-encoded, signed with the auth token (or not). */
function inbound(fields: Record<string, string>, signWith: string | null = sms.provider.password) {
  const params = new URLSearchParams({
    MessageSid: `SM${crypto.randomUUID().replaceAll("-", "")}`,
    AccountSid: sms.provider.user,
    To: sms.provider.from,
    ...fields,
  });
  const url = `${fixture.app.services.config.publicUrl}${WEBHOOK}`;
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (signWith !== null) headers["X-Twilio-Signature"] = providerSignature(signWith, url, params);
  return fetch(`${fixture.app.url}${WEBHOOK}`, { method: "POST", headers, body: params });
}

async function audited(customer: Record<string, unknown>) {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop, {
    customer: customer as never,
  });
  await fixture
    .sql`update inspections set status = 'audited', audited_at = now() where id = ${inspection.id}`;
  return inspection;
}

async function preferenceOf(customerId: number): Promise<string> {
  const [row] = await fixture.sql<
    { pref: string }[]
  >`select contact_pref as pref from customers where id = ${customerId}`;
  return row.pref;
}

async function customerOf(inspectionId: number): Promise<number> {
  const [row] = await fixture.sql<
    { id: number }[]
  >`select customer_id as id from inspections where id = ${inspectionId}`;
  return row.id;
}

test("a signed STOP sets every customer of that number, in every shop, to do not contact, with the trail saying why", async () => {
  const jane = await audited({ firstName: "Jane", lastName: "Stopper", phoneMobile: "(415) 555-0142" });
  const janeId = await customerOf(jane.id);
  const elsewhere = await fixture.sql.begin((tx) =>
    createCustomer(tx, shop.other.id, {
      firstName: "Jane",
      lastName: "Elsewhere",
      phoneMobile: "+14155550142",
    })
  );
  const someoneElse = await audited({ firstName: "Sam", lastName: "Other", phoneMobile: "(415) 555-0199" });
  const someoneElseId = await customerOf(someoneElse.id);

  const response = await inbound({ From: "+14155550142", Body: "STOP" });
  assert.equal(response.status, 200);
  assert.match(response.headers.get("Content-Type") ?? "", /xml/);
  assert.match(await response.text(), /<Response><\/Response>/);

  assert.equal(await preferenceOf(janeId), "donotcontact");
  assert.equal(await preferenceOf(elsewhere.id), "donotcontact");
  assert.notEqual(await preferenceOf(someoneElseId), "donotcontact");
  const [event] = await customerEvents(fixture.sql, shop.shop.id, janeId);
  assert.equal(event.kind, "contactPreference");
  assert.equal(event.userName, "", "recorded as the system's, not a person's");
  assert.equal(event.summary, "Replied STOP to a text message from +1 415 555 0142");
  assert.equal((await customerEvents(fixture.sql, shop.other.id, elsewhere.id))[0].kind, "contactPreference");

  // The send is refused with the reason, nothing goes out, and the Report tab says it before anyone tries.
  const sent = await manager.call(`/ajax/inspections/${jane.encId}/report/send-sms`, "POST");
  assert.equal(sent.status, 409);
  const refusal = (await sent.json()).message as string;
  assert.ok(refusal.startsWith(STOP_REFUSAL), refusal);
  const email = await manager.call(`/ajax/inspections/${jane.encId}/report/send-email`, "POST");
  assert.equal(email.status, 409);
  const [outbox] = await fixture.sql<{ count: number }[]>`
    select count(*)::int as count from outbox_messages where recipient in ('+14155550142', 'jane@driver.example')`;
  assert.equal(outbox.count, 0);
  const page = await manager.page(`/${shop.shop.uriName}/inspections/${jane.encId}/report`);
  assert.equal(page.status, 200);
  assert.ok(
    page.html.includes(
      "The customer asked not to be contacted: the report cannot be sent. Replied STOP to a text",
    ),
    "the Report tab shows why",
  );
});

test("a bad, missing or other key's signature is a 403 and changes nothing", async () => {
  const inspection = await audited({ firstName: "Bo", lastName: "Forged", phoneMobile: "(415) 555-0177" });
  const customerId = await customerOf(inspection.id);
  for (const signWith of [null, "not-the-auth-token"]) {
    const response = await inbound({ From: "+14155550177", Body: "STOP" }, signWith);
    assert.equal(response.status, 403);
    assert.match((await response.json()).message, /valid signature; nothing was changed/);
  }
  const tampered = await fetch(`${fixture.app.url}${WEBHOOK}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": providerSignature(
        sms.provider.password,
        `${fixture.app.services.config.publicUrl}${WEBHOOK}`,
        new URLSearchParams({ From: "+14155550100", Body: "STOP" }),
      ),
    },
    body: new URLSearchParams({ From: "+14155550177", Body: "STOP" }),
  });
  assert.equal(tampered.status, 403);
  assert.equal(await preferenceOf(customerId), "undefined");
  assert.equal((await customerEvents(fixture.sql, shop.shop.id, customerId)).length, 0);
});

test("a signed message that is not a STOP is answered and changes nothing", async () => {
  const inspection = await audited({ firstName: "Al", lastName: "Chatty", phoneMobile: "(415) 555-0166" });
  const customerId = await customerOf(inspection.id);
  const response = await inbound({ From: "+14155550166", Body: "Stop by at 5?" });
  assert.equal(response.status, 200);
  assert.equal(await preferenceOf(customerId), "undefined");
});

test("a report text ends with the opt-out line; a text-message preference is offered first", async () => {
  const inspection = await audited({
    firstName: "Tex",
    lastName: "Preferer",
    phoneMobile: "(415) 555-0155",
    contactPref: "sms",
  });
  const page = await manager.page(`/${shop.shop.uriName}/inspections/${inspection.encId}/report`);
  assert.ok(page.html.includes("The customer prefers text messages."));
  assert.ok(
    page.html.indexOf("Send text message") < page.html.indexOf("Send e-mail"),
    "the text message comes first",
  );
  const response = await manager.call(`/ajax/inspections/${inspection.encId}/report/send-sms`, "POST");
  assert.equal(response.status, 200, await response.text());
  const received = await waitFor(
    "the SMS",
    () => Promise.resolve(sms.requests.find((r) => r.to === "+14155550155")),
  );
  assert.ok(received.body.endsWith("\nReply STOP to opt out"), received.body);
});

test("an e-mail preference is offered first", async () => {
  const inspection = await audited({
    firstName: "Em",
    lastName: "Preferer",
    email: "em@preferer.example",
    contactPref: "email",
  });
  const page = await manager.page(`/${shop.shop.uriName}/inspections/${inspection.encId}/report`);
  assert.ok(page.html.includes("The customer prefers e-mail."));
  assert.ok(page.html.indexOf("Send e-mail") < page.html.indexOf("Send text message"));
});
