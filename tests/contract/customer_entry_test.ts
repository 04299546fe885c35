// A customer is right the first time, whichever form takes them (issue 20 item 2, decision 021), over real
// HTTP with the whole app: the add form, quick-create, an inspection's Details tab and the report send each
// refuse "12" as a mobile number and an impossible e-mail with a clear message (400) and write nothing;
// names are title-cased on entry, so the report e-mail says "Hello Dana"; numbers are stored in E.164 with
// the shop's country and answered formatted; a number or address corrected when sending a report is the
// customer's from then on, in the customers' trail. Another shop's user gets 404 everywhere.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { lastMessage } from "../support/outbox.ts";

let shop: InspectionShop;
let manager: HttpClient;
let mechanic: HttpClient;
let outsider: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `customer entry: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  async setup({ sql }) {
    shop = await inspectionShop(sql);
    manager = await signedIn(shop.manager.email);
    mechanic = await signedIn(shop.mechanic.email);
    outsider = await signedIn(shop.outsider.email);
  },
});

async function signedIn(email: string) {
  const client = new HttpClient(fixture.app.url);
  await client.signIn(email, PASSWORD);
  return client;
}

/** Posts a form as the add page's script does (Accept: application/json): { location } or { message }. */
async function postFormForJson(client: HttpClient, path: string, fields: Record<string, string>) {
  const response = await client.request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      "X-CSRF-Token": client.csrfToken,
    },
    body: new URLSearchParams({ csrfToken: client.csrfToken, ...fields }),
  });
  return { status: response.status, body: await response.json() };
}

/** What the shop holds: its customers and inspections, to show a refused post wrote nothing. */
async function holdings(shopId = shop.shop.id) {
  const [row] = await fixture.sql<{ customers: number; inspections: number; events: number }[]>`
    select (select count(*)::int from customers where shop_id = ${shopId}) as customers,
           (select count(*)::int from inspections where shop_id = ${shopId}) as inspections,
           (select count(*)::int from customer_events where shop_id = ${shopId}) as events`;
  return row;
}

async function customerOf(inspectionId: number) {
  const [row] = await fixture.sql<
    { firstName: string; lastName: string; phoneMobile: string; phoneLandline: string; email: string }[]
  >`
    select c.first_name as "firstName", c.last_name as "lastName", c.phone_mobile as "phoneMobile",
           c.phone_landline as "phoneLandline", c.email
    from inspections i join customers c on c.id = i.customer_id where i.id = ${inspectionId}`;
  return row;
}

const BAD_MOBILE = '"12" is not a phone number we can send text messages to.';
const BAD_EMAIL = '"dana@home" is not an e-mail address.';

test("the add form and quick-create refuse an impossible mobile number or e-mail and write nothing", async () => {
  const path = `/${shop.shop.uriName}/inspections/add`;
  const quick = `/${shop.shop.uriName}/quick-create`;
  const before = await holdings();
  const refusals: Array<[HttpClient, string, Record<string, string>, string]> = [
    [manager, path, { cust_fname: "Dana", cust_lname: "Reyes", cust_phone_mobile: "12" }, BAD_MOBILE],
    [manager, path, { cust_lname: "Reyes", cust_email: "dana@home" }, BAD_EMAIL],
    [
      manager,
      path,
      { cust_lname: "Reyes", cust_phone_landline: "555-12" },
      '"555-12" is not a phone number: check the digits and the country code.',
    ],
    [mechanic, quick, { customerName: "Dana Reyes", cust_phone_mobile: "12", make: "Honda" }, BAD_MOBILE],
  ];
  for (const [client, where, fields, message] of refusals) {
    const answer = await postFormForJson(client, where, fields);
    assert.deepEqual([answer.status, answer.body], [400, { message }], `${where} ${JSON.stringify(fields)}`);
  }
  // The plain form (no script) shows the form again with the message and the input.
  const plain = await mechanic.postForm(quick, { customerName: "Dana Reyes", cust_phone_mobile: "12" });
  assert.equal(plain.status, 400);
  assert.match(await plain.text(), /&quot;12&quot; is not a phone number we can send text messages to\./);
  assert.deepEqual(await holdings(), before, "nothing of a refused post is written");

  for (const where of [path, quick]) {
    const answer = await postFormForJson(outsider, where, { cust_lname: "Reyes", cust_phone_mobile: "12" });
    assert.equal(answer.status, 404, `another shop's user: ${where}`);
  }
  assert.deepEqual(await holdings(), before);
});

