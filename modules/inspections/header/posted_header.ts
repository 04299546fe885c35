// Reads the bodies of the header calls (POST .../header, /notes, /sales-pitch, /report-options) into what
// saveHeader takes, with a 400 that names the field for anything malformed. Lengths of the customer's and
// vehicle's fields are the shops module's rules (checked when they are written); the inspection's own
// limits are the migration's checks, said to the staff in their language after the shape (a MessageRefusal).
import { z } from "zod";
import { InputError } from "@platform/errors.ts";
import { INSPECTION_DETAILS_MESSAGES as D, MessageRefusal } from "@modules/text/mod.ts";
import type { CustomerDetails, VehicleDetails } from "@modules/shops/mod.ts";
import { REPORT_OPTION_NAMES, type ReportOptionName, type ReportOptions } from "../report_options.ts";
import { ODOMETER_UNITS } from "../types.ts";
import type { InspectionHeaderFields } from "./header_values.ts";

/** Posted report options: any of them, each true or false; anything else is refused. Here, on the server
 * side: zod stays out of the pages that show the options. */
const postedReportOptions = z.strictObject(
  Object.fromEntries(
    REPORT_OPTION_NAMES.map((name) => [
      name,
      z.boolean({ error: `${name} must be true or false.` }).optional(),
    ]),
  ) as Record<ReportOptionName, z.ZodOptional<z.ZodBoolean>>,
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown report option: ${issue.keys.join(", ")}.` : undefined,
  },
);

export interface PostedHeader {
  inspectionVersion: number;
  subjectVersion: number | null;
  customerVersion: number | null;
  customer: Partial<CustomerDetails>;
  /** The shop's customer the inspection takes instead of a new one ("Use Dana Whitfield", ask_first.ts). */
  customerId: number | null;
  /** A new customer with another customer's mobile number, saved after the question (a family's phone). */
  confirmSecondCustomer: boolean;
  vehicle: Partial<VehicleDetails>;
  inspection: Partial<
    Omit<InspectionHeaderFields, "reportOptions"> & { reportOptions: Partial<ReportOptions> }
  >;
}

const version = (name: string) =>
  z.int({ error: `${name} must be the version the page read (a whole number).` }).min(1, {
    error: `${name} must be the version the page read (a whole number).`,
  });
const text = (label: string, max = 4000) =>
  z.string({ error: `${label} must be text.` }).max(max, {
    error: `${label} is too long: at most ${max.toLocaleString("en-US")} characters.`,
  });
/** The inspection's own texts: their shape here, their length by ownLengths. */
const ownText = (label: string) => z.string({ error: `${label} must be text.` });
const OWN_LIMITS = {
  roNumber: { max: 40, label: D.theRoNumber },
  notes: { max: 4000, label: D.theNotes },
  salesPitch: { max: 4000, label: D.theSalesPitch },
};

/** The inspection's own fields, refused when one is longer than its limit. */
function ownLengths<T extends Partial<Record<keyof typeof OWN_LIMITS, unknown>>>(own: T): T {
  for (const [field, { max, label }] of Object.entries(OWN_LIMITS)) {
    const value = own[field as keyof typeof OWN_LIMITS];
    if (typeof value === "string" && value.length > max) {
      throw new MessageRefusal({ key: D.refusedTooLong, values: { label: { key: label }, max } });
    }
  }
  return own;
}
const userId = (label: string) =>
  z.int({ error: `${label} must be a user of this shop (their id) or null.` }).positive({
    error: `${label} must be a user of this shop (their id) or null.`,
  }).nullable();

const ODOMETER_RULE = "The odometer is a whole number from 0 to 9,999,999 (or null when not read).";

const inspectionFields = {
  odometer: z.int({ error: ODOMETER_RULE }).min(0, { error: ODOMETER_RULE }).max(9_999_999, {
    error: ODOMETER_RULE,
  }).nullable(),
  odometerUnit: z.enum(ODOMETER_UNITS, {
    error: `The odometer unit is one of ${ODOMETER_UNITS.join(", ")}.`,
  }),
  roNumber: ownText("The RO number"),
  typeId: z.int({ error: "typeId must be an inspection type of this shop (its id)." }).positive({
    error: "typeId must be an inspection type of this shop (its id).",
  }),
  managerUserId: userId("The manager"),
  mechanicUserId: userId("The mechanic"),
  notes: ownText("The notes"),
};

const customerFields = {
  firstName: text("The customer's first name"),
  lastName: text("The customer's last name"),
  companyName: text("The company name"),
  phoneMobile: text("The mobile number"),
  phoneLandline: text("The landline number"),
  email: text("The e-mail address"),
};

const vehicleFields = {
  modelYear: z.int({ error: "A model year is a year from 1886 to 2100 (or null)." }).nullable(),
  make: text("The make"),
  model: text("The model"),
  vin: text("The VIN"),
  plate: text("The plate"),
  plateIssuer: text("The plate issuer"),
};

const unknownKeys = (issue: { code?: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys?.join(", ")}.` : undefined;

const headerBody = z.strictObject({
  inspectionVersion: version("inspectionVersion"),
  subjectVersion: version("subjectVersion").nullable().optional(),
  customerVersion: version("customerVersion").nullable().optional(),
  customerId: z.int({ error: "customerId must be a customer of this shop (their id)." }).positive({
    error: "customerId must be a customer of this shop (their id).",
  }).optional(),
  confirmSecondCustomer: z.boolean({ error: "confirmSecondCustomer must be true or false." }).optional(),
  ...partial(inspectionFields),
  ...partial(customerFields),
  ...partial(vehicleFields),
}, { error: unknownKeys });

const notesBody = z.strictObject({
  inspectionVersion: version("inspectionVersion"),
  notes: ownText("The notes"),
}, {
  error: unknownKeys,
});
const salesPitchBody = z.strictObject({
  inspectionVersion: version("inspectionVersion"),
  salesPitch: ownText("The sales pitch"),
}, { error: unknownKeys });

function partial<T extends Record<string, z.ZodType>>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, type]) => [key, type.optional()])) as never;
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new InputError("The request body must be a JSON object.");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new InputError(result.error.issues[0].message);
  return result.data;
}

