// The SQL of the inspection header: the header as stored (with the three versions), the inspection's own
// fields written with version + 1, and whether any checklist result has been saved yet.
import type { Tx } from "@platform/db.ts";
import { findShopReportDefaults, formattedPhones, shopCountry } from "@modules/shops/mod.ts";
import type { HeaderValues } from "./header_values.ts";
import { chosenReportOptions, readReportOptions, type ReportOptions } from "../report_options.ts";
import type { OdometerUnit } from "../types.ts";

export interface StoredHeader {
  /** Its report options are what the report shows: the adviser's choices, else the shop's defaults. */
  values: HeaderValues;
  /** The report options the adviser chose, as stored (a save keeps them and adds the ones changed). */
  chosenReportOptions: Partial<ReportOptions>;
  inspectionVersion: number;
  subjectVersion: number | null;
  customerVersion: number | null;
}

export async function selectHeader(tx: Tx, shopId: number, inspectionId: number): Promise<StoredHeader> {
  const [row] = await tx<(Omit<HeaderValues, "reportOptions"> & {
    reportOptions: unknown;
    inspectionVersion: number;
    subjectVersion: number | null;
    customerVersion: number | null;
  })[]>`
    select coalesce(c.first_name, '') as "firstName", coalesce(c.last_name, '') as "lastName",
           coalesce(c.company_name, '') as "companyName", coalesce(c.phone_mobile, '') as "phoneMobile",
           coalesce(c.phone_landline, '') as "phoneLandline", coalesce(c.email, '') as email,
           s.model_year as "modelYear", coalesce(s.make, '') as make, coalesce(s.model, '') as model,
           coalesce(s.vin, '') as vin, coalesce(s.plate, '') as plate,
           coalesce(s.plate_issuer, '') as "plateIssuer",
           i.odometer, i.odometer_unit as "odometerUnit", i.ro_number as "roNumber",
           i.inspection_type_id as "typeId", i.manager_user_id as "managerUserId",
           i.mechanic_user_id as "mechanicUserId", i.notes, i.sales_pitch as "salesPitch",
           i.report_options as "reportOptions", i.version as "inspectionVersion",
           s.version as "subjectVersion", c.version as "customerVersion"
    from inspections i
    left join shops_customer_names c on c.shop_id = i.shop_id and c.id = i.customer_id
    left join shops_vehicle_names s on s.shop_id = i.shop_id and s.id = i.subject_id
    where i.shop_id = ${shopId} and i.id = ${inspectionId}`;
  const { inspectionVersion, subjectVersion, customerVersion, reportOptions, ...values } = row;
  // The numbers as people read them ((415) 555-0142); a save reads them back the same way (decision 021).
  const [country, shopDefaults] = await Promise.all([
    shopCountry(tx, shopId),
    findShopReportDefaults(tx, shopId),
  ]);
  const phones = formattedPhones(values, country);
  return {
    values: {
      ...values,
      phoneMobile: phones.phoneMobileFormatted,
      phoneLandline: phones.phone2Formatted,
      reportOptions: readReportOptions(reportOptions, shopDefaults),
    },
    chosenReportOptions: chosenReportOptions(reportOptions),
    inspectionVersion,
    subjectVersion,
    customerVersion,
  };
}

export interface InspectionHeaderWrite {
  odometer: number | null;
  odometerUnit: OdometerUnit;
  roNumber: string;
  typeId: number;
  typeName: string;
  managerUserId: number | null;
  mechanicUserId: number | null;
  notes: string;
  salesPitch: string;
  /** Only the options the adviser chose: the others follow the shop's defaults. */
  reportOptions: Record<string, boolean>;
  customerId: number | null;
  subjectId: number | null;
}

export async function writeInspectionHeader(
  tx: Tx,
  shopId: number,
  inspectionId: number,
  write: InspectionHeaderWrite,
): Promise<void> {
  await tx`
    update inspections set odometer = ${write.odometer}, odometer_unit = ${write.odometerUnit},
      ro_number = ${write.roNumber}, inspection_type_id = ${write.typeId}, type_name = ${write.typeName},
      manager_user_id = ${write.managerUserId}, mechanic_user_id = ${write.mechanicUserId},
      notes = ${write.notes}, sales_pitch = ${write.salesPitch},
      report_options = ${tx.json(write.reportOptions)}, customer_id = ${write.customerId},
      subject_id = ${write.subjectId}, version = version + 1, updated_at = now()
    where shop_id = ${shopId} and id = ${inspectionId}`;
}

/** A result, finding, note or value has been saved on some item: the checklist is the type's for good. */
export async function anyItemSaved(tx: Tx, shopId: number, inspectionId: number): Promise<boolean> {
  const [row] = await tx<{ saved: boolean }[]>`
    select exists (select 1 from inspection_items
                   where shop_id = ${shopId} and inspection_id = ${inspectionId} and item_version > 1) as saved`;
  return row.saved;
}

export async function deleteItems(tx: Tx, shopId: number, inspectionId: number): Promise<void> {
  await tx`delete from inspection_items where shop_id = ${shopId} and inspection_id = ${inspectionId}`;
}
