// The vehicle look-up calls (seed 001 section 3, seed 000 section 3): VIN and plate look-ups answer the
// shop's own vehicles first, then the offline decoder, then the vehicle-history service, a real HTTP peer on
// loopback here that answers, fails or is too slow depending on what is asked; the makes and makes-models
// dictionaries. Every role of the shop may call them, another shop's owner gets 404, bad input 400.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { createUser } from "../../modules/shops/mod.ts";
import { appFixture, type Role, signedInClient } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";

// Real VINs of tests/fixtures/vins/us_cars_auction_2020.csv.
const KNOWN = { vin: "JTEZU11F88K007763", make: "Toyota", year: 2008 }; // in the demo shop's history
const DECODED = { vin: "2FMDK3GC4BBB02217", make: "Ford", year: 2011 }; // the service knows its plate
const SLOW_VIN = "1C4RJEAG2EC476429"; // the service answers after the time-out
const FAILING_VIN = "1D7RB1CP8BS798034"; // the service answers 500
const TOKEN = "vehicle-history-test-token";
const TIMEOUT_MS = 400;

/** The vehicle-history peer: what it was asked, and answers that depend on the VIN or plate. */
const asked: URL[] = [];
let peer: Deno.HttpServer<Deno.NetAddr> | null = null;

function startPeer(): string {
  peer = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (request) => {
    const url = new URL(request.url);
    asked.push(url);
    if (request.headers.get("authorization") !== `Bearer ${TOKEN}`) {
      return new Response(null, { status: 401 });
    }
    const key = url.searchParams.get("vin") ?? url.searchParams.get("plate");
    if (key === SLOW_VIN || key === "SLOW 1") {
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4));
      return Response.json({ vehicles: [] });
    }
    if (key === FAILING_VIN || key === "FAIL 1") return new Response("upstream down", { status: 500 });
    if (key === DECODED.vin || key === "7ABC123") {
      return Response.json({
        vehicles: [{
          vin: DECODED.vin,
          plate: "7ABC123",
          plateIssuer: "CA",
          colorDesc: "Silver",
          vehicleColor: "#c0c0c0",
        }],
      });
    }
    return new Response(null, { status: 404 });
  });
  return `http://127.0.0.1:${peer.addr.port}/v1/vehicles`;
}

const ROLES: Role[] = ["mechanic", "manager", "owner", "otherShopOwner", "anonymous"];
const plate = uniqueName("PL").toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 8);
const fixture = appFixture({
  env: () => ({
    VEHICLE_HISTORY_URL: startPeer(),
    VEHICLE_HISTORY_TOKEN: TOKEN,
    VEHICLE_HISTORY_TIMEOUT_MS: String(TIMEOUT_MS),
  }),
  roles: ROLES,
  async setup({ sql, otherShop }) {
    const [shop] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
    const [customer] = await sql<{ id: number }[]>`
      insert into customers (shop_id, first_name, last_name, phone_mobile, email)
      values (${shop.id}, 'Vera', 'Vinson', '+14155550142', 'vera@example.com') returning id`;
    await sql`
      insert into subjects (shop_id, customer_id, vin, plate, plate_issuer, make, model, model_year, color,
        notes, trim, engine, color_desc)
      values (${shop.id}, ${customer.id}, ${KNOWN.vin}, ${plate}, 'CA', 'Toyota', 'Land Cruiser', 2008,
        '#1a2b3c', 'Roof rack', 'Base', '4.7L 8-cyl Gasoline', 'Dark blue')`;
    // The same VIN in another shop is never answered to the demo shop.
    await sql`insert into subjects (shop_id, vin, plate, make, model)
      values (${otherShop.id}, ${KNOWN.vin}, ${plate}, 'Other', 'Shop')`;
  },
  stop: async () => await peer?.shutdown(),
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `vehicle lookup: ${name}`, ...LONG_LIVED, fn });

async function getJson(role: Role, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fixture.sessions[role].request(path);
  return { status: response.status, body: await response.json() };
}

