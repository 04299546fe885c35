// The refusals staff meet filling a form are said in the shop's staff language with its wording (issue 21,
// decision 028), en-US word for word as before: the add form's numbers and odometer unit, a customer without a
// name, a customer's number or e-mail that is none (the accounts' checks, which sign-up shares and says in
// en-US), a field too long, a vehicle's VIN (rules that do not know the shop throw a catalogue message, said
// where the shop is known), a customer's or a vehicle's stale save (409), the Details tab's closed inspection
// and locked type (409), a vehicle transfer's stale page (409), a checklist row someone else saved first, a
// checklist row's own rules (a value that is no number, a finding of another task), an address typed on the
// users pages or for a report send, and an inspection's own fields too long (the add form's, the Details tab's).
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection } from "../support/inspection_shop.ts";
import { inspectionShopSessions } from "../support/inspection_shop_sessions.ts";
import { inStaffLanguage } from "../support/staff_language.ts";

let shop: InspectionShop;
let inspection: { id: number; encId: string };
let closed: { id: number; encId: string };
let resulted: { id: number; encId: string };
let sendable: { id: number; encId: string };
let customerId = 0;
let vehicleId = 0;
let otherCustomerId = 0;
let otherTypeId = 0;
let manager: HttpClient;
let mechanic: HttpClient;
let owner: HttpClient;

const fixture = appFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    inspection = await newInspection(sql, keys, shop);
    [{ customerId, vehicleId }] = await sql<{ customerId: number; vehicleId: number }[]>`
      select customer_id as "customerId", subject_id as "vehicleId" from inspections where id = ${inspection.id}`;
    // A closed inspection, and one with a result saved on its checklist (its type is held).
    closed = await newInspection(sql, keys, shop);
    await sql`update inspections set status = 'closed' where id = ${closed.id}`;
    resulted = await newInspection(sql, keys, shop);
    await sql`update inspection_items set item_version = 2 where inspection_id = ${resulted.id}`;
    // An audited inspection: its report may be sent.
    sendable = await newInspection(sql, keys, shop);
    await sql`update inspections set status = 'audited', audited_at = now() where id = ${sendable.id}`;
    [{ customerId: otherCustomerId }] = await sql<{ customerId: number }[]>`
      select customer_id as "customerId" from inspections where id = ${closed.id}`;
    [{ id: otherTypeId }] = await sql<{ id: number }[]>`
      insert into inspection_types (shop_id, name, is_default, subject_type, customer_mode)
      values (${shop.shop.id}, 'Tire check', false, 'vehicle', 'optional') returning id`;
    ({ manager, mechanic, owner } = await inspectionShopSessions(
      app,
      shop,
      `/${shop.shop.uriName}/inspections/${inspection.encId}/checklist`,
    ));
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `refusals' words: ${name}`, ...LONG_LIVED, fn });

/** Posts the add form as its script does (Accept: application/json): the refusal's message. */
async function addRefused(fields: Record<string, string>): Promise<string> {
  const response = await manager.request(`/${shop.shop.uriName}/inspections/add`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      "X-CSRF-Token": manager.csrfToken,
    },
    body: new URLSearchParams({ csrfToken: manager.csrfToken, ...fields }),
  });
  assert.equal(response.status, 400, JSON.stringify(fields));
  return (await response.json()).message;
}

/** A customer's save: as stored, with `changes`; a stale one after someone else saved the customer. */
async function customerSaved(changes: Record<string, unknown>, expected: 400 | 409): Promise<string> {
  const [stored] = await fixture.sql<Record<string, string | number>[]>`
    select first_name as "firstName", last_name as "lastName", company_name as "companyName",
      phone_mobile as "phoneMobile", phone_landline as "phoneLandline", email, contact_pref as "contactPref",
      notes as "customerNotes", version as "customerVersion"
    from customers where id = ${customerId}`;
  if (expected === 409) {
    await fixture.sql`update customers set version = version + 1 where id = ${customerId}`;
  }
  const response = await manager.call(`/ajax/customers/${customerId}?shop=${shop.shop.uriName}`, "POST", {
    ...stored,
    ...changes,
  });
  assert.equal(response.status, expected, JSON.stringify(changes));
  return (await response.json()).message;
}

/** A vehicle's save: as stored, with `changes`; a stale one after someone else saved the vehicle. */
async function vehicleSaved(changes: Record<string, unknown>, expected: 400 | 409): Promise<string> {
  const [stored] = await fixture.sql<Record<string, string | number | null>[]>`
    select version as "subjectVersion", make, model, model_year as "modelYear", vin, plate,
      plate_issuer as "plateIssuer", trim, style, vehicle_type as "vehicleType", size, engine, transmission,
      color_desc as "colorDesc", color as "vehicleColor", notes
    from subjects where id = ${vehicleId}`;
  if (expected === 409) await fixture.sql`update subjects set version = version + 1 where id = ${vehicleId}`;
  const response = await manager.call(`/ajax/vehicles/${vehicleId}`, "POST", { ...stored, ...changes });
  assert.equal(response.status, expected, JSON.stringify(changes));
  return (await response.json()).message;
}