test("names are title-cased and numbers stored in E.164 on entry; the report e-mail says Hello Dana", async () => {
  const made = await postFormForJson(manager, `/${shop.shop.uriName}/inspections/add`, {
    cust_fname: "dana",
    cust_lname: "o'brien",
    cust_bname: "reyes plumbing",
    cust_phone_mobile: "(415) 555-0166",
    cust_phone_landline: "415.555.0167",
    cust_email: " Dana@OBrien.example ",
    make: "Honda",
    model: "CR-V",
    year: "2015",
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const encId = /inspections\/([^/]+)\/checklist/.exec(made.body.location)![1];
  const [{ id }] = await fixture.sql<{ id: number }[]>`select id from inspections where enc_id = ${encId}`;
  assert.deepEqual(await customerOf(id), {
    firstName: "Dana",
    lastName: "O'Brien",
    phoneMobile: "+14155550166",
    phoneLandline: "+14155550167",
    email: "dana@obrien.example",
  });
  const [{ companyName }] = await fixture.sql<{ companyName: string }[]>`
    select company_name as "companyName" from customers c join inspections i on i.customer_id = c.id
    where i.id = ${id}`;
  assert.equal(companyName, "Reyes Plumbing");

  const lookup = await manager.request(`/ajax/customers/lookup?shop=${shop.shop.uriName}&search=o'brien`);
  assert.equal(lookup.status, 200);
  const [found] = (await lookup.json()).customers;
  assert.deepEqual(
    [found.firstName, found.phoneMobile, found.phoneMobileFormatted, found.phone2Formatted],
    ["Dana", "+14155550166", "(415) 555-0166", "(415) 555-0167"],
  );

  await fixture.sql`update inspections set status = 'audited', audited_at = now() where id = ${id}`;
  const sent = await manager.call(`/ajax/inspections/${encId}/report/send-email`, "POST");
  assert.equal(sent.status, 200, await sent.clone().text());
  const email = await lastMessage(fixture.sql, "dana@obrien.example");
  assert.match(email!.textBody, /^Hello Dana,/m);
});

test("numbers typed without a country code are read as the shop's country's", async () => {
  const other = shop.other;
  await fixture.sql`update shops set country = 'GB' where id = ${other.id}`;
  await fixture.sql`
    insert into inspection_types (shop_id, name, is_default, subject_type, customer_mode)
    values (${other.id}, 'MOT check', true, 'vehicle', 'optional')`;
  const made = await postFormForJson(outsider, `/${other.uriName}/inspections/add`, {
    cust_fname: "ann",
    cust_lname: "lee",
    cust_phone_mobile: "07911 123456",
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const lookup = await outsider.request(`/ajax/customers/lookup?shop=${other.uriName}&search=lee`);
  const [found] = (await lookup.json()).customers;
  assert.deepEqual(
    [found.firstName, found.phoneMobile, found.phoneMobileFormatted, found.phone2Formatted],
    ["Ann", "+447911123456", "07911 123456", ""],
  );
  const refused = await postFormForJson(outsider, `/${other.uriName}/inspections/add`, {
    cust_lname: "Lee",
    cust_phone_mobile: "020 7946 0958",
  });
  assert.deepEqual(refused, {
    status: 400,
    body: { message: "+44 20 7946 0958 is a landline; text messages need a mobile number." },
  });
});

test("the Details tab refuses an impossible number or e-mail and writes nothing; another shop's user gets 404", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const header = `/ajax/inspections/${inspection.encId}/header`;
  const before = await customerOf(inspection.id);
  const refusals: Array<[Record<string, unknown>, string]> = [
    [{ phoneMobile: "12" }, BAD_MOBILE],
    [{ email: "dana@home", firstName: "Dana" }, BAD_EMAIL],
    [
      { phoneLandline: "12", roNumber: "RO-2" },
      '"12" is not a phone number: check the digits and the country code.',
    ],
  ];
  for (const [fields, message] of refusals) {
    const response = await mechanic.call(header, "POST", {
      inspectionVersion: 1,
      customerVersion: 1,
      ...fields,
    });
    assert.deepEqual(
      [response.status, (await response.json()).message],
      [400, message],
      JSON.stringify(fields),
    );
  }
  assert.deepEqual(await customerOf(inspection.id), before, "nothing of a refused save is written");
  const [{ version, roNumber }] = await fixture.sql<{ version: number; roNumber: string }[]>`
    select version, ro_number as "roNumber" from inspections where id = ${inspection.id}`;
  assert.deepEqual([version, roNumber], [1, "RO-1001"]);

  const saved = await mechanic.call(header, "POST", {
    inspectionVersion: 1,
    customerVersion: 1,
    firstName: "jane",
    phoneMobile: "415 555 0188",
  });
  assert.equal(saved.status, 200);
  const values = (await saved.json()).values;
  assert.deepEqual([values.firstName, values.phoneMobile], ["Jane", "(415) 555-0188"]);
  assert.equal((await customerOf(inspection.id)).phoneMobile, "+14155550188");

  const outside = await outsider.call(header, "POST", {
    inspectionVersion: 1,
    customerVersion: 2,
    phoneMobile: "12",
  });
  assert.equal(outside.status, 404);
});

test("a report send refuses an impossible number or address; a corrected one is saved to the customer and in the trail", async () => {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  await fixture
    .sql`update inspections set status = 'audited', audited_at = now() where id = ${inspection.id}`;
  const send = (client: HttpClient, what: string, query: Record<string, string>) =>
    client.call(`/ajax/inspections/${inspection.encId}/report/${what}?${new URLSearchParams(query)}`, "POST");
  const before = await holdings();

  for (
    const [what, query, message] of [["send-sms", { phone: "12" }, BAD_MOBILE], ["send-email", {
      email: "dana@home",
    }, BAD_EMAIL]] as const
  ) {
    const response = await send(manager, what, query);
    assert.deepEqual([response.status, (await response.json()).message], [400, message]);
  }
  assert.equal((await send(outsider, "send-sms", { phone: "(415) 555-0177" })).status, 404);
  assert.deepEqual(await holdings(), before, "a refused send changes no customer and writes no trail");
  assert.equal((await customerOf(inspection.id)).phoneMobile, "+14155550142");

  const bySms = await send(manager, "send-sms", { phone: "(415) 555-0177" });
  assert.equal(bySms.status, 200, await bySms.clone().text());
  assert.match((await bySms.json()).message, /^Report sent by text message to \(415\) 555-0177\./);
  const byEmail = await send(manager, "send-email", { email: "Jane.New@Driver.example" });
  assert.equal(byEmail.status, 200);
  // Sent without a number: the corrected one is the customer's now (the same send a moment ago, not twice).
  const again = await send(manager, "send-sms", {});
  assert.equal(
    (await again.json()).message,
    "The report was sent by text message to (415) 555-0177 a moment ago; it is not sent twice.",
  );

  const customer = await customerOf(inspection.id);
  assert.deepEqual([customer.phoneMobile, customer.email], ["+14155550177", "jane.new@driver.example"]);
  const trail = await fixture.sql<{ kind: string; summary: string; userName: string; details: unknown }[]>`
    select e.kind, e.summary, e.user_name as "userName", e.details
    from customer_events e join inspections i on i.customer_id = e.customer_id
    where i.id = ${inspection.id} order by e.id`;
  assert.deepEqual([...trail], [
    {
      kind: "contactCorrected",
      summary: "Mobile number corrected when sending a report: (415) 555-0142 → (415) 555-0177",
      userName: "Maya Manager",
      details: {
        field: "phoneMobile",
        before: "+14155550142",
        after: "+14155550177",
        inspectionId: inspection.id,
      },
    },
    {
      kind: "contactCorrected",
      summary:
        "E-mail address corrected when sending a report: jane@driver.example → jane.new@driver.example",
      userName: "Maya Manager",
      details: {
        field: "email",
        before: "jane@driver.example",
        after: "jane.new@driver.example",
        inspectionId: inspection.id,
      },
    },
  ]);
  const [{ version }] = await fixture.sql<{ version: number }[]>`
    select c.version from customers c join inspections i on i.customer_id = c.id where i.id = ${inspection.id}`;
  assert.equal(version, 3, "each correction is a versioned update of the customer");
});