const HISTORY_FIELDS = [
  "shopId",
  "vehicleId",
  "crmKeyPrefix",
  "crmKey",
  "created",
  "modified",
  "subjectVersion",
  "subjectSubclassVersion",
  "vehicleColor",
  "subjectNotes",
  "customer",
  "vin",
  "validVin",
  "plate",
  "plateIssuer",
  "make",
  "model",
  "modelYear",
  "trim",
  "style",
  "type",
  "size",
  "engine",
  "transmission",
  "colorDesc",
].sort(); // deno-fmt-ignore

test("a manual VIN search answers the shop's vehicle, every history field, and the decoded vehicle", async () => {
  const { status, body } = await getJson("mechanic", `/ajax/vehicles/vin-lookup?shop=demo&vin=${KNOWN.vin.toLowerCase()}%20&is-partial=0&seq=7`);
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), [
    "dataSource", "internalMessage", "match", "possibilities", "seq", "shopVehicleHistory", "userMessage", "vinQuery",
  ]); // deno-fmt-ignore
  assert.equal(body.seq, "7");
  assert.equal(body.vinQuery, KNOWN.vin);
  const history = body.shopVehicleHistory as Record<string, unknown>[];
  assert.equal(history.length, 1);
  assert.deepEqual(Object.keys(history[0]).sort(), HISTORY_FIELDS);
  assert.equal(history[0].make, "Toyota");
  assert.equal(history[0].validVin, true);
  assert.equal(history[0].vehicleColor, "#1a2b3c");
  assert.equal(history[0].colorDesc, "Dark blue");
  assert.equal(history[0].subjectNotes, "Roof rack");
  const customer = history[0].customer as Record<string, unknown>;
  assert.equal(customer.displayName, "Vera Vinson");
  assert.equal(customer.phoneMobileFormatted, "(415) 555-0142");
  const match = body.match as Record<string, unknown>;
  assert.equal(match.make, KNOWN.make);
  assert.equal(match.modelYear, KNOWN.year);
  assert.equal(match.validVin, true);
  // The service does not know it (404): the decoder's answer stands, nothing to tell.
  assert.equal(body.dataSource, "decoder");
  assert.equal(body.userMessage, null);
});

test("while typing, the shop's vehicles match by prefix and the service is not asked", async () => {
  const before = asked.length;
  const { status, body } = await getJson(
    "manager",
    `/ajax/vehicles/vin-lookup?shop=demo&vin=JTEZU11&is-partial=1&seq=3`,
  );
  assert.equal(status, 200);
  assert.equal((body.shopVehicleHistory as { vin: string }[])[0].vin, KNOWN.vin);
  assert.equal(body.match, null);
  assert.equal(body.userMessage, null);
  assert.equal(asked.length, before);
});

test("the vehicle-history service's answer fills the match, with the decoder's make and year", async () => {
  const { body } = await getJson(
    "owner",
    `/ajax/vehicles/vin-lookup?shop=demo&vin=${DECODED.vin}&is-partial=0&seq=1`,
  );
  assert.equal(body.dataSource, "provider");
  const match = body.match as Record<string, unknown>;
  assert.deepEqual([match.plate, match.plateIssuer, match.vehicleColor, match.make, match.modelYear], [
    "7ABC123",
    "CA",
    "#c0c0c0",
    DECODED.make,
    DECODED.year,
  ]); // deno-fmt-ignore
  assert.deepEqual(body.possibilities, []);
  assert.equal(asked.at(-1)?.searchParams.get("vin"), DECODED.vin);
});

test("a slow service is given up at its time-out: the decoded vehicle and a message", async () => {
  const { status, body } = await getJson(
    "mechanic",
    `/ajax/vehicles/vin-lookup?shop=demo&vin=${SLOW_VIN}&is-partial=0&seq=2`,
  );
  assert.equal(status, 200);
  // The service answers after four time-outs, with the provider's data: the decoder's answer means the app
  // gave up on it instead of waiting.
  assert.equal(body.dataSource, "decoder");
  assert.equal((body.match as { make: string }).make, "Jeep");
  assert.match(String(body.userMessage), /did not respond in time/);
  assert.match(String(body.internalMessage), new RegExp(`${TIMEOUT_MS} ms`));
});

