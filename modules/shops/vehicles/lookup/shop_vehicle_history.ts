// The shop's own vehicles that match a VIN or a plate, as vehicle history records: what the look-up answers
// first. Exact match, or prefix match while the user is still typing (isPartial); only this shop's vehicles.
import type { Tx } from "@platform/db.ts";
import { phoneCountry } from "@modules/accounts/mod.ts";
import { formattedPhones } from "../../customers/customer_contact.ts";
import { validVin } from "../vin/vin_rules.ts";
import type { VehicleHistoryRecord, VehicleMatch } from "./lookup_types.ts";

/** More than a screenful of hits means the user should type more. */
const LIMIT = 20;

export type HistoryQuery =
  | { vin: string; partial: boolean }
  | { plate: string; issuer: string; partial: boolean };

/** The vehicle's own columns as the record names them; the shop's country and the owner beside them. */
interface Row extends Omit<VehicleMatch, "validVin" | "vehicleColor"> {
  shopId: number;
  vehicleId: number;
  crmKey: string;
  created: Date;
  modified: Date;
  version: number;
  color: string | null;
  notes: string;
  country: string;
  customerId: number | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  email: string | null;
  phoneMobile: string | null;
  phoneLandline: string | null;
  customerNotes: string | null;
  contactPref: string | null;
}

function prefix(text: string): string {
  return `${text.replace(/[\\%_]/g, "\\$&")}%`;
}

export async function shopVehicleHistory(
  tx: Tx,
  shopId: number,
  query: HistoryQuery,
): Promise<VehicleHistoryRecord[]> {
  const condition = "vin" in query
    ? (query.partial ? tx`s.vin like ${prefix(query.vin)}` : tx`s.vin = ${query.vin}`)
    : tx`${query.partial ? tx`s.plate like ${prefix(query.plate)}` : tx`s.plate = ${query.plate}`}
      and (${query.issuer} = '' or s.plate_issuer = '' or upper(s.plate_issuer) = ${query.issuer})`;
  const rows = await tx<Row[]>`
    select s.shop_id as "shopId", s.id as "vehicleId", s.crm_key as "crmKey", s.created_at as created,
      s.updated_at as modified, s.version, s.color, s.notes, s.vin, s.plate, s.plate_issuer as "plateIssuer",
      s.make, s.model, s.model_year as "modelYear", s.trim, s.style, s.vehicle_type as type, s.size, s.engine,
      s.transmission, s.color_desc as "colorDesc", sh.country,
      c.id as "customerId", c.first_name as "firstName", c.last_name as "lastName",
      c.company_name as "companyName", c.email, c.phone_mobile as "phoneMobile",
      c.phone_landline as "phoneLandline", c.notes as "customerNotes", c.contact_pref as "contactPref"
    from subjects s
    join shops sh on sh.id = s.shop_id
    left join customers c on c.shop_id = s.shop_id and c.id = s.customer_id
    where s.shop_id = ${shopId} and ${condition}
    order by s.updated_at desc, s.id desc
    limit ${LIMIT}`;
  return rows.map(recordOf);
}

function recordOf(row: Row): VehicleHistoryRecord {
  return {
    shopId: row.shopId,
    vehicleId: row.vehicleId,
    crmKeyPrefix: "",
    crmKey: row.crmKey,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    subjectVersion: row.version,
    subjectSubclassVersion: row.version,
    vehicleColor: row.color?.length === 7 ? row.color : null,
    subjectNotes: row.notes,
    customer: row.customerId === null ? null : {
      customerId: row.customerId,
      firstName: row.firstName ?? "",
      lastName: row.lastName ?? "",
      companyName: row.companyName ?? "",
      email: row.email ?? "",
      // Formatted as every page and call formats a customer's numbers (a country it does not know is US's).
      ...formattedPhones(
        { phoneMobile: row.phoneMobile ?? "", phoneLandline: row.phoneLandline ?? "" },
        phoneCountry(row.country),
      ),
      customerNotes: row.customerNotes ?? "",
      contactPref: row.contactPref ?? "undefined",
      displayName: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.companyName || "",
    },
    vin: row.vin,
    validVin: validVin(row.vin),
    plate: row.plate,
    plateIssuer: row.plateIssuer,
    make: row.make,
    model: row.model,
    modelYear: row.modelYear,
    trim: row.trim,
    style: row.style,
    type: row.type,
    size: row.size,
    engine: row.engine,
    transmission: row.transmission,
    colorDesc: row.colorDesc,
  };
}
