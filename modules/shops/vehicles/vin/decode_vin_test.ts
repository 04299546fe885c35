// The offline decoder on real VINs (tests/fixtures/vins/, sources in its README): every check digit agrees
// with validVin, the model year read from the VIN is the source's, and vPIC's make is the source's make.
import assert from "node:assert/strict";
import { decodeVin, VIN_PROBLEMS } from "./decode_vin.ts";
import { validVin } from "./vin_rules.ts";

const LOADED_MACHINE_LIMIT_MS = 60_000;

interface RealVin {
  vin: string;
  year: number;
  make: string;
  file: string;
}

const FIXTURES = new URL("../../../../tests/fixtures/vins/", import.meta.url);

function realVins(): RealVin[] {
  return ["us_cars_auction_2020.csv", "python_libvin_tests.csv"].flatMap((file) =>
    Deno.readTextFileSync(new URL(file, FIXTURES)).trim().split("\n").slice(1).map((line) => {
      const [vin, year, make] = line.split(",");
      return { vin, year: Number(year), make, file };
    })
  );
}

Deno.test("decode: the fixture holds at least 200 distinct real VINs and every check digit agrees", () => {
  const vins = realVins();
  assert.ok(new Set(vins.map((real) => real.vin)).size >= 200);
  const disagreeing = vins.filter((real) => !validVin(real.vin)).map((real) => real.vin);
  assert.deepEqual(disagreeing, []);
});

Deno.test("decode: the model year and the make of every real VIN are its source's", async () => {
  const wrong: string[] = [];
  for (const real of realVins()) {
    // What is decoded, not how fast (bench/vin_decode.ts measures that): a loaded machine must not turn a
    // slow decode into a wrong one here.
    const decoded = await decodeVin(real.vin, LOADED_MACHINE_LIMIT_MS);
    const same = decoded.modelYear === real.year && decoded.make.toLowerCase() === real.make.toLowerCase();
    if (!same || !decoded.decoded || decoded.problem !== null) {
      wrong.push(
        `${real.vin} (${real.file}: ${real.year} ${real.make}) → ${decoded.modelYear} ${decoded.make}`,
      );
    }
  }
  assert.deepEqual(wrong, []);
});

Deno.test("decode: a full decode names maker, make, model, trim, body, type and engine", async () => {
  const decoded = await decodeVin(" km8k2cab4pu001140 ");
  assert.deepEqual(decoded, {
    vin: "KM8K2CAB4PU001140",
    validVin: true,
    modelYear: 2023,
    wmi: "KM8",
    manufacturer: "HYUNDAI MOTOR CO",
    make: "Hyundai",
    model: "Kona",
    trim: "SE",
    style: "SUV",
    type: "Multipurpose Passenger Vehicle (MPV)",
    engine: "2.0L 4-cyl Gasoline",
    transmission: "",
    decoded: true,
    problem: null,
  });
  assert.equal((await decodeVin("1HGCM82633A004352")).manufacturer, "AMERICAN HONDA MOTOR CO., INC.");
});

Deno.test("decode: a wrong, short, odd or unknown VIN is told, never thrown", async () => {
  const typo = await decodeVin("1HGCM82643A004352");
  assert.equal(typo.validVin, false);
  assert.equal(typo.make, "Honda");
  assert.equal(typo.problem, VIN_PROBLEMS.checkDigit);
  for (const input of ["", "1HGCM", "1HGCM82633A0O4352", "x".repeat(10_000), "1HGCM82633A004352<script>"]) {
    const decoded = await decodeVin(input);
    assert.equal(decoded.problem, VIN_PROBLEMS.notFull, input.slice(0, 20));
    assert.equal(decoded.make, "");
    assert.ok(decoded.vin.length <= 18);
  }
  assert.equal((await decodeVin("1HGCM8263UA004352")).problem, VIN_PROBLEMS.noYear);
  assert.equal((await decodeVin("9ZZ1111111A000001")).problem, VIN_PROBLEMS.unknown);
});

Deno.test("decode: past its time limit a decode ends with the time-out message, nothing half-decoded", async () => {
  await decodeVin("JTEZU11F88K007763"); // the data is open
  const late = await decodeVin("1GKEV13728J123735", 0);
  assert.equal(late.problem, VIN_PROBLEMS.timeout);
  assert.deepEqual([late.make, late.model, late.decoded, late.modelYear], ["", "", false, 2008]);
});