test("a failing service: the decoded vehicle, the error told, no 5xx", async () => {
  const { status, body } = await getJson(
    "mechanic",
    `/ajax/vehicles/vin-lookup?shop=demo&vin=${FAILING_VIN}&is-partial=0&seq=4`,
  );
  assert.equal(status, 200);
  assert.equal((body.match as { make: string }).make, "Dodge");
  assert.match(String(body.userMessage), /encountered an error/);
  assert.match(String(body.internalMessage), /HTTP 500/);
});

test("a VIN with a wrong check digit is decoded and the user told; an unknown one is told too", async () => {
  const typo = `${KNOWN.vin.slice(0, 8)}1${KNOWN.vin.slice(9)}`;
  const { body } = await getJson(
    "mechanic",
    `/ajax/vehicles/vin-lookup?shop=demo&vin=${typo}&is-partial=0&seq=5`,
  );
  assert.equal((body.match as { validVin: boolean }).validVin, false);
  assert.match(String(body.userMessage), /check digit/);
  // A right check digit, but no maker is registered as 9ZZ.
  const unknown = await getJson(
    "mechanic",
    `/ajax/vehicles/vin-lookup?shop=demo&vin=9ZZ1111111A000001&is-partial=0`,
  );
  assert.equal(unknown.status, 200);
  assert.equal(unknown.body.match, null);
  assert.equal(
    unknown.body.userMessage,
    "This VIN is not in the vehicle data: enter the make, model and year yourself.",
  );
  const short = await getJson("mechanic", `/ajax/vehicles/vin-lookup?shop=demo&vin=ZZZZZ&is-partial=0`);
  assert.equal(
    short.body.userMessage,
    "No vehicle was found for this VIN: enter the make, model and year yourself.",
  );
});

test("a plate search answers the shop's vehicle, and the service's vehicle by plate", async () => {
  const { status, body } = await getJson(
    "mechanic",
    `/ajax/vehicles/plate-lookup?shop=demo&plate=${plate.toLowerCase()}&issuer=ca&is-partial=0&seq=9`,
  );
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), [
    "dataSource",
    "internalMessage",
    "match",
    "plateIssuerQuery",
    "plateQuery",
    "seq",
    "shopVehicleHistory",
    "userMessage",
  ]); // deno-fmt-ignore
  assert.deepEqual([body.seq, body.plateQuery, body.plateIssuerQuery], ["9", plate, "CA"]);
  const history = body.shopVehicleHistory as { vin: string; make: string }[];
  assert.deepEqual(history.map((vehicle) => [vehicle.vin, vehicle.make]), [[KNOWN.vin, "Toyota"]]);

  const service = await getJson(
    "owner",
    `/ajax/vehicles/plate-lookup?shop=demo&plate=7abc123&issuer=CA&is-partial=0&seq=10`,
  );
  assert.equal(service.body.dataSource, "provider");
  const match = service.body.match as Record<string, unknown>;
  assert.deepEqual([match.vin, match.make, match.modelYear], [DECODED.vin, DECODED.make, DECODED.year]);
  assert.equal(asked.at(-1)?.searchParams.get("issuer"), "CA");
});

