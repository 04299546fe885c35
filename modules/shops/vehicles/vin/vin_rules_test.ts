// The published VIN rules: the check digit of 49 CFR 565.15 (its letter values and position weights), the
// model year of position 10 with position 7's 30-year rule, and the world manufacturer identifier.
import assert from "node:assert/strict";
import { checkDigitOf, modelYearOf, normalizeVin, validVin, wmiOf } from "./vin_rules.ts";

Deno.test("vin rules: the check digit of known VINs, X for a remainder of 10", () => {
  // The example VIN of the NHTSA VIN rule's appendix, and real VINs of both kinds.
  assert.equal(checkDigitOf("1M8GDM9AXKP042788"), "X");
  assert.equal(validVin("1M8GDM9AXKP042788"), true);
  assert.equal(validVin("1HGCM82633A004352"), true);
  assert.equal(validVin("11111111111111111"), true);
  assert.equal(checkDigitOf("JTEZU11F88K007763"), "8");
});

Deno.test("vin rules: every letter's value and every position's weight count", () => {
  // A VIN of zeros has check digit 0; one letter or digit at one position moves it by value × weight mod 11.
  const values: Record<string, number> = {
    A: 1,
    B: 2,
    C: 3,
    D: 4,
    E: 5,
    F: 6,
    G: 7,
    H: 8,
    J: 1,
    K: 2,
    L: 3,
    M: 4,
    N: 5,
    P: 7,
    R: 9,
    S: 2,
    T: 3,
    U: 4,
    V: 5,
    W: 6,
    X: 7,
    Y: 8,
    Z: 9,
    "5": 5,
  }; // deno-fmt-ignore
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  for (const [char, value] of Object.entries(values)) {
    for (const position of [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16]) {
      const vin = "0".repeat(position) + char + "0".repeat(16 - position);
      const remainder = (value * weights[position]) % 11;
      assert.equal(
        checkDigitOf(vin),
        remainder === 10 ? "X" : String(remainder),
        `${char} at ${position + 1}`,
      );
    }
  }
});

Deno.test("vin rules: a typo, a short VIN, I, O or Q and lower case are not valid VINs", () => {
  assert.equal(validVin("1HGCM82643A004352"), false);
  assert.equal(validVin("1HGCM82633A00435"), false);
  assert.equal(validVin("1HGCM82633A0O4352"), false);
  assert.equal(validVin("1hgcm82633a004352"), false);
  assert.equal(checkDigitOf("1HGCM82633A00I352"), null);
  assert.equal(normalizeVin(" 1hgcm82633a004352 "), "1HGCM82633A004352");
});

Deno.test("vin rules: the model year's 30-year cycle turns on position 7", () => {
  const today = new Date("2026-06-01T00:00:00Z");
  const year = (seventh: string, tenth: string) => modelYearOf(`1HGCM8${seventh}6X${tenth}A004352`, today);
  assert.equal(year("2", "A"), 1980);
  assert.equal(year("J", "A"), 2010);
  assert.equal(year("2", "Y"), 2000);
  assert.equal(year("2", "1"), 2001);
  assert.equal(year("2", "9"), 2009);
  assert.equal(year("J", "T"), 2026);
  assert.equal(year("J", "V"), 2027);
  // A letter in position 7 with a year past next year: a vehicle outside the rule, from the cycle before.
  assert.equal(year("J", "W"), 1998);
  assert.equal(year("J", "1"), 2001);
  for (const code of ["0", "I", "O", "Q", "U", "Z"]) assert.equal(year("2", code), null, code);
});

Deno.test("vin rules: the WMI, with positions 12-14 for a maker of fewer than 1,000 vehicles", () => {
  assert.equal(wmiOf("1HGCM82633A004352"), "1HG");
  assert.equal(wmiOf("1Z9AB123X4C567001"), "1Z9567");
  assert.equal(wmiOf("1HGCM"), null);
});