/** A post of an inspection's Details tab (the header call), answered `expected`: the refusal's message. */
async function detailsRefused(
  of: { id: number; encId: string },
  fields: Record<string, unknown>,
  expected: 400 | 409,
): Promise<string> {
  const [versions] = await fixture.sql<{ inspectionVersion: number; customerVersion: number }[]>`
    select i.version as "inspectionVersion", c.version as "customerVersion"
    from inspections i join customers c on c.id = i.customer_id where i.id = ${of.id}`;
  const response = await manager.call(`/ajax/inspections/${of.encId}/header`, "POST", {
    ...versions,
    ...fields,
  });
  assert.equal(response.status, expected, JSON.stringify(fields).slice(0, 80));
  return (await response.json()).message;
}

/** The vehicle given to another customer from a page read before someone else changed it. */
async function staleTransfer(): Promise<string> {
  const [{ version }] = await fixture.sql<{ version: number }[]>`
    select version from subjects where id = ${vehicleId}`;
  const response = await manager.call(`/ajax/vehicles/${vehicleId}/transfer`, "POST", {
    customerId: otherCustomerId,
    version: version - 1,
  });
  assert.equal(response.status, 409, await response.clone().text());
  return (await response.json()).message;
}

/** The horn saved twice from the same version: what the second save's row is told. */
async function savedFirst(): Promise<string> {
  const items = `/ajax/inspections/${inspection.encId}/items`;
  const [{ itemVersion, result }] = await fixture.sql<{ itemVersion: number; result: string }[]>`
    select item_version as "itemVersion", result from inspection_items
    where inspection_id = ${inspection.id} and task_id = ${shop.tasks.horn}`;
  const saved = await mechanic.call(items, "POST", {
    items: [{ taskId: shop.tasks.horn, itemVersion, result: result === "pass" ? "nota" : "pass" }],
  });
  assert.equal(saved.status, 200, await saved.clone().text());
  await saved.body?.cancel();
  const stale = await manager.call(items, "POST", {
    items: [{ taskId: shop.tasks.horn, itemVersion, result: "none" }],
  });
  assert.equal(stale.status, 409, await stale.clone().text());
  return (await stale.json()).postedItemsStatus[shop.tasks.horn].message;
}

/** A checklist row saved with `fields`, refused by its rules: what the row is told. */
async function rowRefused(taskId: number, fields: Record<string, unknown>): Promise<string> {
  const [{ itemVersion }] = await fixture.sql<{ itemVersion: number }[]>`
    select item_version as "itemVersion" from inspection_items
    where inspection_id = ${inspection.id} and task_id = ${taskId}`;
  const response = await mechanic.call(`/ajax/inspections/${inspection.encId}/items`, "POST", {
    items: [{ taskId, itemVersion, ...fields }],
  });
  assert.equal(response.status, 400, await response.clone().text());
  return (await response.json()).postedItemsStatus[taskId].message;
}

/** The add-user form posted by the owner without an address: the sentence on the page it renders again. */
async function addUserRefused(): Promise<string> {
  const response = await owner.postForm(`/${shop.shop.uriName}/users/add`, {
    displayName: "Nina New",
    email: "",
    isMechanic: "1",
  });
  assert.equal(response.status, 400);
  const page = await response.text();
  return ["Enter an e-mail address.", "Escriba una dirección de correo."].find((sentence) =>
    page.includes(sentence)
  ) ?? page.slice(0, 200);
}

/** A user's page saved by the owner with another user's address: the sentence on the page it renders again. */
async function userEditTaken(): Promise<string> {
  const other = shop.mechanic2;
  const response = await owner.postForm(`/${shop.shop.uriName}/users/${other.id}/edit`, {
    displayName: other.displayName,
    email: shop.mechanic.email,
    phone: "",
    isMechanic: "1",
  });
  assert.equal(response.status, 409);
  const page = await response.text();
  // The address is the file's shop's own: the sentence is compared with it named.
  const taken = [
    "Another user already has the e-mail address",
    "Otro usuario ya tiene la dirección de correo",
  ]
    .map((words) => `${words} ${shop.mechanic.email}.`);
  const said = taken.find((sentence) => page.includes(sentence));
  return said?.replace(shop.mechanic.email, "{the mechanic's address}") ?? page.slice(0, 200);
}

