// Issue 32 section 5: quick-create made three "Dana Whitfield" with one mobile. Over real HTTP with the whole
// app: the look-up of the customer a new one would duplicate (by mobile however typed, e-mail, plate) answers
// the shop's own customers only; the add form and quick-create ask before a second customer with the same
// mobile (409 naming the customer, nothing written) and save it when confirmed; a car with an open inspection
// is flagged before a second one is opened; the customer's car typed again by its plate is that car.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, PASSWORD } from "../support/inspection_shop.ts";

let shop: InspectionShop;
let manager: HttpClient;
let mechanic: HttpClient;
let outsider: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `same customer: ${name}`, ...LONG_LIVED, fn });

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

async function postForJson(client: HttpClient, path: string, fields: Record<string, string>) {
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

async function holdings() {
  const [row] = await fixture.sql<{ customers: number; vehicles: number; inspections: number }[]>`
    select (select count(*)::int from customers where shop_id = ${shop.shop.id}) as customers,
           (select count(*)::int from subjects where shop_id = ${shop.shop.id}) as vehicles,
           (select count(*)::int from inspections where shop_id = ${shop.shop.id}) as inspections`;
  return row;
}

async function same(client: HttpClient, query: Record<string, string>, shopUriName = shop.shop.uriName) {
  const response = await client.request(
    `/ajax/customers/same?${new URLSearchParams({ shop: shopUriName, ...query })}`,
  );
  return { status: response.status, body: await response.json() };
}

const quick = () => `/${shop.shop.uriName}/quick-create`;
const add = () => `/${shop.shop.uriName}/inspections/add`;
const DANA = {
  customerName: "Dana Whitfield",
  cust_phone_mobile: "(415) 555-0177",
  year: "2016",
  make: "Subaru",
};

test("quick-create asks before a second Dana Whitfield with the same mobile, and saves her when confirmed", async () => {
  const first = await postForJson(mechanic, quick(), { ...DANA, license: "8DWH123" });
  assert.equal(first.status, 201, JSON.stringify(first.body));
  const before = await holdings();

  // The same number typed another way, by the next person at the counter: asked, nothing written.
  const again = await postForJson(mechanic, quick(), { ...DANA, cust_phone_mobile: "415.555.0177" });
  assert.equal(again.status, 409, JSON.stringify(again.body));
  assert.equal(
    again.body.message,
    "Dana Whitfield already has the mobile number (415) 555-0177. Use Dana Whitfield, or save a second customer with it?",
  );
  assert.equal(again.body.ask, "secondCustomer");
  assert.deepEqual(
    again.body.sameCustomers.map((one: { firstName: string; lastName: string; sameBy: string[] }) => [
      one.firstName,
      one.lastName,
      one.sameBy,
    ]),
    [["Dana", "Whitfield", ["mobile"]]],
  );
  assert.deepEqual(await holdings(), before, "nothing of a question is written");

  // The add form asks the same; without scripts the form comes back with the question (409).
  const plain = await manager.postForm(add(), {
    cust_fname: "Dana",
    cust_lname: "Whitfield",
    cust_phone_mobile: "4155550177",
  });
  assert.equal(plain.status, 409);
  assert.match(await plain.text(), /Dana Whitfield already has the mobile number/);
  assert.deepEqual(await holdings(), before);

  // Confirmed: a second customer with the number (a family's shared phone) is saved.
  const confirmed = await postForJson(mechanic, quick(), { ...DANA, confirmSecondCustomer: "1" });
  assert.equal(confirmed.status, 201, JSON.stringify(confirmed.body));
  assert.equal((await holdings()).customers, before.customers + 1);

  // Using the customer found (one tap: customerId) asks nothing about the number.
  const [{ id }] = await fixture.sql<{ id: number }[]>`
    select id from customers where shop_id = ${shop.shop.id} and last_name = 'Whitfield' order by id limit 1`;
  const used = await postForJson(manager, add(), { customerId: String(id), make: "Ford", model: "Focus" });
  assert.equal(used.status, 201, JSON.stringify(used.body));
});

test("the look-up finds the customer by a mobile typed any way, an e-mail in any case, or a plate", async () => {
  const made = await postForJson(manager, add(), {
    cust_fname: "Rosa",
    cust_lname: "Alvarez",
    cust_phone_mobile: "+1 415 555 0188",
    cust_email: "rosa@alvarez.example",
    make: "Toyota",
    model: "Camry",
    license: "6rsa 321",
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const names = (body: { customers: { lastName: string; sameBy: string[] }[] }) =>
    body.customers.map((one) => [one.lastName, one.sameBy]);

  assert.deepEqual(names((await same(mechanic, { mobile: "(415) 555-0188" })).body), [["Alvarez", [
    "mobile",
  ]]]);
  assert.deepEqual(names((await same(mechanic, { email: " ROSA@Alvarez.example" })).body), [["Alvarez", [
    "email",
  ]]]);
  assert.deepEqual(names((await same(mechanic, { plate: "6RSA321" })).body), [["Alvarez", ["plate"]]]);
  assert.deepEqual(
    names((await same(mechanic, { mobile: "4155550188", email: "rosa@alvarez.example" })).body),
    [["Alvarez", ["mobile", "email"]]],
  );
  const found = (await same(mechanic, { mobile: "4155550188" })).body.customers[0];
  assert.deepEqual([found.phoneMobileFormatted, found.vehicles[0].plate], ["(415) 555-0188", "6RSA 321"]);
  // Part of a number is not the same number: the find-as-you-type list is for that.
  assert.deepEqual((await same(mechanic, { mobile: "0188" })).body, { customers: [] });
  assert.deepEqual((await same(mechanic, { email: "rosa@" })).body, { customers: [] });

  const empty = await same(mechanic, {});
  assert.deepEqual([empty.status, empty.body.message], [
    400,
    "Send mobile, email or plate: what the new customer has that another may have too.",
  ]);
});

test("the look-up and the question are the shop's own: another shop's user and customers are not", async () => {
  // Another shop's user asking about this shop: the 404 of a shop that is not theirs, no customer.
  const foreign = await same(outsider, { mobile: "(415) 555-0188" });
  assert.equal(foreign.status, 404);
  assert.equal(foreign.body.customers, undefined);
  // In their own shop the same number finds nothing: Rosa is this shop's customer.
  const own = await same(outsider, { mobile: "(415) 555-0188", plate: "6RSA321" }, shop.other.uriName);
  assert.deepEqual([own.status, own.body], [200, { customers: [] }]);
  const signedOut = await new HttpClient(fixture.app.url).request(
    `/ajax/customers/same?shop=${shop.shop.uriName}&mobile=4155550188`,
  );
  assert.equal(signedOut.status, 401);
});

test("a car with an open inspection is flagged before a second one is opened", async () => {
  const first = await postForJson(manager, add(), {
    cust_fname: "Lee",
    cust_lname: "Park",
    cust_phone_mobile: "4155550199",
    make: "Mazda",
    model: "3",
    year: "2014",
    license: "5LEE777",
  });
  assert.equal(first.status, 201, JSON.stringify(first.body));
  const encId = /inspections\/([^/]+)\/checklist/.exec(first.body.location)![1];
  const [lee] = await fixture.sql<{ customerId: number; vehicleId: number }[]>`
    select customer_id as "customerId", subject_id as "vehicleId" from inspections where enc_id = ${encId}`;
  const before = await holdings();

  // Lee's car, picked, or typed again by its plate ("5lee 777"): the same car, flagged.
  const again: Record<string, string>[] = [{ subjectId: String(lee.vehicleId) }, {
    make: "Mazda",
    license: "5lee 777",
  }];
  for (const vehicle of again) {
    const second = await postForJson(mechanic, quick(), { customerId: String(lee.customerId), ...vehicle });
    assert.equal(second.status, 409, JSON.stringify(second.body));
    assert.equal(
      second.body.message,
      "2014 Mazda 3 already has an open inspection. Open it, or start a second one?",
    );
    assert.deepEqual([second.body.ask, second.body.openInspection.encId], ["secondInspection", encId]);
  }
  assert.deepEqual(await holdings(), before, "nothing of a question is written");

  const confirmed = await postForJson(mechanic, quick(), {
    customerId: String(lee.customerId),
    license: "5LEE777",
    confirmSecondInspection: "1",
  });
  assert.equal(confirmed.status, 201, JSON.stringify(confirmed.body));
  const after = await holdings();
  assert.deepEqual([after.inspections, after.vehicles], [before.inspections + 1, before.vehicles]);

  // A closed inspection is not open: the car is started again without a question.
  await fixture.sql`update inspections set status = 'closed' where shop_id = ${shop.shop.id}
    and subject_id = ${lee.vehicleId}`;
  const next = await postForJson(mechanic, quick(), {
    customerId: String(lee.customerId),
    subjectId: String(lee.vehicleId),
  });
  assert.equal(next.status, 201, JSON.stringify(next.body));
});
