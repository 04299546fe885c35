// The add-inspection form's fields. They carry the seed's prefill names (/inspections/add?cust_fname=...), so
// a work-order system's link fills the form and the form posts the same names back; newInspectionOf reads a
// post (the add form, quick-create) into what createInspection takes, refusing bad values with a message.
import { INSPECTION_ADD_MESSAGES as A, MessageRefusal } from "@modules/text/ui.ts";
import type { StoredValue } from "@modules/text/mod.ts";
import type { NewInspection } from "./create_inspection.ts";
import { ODOMETER_UNITS, type OdometerUnit } from "../types.ts";

/** Every prefill parameter of the seed's /inspections/add, in its order. */
export const ADD_PREFILL_FIELDS = [
  "inspectionId",
  "crmKeyPrefix",
  "crmKey",
  "ro",
  "customerId",
  "customerCrmKey",
  "customerRef",
  "cust_fname",
  "cust_lname",
  "cust_bname",
  "cust_phone_mobile",
  "cust_phone_landline",
  "cust_email",
  "subjectId",
  "subjectCrmKey",
  "make",
  "model",
  "year",
  "mileage",
  "odoUnit",
  "license",
  "plateIssuer",
  "vin",
  "inspectionNotes",
] as const;
/** Also posted: the pickers, and the work order's id kept from /inspections/create. */
export const ADD_FORM_FIELDS = [
  ...ADD_PREFILL_FIELDS.filter((name) => name !== "inspectionId"),
  "typeId",
  "managerUserId",
  "mechanicUserId",
  "workOrderId",
  // The answers to the form's questions (ask_first.ts): "1" when confirmed.
  "confirmSecondCustomer",
  "confirmSecondInspection",
] as const;
export type AddField = (typeof ADD_FORM_FIELDS)[number] | "inspectionId";
export type AddValues = Partial<Record<AddField, string>>;

const LIMITS: Partial<Record<AddField, number>> = {
  crmKeyPrefix: 40,
  crmKey: 80,
  ro: 40,
  workOrderId: 80,
  inspectionNotes: 4000,
};

/** The known fields of a query or a post, trimmed, as text; empty ones left out. */
export function readAddValues(query: Record<string, unknown>): AddValues {
  const values: AddValues = {};
  for (const name of [...ADD_FORM_FIELDS, "inspectionId"] as AddField[]) {
    const raw = query[name];
    const last = Array.isArray(raw) ? raw.at(-1) : raw;
    if (last === undefined || last === null) continue;
    const text = String(last).trim().slice(0, 4000);
    if (text !== "") values[name] = text;
  }
  return values;
}

/** `label` names the field in the refusal: a message the staff read (A.theOdometer), or a call's field name. */
function wholeNumber(values: AddValues, name: AddField, label: StoredValue, min: number, max: number) {
  const text = values[name];
  if (text === undefined) return null;
  const number = /^\d{1,10}$/.test(text.replace(/[,\s]/g, "")) ? Number(text.replace(/[,\s]/g, "")) : NaN;
  if (!(number >= min && number <= max)) {
    // The bounds as text: a number would be written with the culture's grouping (9,999,999).
    throw new MessageRefusal({
      key: A.refusedWholeNumber,
      values: { label, min: String(min), max: String(max), text },
    });
  }
  return number;
}

const id = (values: AddValues, name: AddField, label: string) =>
  wholeNumber(values, name, label, 1, 2 ** 31 - 1);

/** A post of the add form (or quick-create) as createInspection takes it. */
export function newInspectionOf(values: AddValues): NewInspection {
  for (const [name, limit] of Object.entries(LIMITS) as [AddField, number][]) {
    if ((values[name]?.length ?? 0) > limit) {
      // Named as the link names it; the limit as text, as before (4000, not 4,000).
      throw new MessageRefusal({ key: A.refusedTooLong, values: { name, max: String(limit) } });
    }
  }
  const odometerUnit = values.odoUnit ?? "mi";
  if (!(ODOMETER_UNITS as readonly string[]).includes(odometerUnit)) {
    throw new MessageRefusal({
      key: A.refusedOdometerUnit,
      values: { units: ODOMETER_UNITS.join(", "), text: odometerUnit },
    });
  }
  const customerId = id(values, "customerId", "customerId");
  // A work-order key alone is enough: createInspection finds the customer or vehicle the system knows by it.
  const named = [values.cust_fname, values.cust_lname, values.cust_bname, values.customerCrmKey].some(
    Boolean,
  );
  const subjectId = id(values, "subjectId", "subjectId");
  const modelYear = wholeNumber(values, "year", { key: A.theModelYear }, 1886, 2100);
  const described =
    [values.make, values.model, values.license, values.vin, values.subjectCrmKey].some(Boolean) ||
    modelYear !== null;
  return {
    typeId: id(values, "typeId", "typeId"),
    customer: customerId !== null ? { id: customerId } : named
      ? {
        firstName: values.cust_fname ?? "",
        lastName: values.cust_lname ?? "",
        companyName: values.cust_bname ?? "",
        phoneMobile: values.cust_phone_mobile ?? "",
        phoneLandline: values.cust_phone_landline ?? "",
        email: values.cust_email ?? "",
        crmKey: values.customerCrmKey ?? "",
        reference: values.customerRef ?? "",
      }
      : null,
    vehicle: subjectId !== null ? { id: subjectId } : described
      ? {
        make: values.make ?? "",
        model: values.model ?? "",
        modelYear,
        vin: values.vin ?? "",
        plate: values.license ?? "",
        plateIssuer: values.plateIssuer ?? "",
        crmKey: values.subjectCrmKey ?? "",
      }
      : null,
    roNumber: values.ro ?? "",
    crmKeyPrefix: values.crmKeyPrefix ?? "",
    crmKey: values.crmKey ?? "",
    workOrderId: values.workOrderId ?? "",
    odometer: wholeNumber(values, "mileage", { key: A.theOdometer }, 0, 9_999_999),
    odometerUnit: odometerUnit as OdometerUnit,
    notes: values.inspectionNotes ?? "",
    managerUserId: id(values, "managerUserId", "managerUserId"),
    mechanicUserId: id(values, "mechanicUserId", "mechanicUserId"),
    confirmed: {
      secondCustomer: values.confirmSecondCustomer === "1",
      secondInspection: values.confirmSecondInspection === "1",
    },
  };
}

/** A field's name and the value it starts with (the link's prefill, or what was posted before). */
export function filledFrom(values: AddValues) {
  return (name: keyof AddValues) => ({ name, defaultValue: values[name] ?? "" });
}