/** The report sent by e-mail to an address typed that is none. */
async function sendRefused(): Promise<string> {
  const response = await manager.call(
    `/ajax/inspections/${sendable.encId}/report/send-email?email=sam%20at%20home`,
    "POST",
  );
  assert.equal(response.status, 400, await response.clone().text());
  return (await response.json()).message;
}

/** Each refusal with its en-US sentence (word for word as before) and its Spanish. */
const REFUSALS: Array<[string, () => Promise<string>, string, string]> = [
  [
    "the add form's odometer",
    () => addRefused({ cust_fname: "Ann", mileage: "lots" }),
    'The odometer reading must be a whole number from 0 to 9999999; "lots" is not.',
    'La lectura del odómetro debe ser un número entero de 0 a 9999999; "lots" no lo es.',
  ],
  [
    "the add form's model year",
    () => addRefused({ cust_fname: "Ann", make: "Ford", year: "1700" }),
    'The model year must be a whole number from 1886 to 2100; "1700" is not.',
    'El año del modelo debe ser un número entero de 1886 a 2100; "1700" no lo es.',
  ],
  [
    "the add form's odometer unit",
    () => addRefused({ cust_fname: "Ann", odoUnit: "furlongs" }),
    'odoUnit must be one of mi, km, h; "furlongs" is not.',
    'odoUnit debe ser una de mi, km, h; "furlongs" no lo es.',
  ],
  [
    "the add form's customer's e-mail",
    () => addRefused({ cust_fname: "Ann", cust_email: "ann@home" }),
    '"ann@home" is not an e-mail address.',
    '"ann@home" no es una dirección de correo.',
  ],
  [
    "the add form's RO too long",
    () => addRefused({ cust_fname: "Ann", ro: "R".repeat(41) }),
    "ro is too long: at most 40 characters.",
    "ro: demasiado largo, como máximo 40 caracteres.",
  ],
  [
    "the Details tab's RO number too long",
    () => detailsRefused(inspection, { roNumber: "R".repeat(41) }, 400),
    "The RO number is too long: at most 40 characters.",
    "El número de orden: demasiado largo, como máximo 40 caracteres.",
  ],
  [
    "the Details tab's sales pitch too long",
    async () => {
      const [{ inspectionVersion }] = await fixture.sql<{ inspectionVersion: number }[]>`
        select version as "inspectionVersion" from inspections where id = ${inspection.id}`;
      const response = await manager.call(`/ajax/inspections/${inspection.encId}/sales-pitch`, "POST", {
        inspectionVersion,
        salesPitch: "x".repeat(4001),
      });
      assert.equal(response.status, 400);
      return (await response.json()).message;
    },
    "The sales pitch is too long: at most 4,000 characters.",
    "El argumento de venta: demasiado largo, como máximo 4,000 caracteres.",
  ],
  [
    "a checklist value that is no number",
    () => rowRefused(shop.tasks.tread, { value1: "abc" }),
    'Left front (32nds): "abc" is not a number.',
    'Left front (32nds): "abc" no es un número.',
  ],
  [
    "a checklist finding of another task",
    () => rowRefused(shop.tasks.horn, { result: "fail", conclusionId: shop.findings.cracked }),
    "That finding is not one of Horn works's findings.",
    "Ese hallazgo no es uno de los hallazgos de Horn works.",
  ],
  [
    "a user added without an address",
    addUserRefused,
    "Enter an e-mail address.",
    "Escriba una dirección de correo.",
  ],
  [
    "a user's page saved with another user's address",
    userEditTaken,
    "Another user already has the e-mail address {the mechanic's address}.",
    "Otro usuario ya tiene la dirección de correo {the mechanic's address}.",
  ],
  [
    "a report sent to an address that is none",
    sendRefused,
    '"sam at home" is not an e-mail address.',
    '"sam at home" no es una dirección de correo.',
  ],
  [
    "a customer's mobile number on the customer's page",
    () => customerSaved({ phoneMobile: "12" }, 400),
    '"12" is not a phone number we can send text messages to.',
    '"12" no es un número de teléfono al que se puedan enviar mensajes de texto.',
  ],
  [
    "a customer's landline on the Details tab",
    () => detailsRefused(inspection, { phoneLandline: "12" }, 400),
    '"12" is not a phone number: check the digits and the country code.',
    '"12" no es un número de teléfono: revise los dígitos y el código del país.',
  ],
  [
    "a customer's notes too long on the customer's page",
    () => customerSaved({ customerNotes: "x".repeat(4001) }, 400),
    "The notes is too long: at most 4,000 characters.",
    "Las notas: demasiado largo, como máximo 4,000 caracteres.",
  ],
  [
    "a customer's first name too long on the Details tab",
    () => detailsRefused(inspection, { firstName: "d".repeat(81) }, 400),
    "The customer's first name is too long: at most 80 characters.",
    "El nombre del cliente: demasiado largo, como máximo 80 caracteres.",
  ],
  [
    "a vehicle's make too long",
    () => vehicleSaved({ make: "x".repeat(61) }, 400),
    "The make is too long: at most 60 characters.",
    "La marca: demasiado largo, como máximo 60 caracteres.",
  ],
  [
    "a vehicle's engine too long",
    () => vehicleSaved({ engine: "x".repeat(201) }, 400),
    "Engine is too long: at most 200 characters.",
    "Motor: demasiado largo, como máximo 200 caracteres.",
  ],
  [
    "a closed inspection's Details tab",
    () => detailsRefused(closed, { roNumber: "RO-2" }, 409),
    "This inspection is closed. A manager can reopen it to change it.",
    "Esta inspección está cerrada. Un gerente puede reabrirla para cambiarla.",
  ],
  [
    "a type change after results",
    () => detailsRefused(resulted, { typeId: otherTypeId }, 409),
    "The inspection type can't be changed any more: results have been saved on its checklist.",
    "Ya no se puede cambiar el tipo de inspección: se guardaron resultados en su lista de revisión.",
  ],
  [
    "a vehicle transfer's stale page",
    staleTransfer,
    "Someone else changed this vehicle after you opened the page. Nothing was transferred: reload the " +
    "page and try again.",
    "Alguien más cambió este vehículo después de que usted abrió la página. No se traspasó nada: vuelva " +
    "a cargar la página e intente de nuevo.",
  ],
  [
    "a customer without a name",
    () => customerSaved({ firstName: "", lastName: "", companyName: "" }, 400),
    "A customer needs a first name, a last name or a company name.",
    "Un cliente necesita un nombre, un apellido o el nombre de una empresa.",
  ],
  [
    "a customer's stale save",
    () => customerSaved({ customerNotes: "Stale" }, 409),
    "Someone else changed this customer after you opened the page. Nothing was saved: compare their " +
    "values with yours, then save again.",
    "Alguien más cambió este cliente después de que usted abrió la página. No se guardó nada: compare sus " +
    "valores con los suyos y vuelva a guardar.",
  ],
  [
    "a vehicle's VIN",
    () => vehicleSaved({ vin: "2HG-FC2" }, 400),
    "A VIN has only letters and digits.",
    "Un VIN tiene solo letras y dígitos.",
  ],
  [
    "a vehicle's stale save",
    () => vehicleSaved({ notes: "Stale" }, 409),
    "Someone else changed this vehicle after you opened the page. Nothing was saved: compare their " +
    "values with yours, then save again.",
    "Alguien más cambió este vehículo después de que usted abrió la página. No se guardó nada: compare " +
    "sus valores con los suyos y vuelva a guardar.",
  ],
  [
    "a checklist row saved first by someone else",
    savedFirst,
    "Someone else saved Horn works first. Their values are shown; make your change again.",
    "Alguien más guardó Horn works primero. Se muestran sus valores; vuelva a hacer su cambio.",
  ],
];

