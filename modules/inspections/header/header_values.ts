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

/** The answer of every header call: seed "Header values response" and the header as stored now. */
export interface HeaderSaveResponse extends HeaderValuesResponse {
  values: HeaderValues;
}
