// What the vehicle look-up calls answer about a vehicle speaks the shop's words (issue 21, decision 028): the
// decoder's verdict on a VIN, nothing found, the vehicle-history service's trouble are said in the shop's
// staff language with its wording (en-US word for word as before), as the VIN details page says the
// decoder's verdict.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { inStaffLanguage, pageShown } from "../support/staff_language.ts";

/** The vehicle-history peer: it fails every question, so each manual search tells of its trouble. */
let peer: Deno.HttpServer<Deno.NetAddr> | null = null;
const FAILING_VIN = "1D7RB1CP8BS798034"; // decoded offline: a Dodge
const UNKNOWN_VIN = "9ZZ1111111A000001"; // a right check digit, but no maker is registered as 9ZZ

const fixture = appFixture({
  env: () => {
    peer = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen() {} },
      () => new Response("down", { status: 500 }),
    );
    return {
      VEHICLE_HISTORY_URL: `http://127.0.0.1:${peer.addr.port}/v1/vehicles`,
      VEHICLE_HISTORY_TOKEN: "t",
    };
  },
  roles: ["mechanic", "owner"] as Role[],
  stop: async () => await peer?.shutdown(),
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `look-up answers' words: ${name}`, ...LONG_LIVED, fn });

async function told(path: string): Promise<string> {
  const response = await fixture.sessions.mechanic.request(`/ajax/vehicles/${path}&is-partial=0`);
  assert.equal(response.status, 200, path);
  return (await response.json()).userMessage;
}

/** Each search with what it tells the user in en-US and in es-MX. */
const SEARCHES: Array<[string, string, RegExp]> = [
  [
    `vin-lookup?shop=demo&vin=${FAILING_VIN}`,
    "The vehicle history service encountered an error; the details shown come from the VIN alone.",
    /^El servicio de historial de vehículos tuvo un error; los datos mostrados vienen solo del VIN\.$/,
  ],
  [
    "vin-lookup?shop=demo&vin=ZZZZZ",
    "No vehicle was found for this VIN: enter the make, model and year yourself.",
    /^No se encontró ningún vehículo con este VIN/,
  ],
  [
    `vin-lookup?shop=demo&vin=${UNKNOWN_VIN}`,
    "The vehicle history service encountered an error. Please try again later, or enter the vehicle's " +
    "details yourself.",
    /^El servicio de historial de vehículos tuvo un error\. Intente de nuevo más tarde/,
  ],
  [
    "plate-lookup?shop=demo&plate=NOPE99",
    "The vehicle history service encountered an error. Please try again later, or enter the vehicle's " +
    "details yourself.",
    /^El servicio de historial de vehículos tuvo un error\./,
  ],
];

test("an es-MX shop is told in Spanish what a search found; en-US word for word as before", async () => {
  for (const [path, english] of SEARCHES) assert.equal(await told(path), english, path);
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    for (const [path, , spanish] of SEARCHES) assert.match(await told(path), spanish, path);
  });
});

test("the VIN details page says the decoder's verdict in the staff language", async () => {
  const path = `/demo/vehicles/details-by-vin?vin=${UNKNOWN_VIN}`;
  const english = "This VIN is not in the vehicle data: enter the make, model and year yourself.";
  assert.ok((await pageShown(fixture.sessions.mechanic, path)).main.includes(english));
  await inStaffLanguage(fixture.sql, "demo", "es-MX", async () => {
    const { main } = await pageShown(fixture.sessions.mechanic, path);
    assert.match(
      main,
      /Este VIN no está en los datos de vehículos: escriba usted la marca, el modelo y el año\./,
    );
    assert.ok(!main.includes(english));
  });
});

test("an owner's wording of what a search tells shows on the next call", async () => {
  const key = "vehicleLookup.serviceTrouble";
  const saved = await fixture.sessions.owner.call("/ajax/localizations/en-US/messages?shop=demo", "PUT", {
    key,
    message: "Our vehicle service is down ({reason}): type the vehicle in.",
  });
  assert.equal(saved.status, 200, await saved.text());
  try {
    assert.equal(
      await told("plate-lookup?shop=demo&plate=NOPE99"),
      "Our vehicle service is down (error): type the vehicle in.",
    );
  } finally {
    (await fixture.sessions.owner.call("/ajax/localizations/en-US/messages/reset?shop=demo", "POST", { key }))
      .body?.cancel();
  }
  assert.match(await told("plate-lookup?shop=demo&plate=NOPE99"), /^The vehicle history service encountered/);
});