test("an es-MX shop's staff are refused in Spanish; en-US word for word as before", async () => {
  for (const [what, refused, english] of REFUSALS) assert.equal(await refused(), english, what);
  await inStaffLanguage(fixture.sql, shop.shop.id, "es-MX", async () => {
    for (const [what, refused, , spanish] of REFUSALS) assert.equal(await refused(), spanish, what);
  });
});

test("sign-up, with no shop, says what is wrong with an address in en-US as before", async () => {
  const browser = new HttpClient(fixture.app.url);
  await browser.page("/register");
  const response = await browser.postForm("/register", {
    displayName: "Nina New",
    email: "nina at home",
    password: "a good long one",
  });
  assert.equal(response.status, 400);
  assert.match(await response.text(), /&quot;nina at home&quot; is not an e-mail address\./);
});

test("an owner's wording of a refusal shows on the next refusal", async () => {
  const key = "customers.refusedNoName";
  const at = `/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`;
  const saved = await owner.call(at, "PUT", { key, message: "Give the customer a name or a company." });
  assert.equal(saved.status, 200, await saved.text());
  const nameless = { firstName: "", lastName: "", companyName: "" };
  try {
    assert.equal(await customerSaved(nameless, 400), "Give the customer a name or a company.");
  } finally {
    const reset = `/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`;
    (await owner.call(reset, "POST", { key })).body?.cancel();
  }
  assert.match(await customerSaved(nameless, 400), /^A customer needs a first name/);
});