function pick<K extends string>(body: Record<string, unknown>, keys: readonly K[]) {
  return Object.fromEntries(keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
}

const NONE = {
  subjectVersion: null,
  customerVersion: null,
  customer: {},
  customerId: null,
  confirmSecondCustomer: false,
  vehicle: {},
};

export function readPostedHeader(body: unknown): PostedHeader {
  const fields = parse(headerBody, body);
  return {
    inspectionVersion: fields.inspectionVersion,
    subjectVersion: fields.subjectVersion ?? null,
    customerVersion: fields.customerVersion ?? null,
    customer: pick(fields, Object.keys(customerFields)),
    customerId: fields.customerId ?? null,
    confirmSecondCustomer: fields.confirmSecondCustomer ?? false,
    vehicle: pick(fields, Object.keys(vehicleFields)),
    inspection: ownLengths(pick(fields, Object.keys(inspectionFields))),
  };
}

export function readPostedNotes(body: unknown): PostedHeader {
  const fields = ownLengths(parse(notesBody, body));
  return { ...NONE, inspectionVersion: fields.inspectionVersion, inspection: { notes: fields.notes } };
}

export function readPostedSalesPitch(body: unknown): PostedHeader {
  const fields = ownLengths(parse(salesPitchBody, body));
  return {
    ...NONE,
    inspectionVersion: fields.inspectionVersion,
    inspection: { salesPitch: fields.salesPitch },
  };
}

export function readPostedReportOptions(body: unknown): PostedHeader {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new InputError("The request body must be a JSON object.");
  }
  const { inspectionVersion, ...options } = body as Record<string, unknown>;
  const { inspectionVersion: checked } = parse(
    z.object({ inspectionVersion: version("inspectionVersion") }),
    { inspectionVersion },
  );
  const reportOptions = parse(postedReportOptions, options) as Partial<ReportOptions>;
  return { ...NONE, inspectionVersion: checked, inspection: { reportOptions } };
}
