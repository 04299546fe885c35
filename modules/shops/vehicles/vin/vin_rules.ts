// What a VIN says by itself, without any data: the published rules of ISO 3779 and 49 CFR 565 (check digit,
// model year, world manufacturer identifier). The make, model and the rest come from vPIC (decode_vin.ts).

/** A full VIN: 17 characters of digits and capital letters other than I, O and Q. */
export const FULL_VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The input as the lookup reads it: trimmed and upper-cased (seed 001 section 5). */
export function normalizeVin(input: string): string {
  return input.trim().toUpperCase();
}

// 49 CFR 565.15: the letters' values and the positions' weights; position 9 (weight 0) is the check digit.
// deno-fmt-ignore
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a full VIN must carry in position 9 ("X" for a remainder of 10); null if not a full VIN. */
export function checkDigitOf(vin: string): string | null {
  if (!FULL_VIN.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin[i];
    sum += (/\d/.test(char) ? Number(char) : LETTER_VALUES[char]) * WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** The vehicle history record's validVin: a full VIN whose check digit is right. */
export function validVin(vin: string): boolean {
  const expected = checkDigitOf(vin);
  return expected !== null && vin[8] === expected;
}

// Position 10's codes, one per year of a 30-year cycle (no I, O, Q, U, Z or 0).
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/**
 * The model year from position 10. The code repeats every 30 years: for cars, MPVs and light trucks
 * (49 CFR 565.15(c)) a digit in position 7 means the 1980-2009 cycle and a letter 2010-2039. Other vehicles
 * need not follow that rule, so a year more than one ahead of `today`'s is taken from the cycle before.
 */
export function modelYearOf(vin: string, today: Date = new Date()): number | null {
  if (!FULL_VIN.test(vin)) return null;
  const index = YEAR_CODES.indexOf(vin[9]);
  if (index < 0) return null;
  const year = (/\d/.test(vin[6]) ? 1980 : 2010) + index;
  return year > today.getUTCFullYear() + 1 ? year - 30 : year;
}

/**
 * The world manufacturer identifier: positions 1-3, or for a maker of fewer than 1,000 vehicles a year
 * (a "9" in position 3) positions 1-3 with 12-14.
 */
export function wmiOf(vin: string): string | null {
  if (!FULL_VIN.test(vin)) return null;
  return vin[2] === "9" ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3);
}
