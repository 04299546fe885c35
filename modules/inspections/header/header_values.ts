// The inspection's header as the details page edits it and the header calls answer it: the customer's and
// the vehicle's details, the inspection's own fields, the sales pitch and the report options. Client-safe.
import type { HeaderValuesResponse, OdometerUnit } from "../types.ts";
import type { ReportOptions } from "../report_options.ts";
import type { CustomerDetails, VehicleDetails } from "@modules/shops/ui.ts";

/** The inspection's own fields in the header (inspectionVersion). */
export interface InspectionHeaderFields {
  odometer: number | null;
  odometerUnit: OdometerUnit;
  roNumber: string;
  typeId: number;
  managerUserId: number | null;
  mechanicUserId: number | null;
  notes: string;
  salesPitch: string;
  reportOptions: ReportOptions;
}

/**
 * The customer's details (customers table; customerVersion), the vehicle's (subjects table; subjectVersion)
 * and the inspection's own fields.
 */
export interface HeaderValues extends CustomerDetails, VehicleDetails, InspectionHeaderFields {}

export const CUSTOMER_FIELDS = [
  "firstName",
  "lastName",
  "companyName",
  "phoneMobile",
  "phoneLandline",
  "email",
] as const satisfies readonly (keyof CustomerDetails)[];
export const VEHICLE_FIELDS = [
  "modelYear",
  "make",
  "model",
  "vin",
  "plate",
  "plateIssuer",
] as const satisfies readonly (keyof VehicleDetails)[];

/** How the event trail and the conflict notes name each field. */
export const HEADER_FIELD_LABELS: Record<keyof HeaderValues, string> = {
  firstName: "first name",
  lastName: "last name",
  companyName: "company",
  phoneMobile: "mobile",
  phoneLandline: "landline",
  email: "e-mail",
  modelYear: "year",
  make: "make",
  model: "model",
  vin: "VIN",
  plate: "plate",
  plateIssuer: "plate issuer",
  odometer: "odometer",
  odometerUnit: "odometer unit",
  roNumber: "RO",
  typeId: "type",
  managerUserId: "manager",
  mechanicUserId: "mechanic",
  notes: "notes",
  salesPitch: "sales pitch",
  reportOptions: "report options",
};

/** The answer of every header call: seed "Header values response" and the header as stored now. */
export interface HeaderSaveResponse extends HeaderValuesResponse {
  values: HeaderValues;
}