test("a plate search with a slow or failing service answers with the message", async () => {
  const slow = await getJson(
    "mechanic",
    `/ajax/vehicles/plate-lookup?shop=demo&plate=SLOW%201&is-partial=0&seq=11`,
  );
  assert.equal(slow.status, 200);
  assert.equal(slow.body.match, null);
  assert.match(String(slow.body.userMessage), /did not respond in time/);
  const failing = await getJson(
    "mechanic",
    `/ajax/vehicles/plate-lookup?shop=demo&plate=FAIL%201&is-partial=0&seq=12`,
  );
  assert.match(String(failing.body.userMessage), /encountered an error/);
  const none = await getJson(
    "mechanic",
    `/ajax/vehicles/plate-lookup?shop=demo&plate=NOPE99&is-partial=0&seq=13`,
  );
  assert.equal(none.body.userMessage, "No vehicle with this plate is in the shop's history.");
});

test("makes and makes-models come from the vehicle data", async () => {
  const makes = await fixture.sessions.mechanic.request("/ajax/vehicles/makes?shop=demo");
  assert.equal(makes.status, 200);
  const names = await makes.json() as string[];
  for (const make of ["Toyota", "Ford", "Honda"]) assert.ok(names.includes(make), make);
  const models = await getJson("mechanic", "/ajax/vehicles/makes-models?shop=demo");
  assert.ok((models.body.Honda as string[]).includes("Civic"));
  assert.ok((models.body.Toyota as string[]).includes("Corolla"));
});

test("bad input is a 400 that says what a VIN or a plate may hold", async () => {
  for (
    const path of [
      "/ajax/vehicles/vin-lookup?shop=demo&vin=1HGCM826%3B3A004352&is-partial=0",
      "/ajax/vehicles/vin-lookup?shop=demo&vin=1HGCM82633A0043521234&is-partial=0",
      "/ajax/vehicles/vin-lookup?shop=demo&vin=&is-partial=0",
    ]
  ) {
    const { status, body } = await getJson("mechanic", path);
    assert.equal(status, 400, path);
    assert.match(String(body.message), /A VIN has only letters and digits/);
  }
  const plateBad = await getJson(
    "mechanic",
    "/ajax/vehicles/plate-lookup?shop=demo&plate=AB%3Cscript%3E&is-partial=0",
  );
  assert.equal(plateBad.status, 400);
  assert.match(String(plateBad.body.message), /A plate has only letters, digits/);
  const flag = await getJson(
    "mechanic",
    `/ajax/vehicles/vin-lookup?shop=demo&vin=${KNOWN.vin}&is-partial=yes`,
  );
  assert.equal(flag.status, 400);
});

test("another shop's owner gets 404 for every call, and does not see this shop's vehicles", async () => {
  for (
    const path of [
      `/ajax/vehicles/vin-lookup?shop=demo&vin=${KNOWN.vin}&is-partial=0`,
      `/ajax/vehicles/plate-lookup?shop=demo&plate=${plate}&is-partial=0`,
      "/ajax/vehicles/makes?shop=demo",
      "/ajax/vehicles/makes-models?shop=demo",
    ]
  ) {
    const response = await fixture.sessions.otherShopOwner.request(path);
    assert.equal(response.status, 404, path);
    await response.body?.cancel();
  }
  const own = await getJson(
    "otherShopOwner",
    `/ajax/vehicles/vin-lookup?shop=${fixture.otherShop.uriName}&vin=${KNOWN.vin}&is-partial=1`,
  );
  assert.deepEqual((own.body.shopVehicleHistory as { make: string }[]).map((vehicle) => vehicle.make), [
    "Other",
  ]);
});

test("seed 000's call without shop is answered in the one shop of the signed-in user", async () => {
  const before = asked.length;
  // vin, is-partial, seq: the seed's parameters and no more.
  const vin = await getJson("mechanic", `/ajax/vehicles/vin-lookup?vin=JTEZU11&is-partial=1&seq=21`);
  assert.equal(vin.status, 200);
  assert.equal(vin.body.seq, "21");
  assert.deepEqual((vin.body.shopVehicleHistory as { vin: string }[]).map((vehicle) => vehicle.vin), [
    KNOWN.vin,
  ]);
  assert.equal(asked.length, before, "while typing, the service is not asked");
  const byPlate = await getJson(
    "manager",
    `/ajax/vehicles/plate-lookup?plate=${plate}&issuer=CA&is-partial=0&seq=22`,
  );
  assert.equal(byPlate.status, 200);
  assert.deepEqual([byPlate.body.seq, byPlate.body.plateQuery, byPlate.body.plateIssuerQuery], [
    "22",
    plate,
    "CA",
  ]);
  assert.deepEqual((byPlate.body.shopVehicleHistory as { make: string }[]).map((vehicle) => vehicle.make), [
    "Toyota",
  ]);
  // Another shop's owner, also in one shop, gets their own shop's vehicle with the same VIN, never demo's.
  const other = await getJson("otherShopOwner", `/ajax/vehicles/vin-lookup?vin=${KNOWN.vin}&is-partial=1`);
  assert.deepEqual((other.body.shopVehicleHistory as { make: string }[]).map((vehicle) => vehicle.make), [
    "Other",
  ]);
});

test("someone in several shops who names none is told to send shop; naming one answers", async () => {
  const email = `${uniqueName("two-shops")}@demo.example`;
  const user = await createUser(fixture.sql, {
    shopId: fixture.otherShop.id,
    email,
    displayName: "Tess Twoshops",
    roles: { isAdministrator: false, isManager: true, isMechanic: true },
    password: "two-shops-pass",
  });
  await fixture.sql`insert into shop_members (shop_id, user_id, is_administrator, is_manager, is_mechanic)
    select id, ${user.id}, false, false, true from shops where uri_name = 'demo'`;
  const client = await signedInClient(fixture.app, email, "two-shops-pass");
  const unnamed = await client.request(`/ajax/vehicles/vin-lookup?vin=${KNOWN.vin}&is-partial=1&seq=1`);
  assert.equal(unnamed.status, 400);
  const shops = ["demo", fixture.otherShop.uriName].sort().join(", ");
  assert.deepEqual(await unnamed.json(), {
    message: `You work in more than one shop (${shops}): send shop, the address name of the one to look in.`,
  });
  const named = await client.request(`/ajax/vehicles/vin-lookup?shop=demo&vin=${KNOWN.vin}&is-partial=1`);
  assert.equal(named.status, 200);
  assert.deepEqual(
    ((await named.json()).shopVehicleHistory as { make: string }[]).map((vehicle) => vehicle.make),
    ["Toyota"],
  );
});

test("isPartial, the name the widget sent before, is still read; the two names disagreeing is a 400", async () => {
  const before = asked.length;
  const typing = await getJson(
    "mechanic",
    `/ajax/vehicles/vin-lookup?shop=demo&vin=${DECODED.vin}&isPartial=1`,
  );
  assert.equal(typing.status, 200);
  assert.equal(asked.length, before, "while typing, the service is not asked");
  const both = await getJson(
    "mechanic",
    `/ajax/vehicles/vin-lookup?shop=demo&vin=${DECODED.vin}&is-partial=1&isPartial=0`,
  );
  assert.equal(both.status, 400);
  assert.deepEqual(both.body, { message: "is-partial is 1 while the user types, else 0." });
});

test("signed out is 401", async () => {
  const response = await fixture.sessions.anonymous.request(`/ajax/vehicles/makes?shop=demo`);
  assert.equal(response.status, 401);
  await response.body?.cancel();
});

test("owners, managers and mechanics may make every call", async () => {
  for (const role of ["owner", "manager", "mechanic"] as const) {
    for (
      const path of [
        `/ajax/vehicles/vin-lookup?shop=demo&vin=${KNOWN.vin}&is-partial=1&seq=1`,
        `/ajax/vehicles/plate-lookup?shop=demo&plate=${plate}&is-partial=1&seq=1`,
        "/ajax/vehicles/makes?shop=demo",
        "/ajax/vehicles/makes-models?shop=demo",
      ]
    ) {
      const response = await fixture.sessions[role].request(path);
      assert.equal(response.status, 200, `${role} ${path}`);
      await response.body?.cancel();
    }
  }
});
