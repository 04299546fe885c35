// The questions a new inspection asks before it is made (issue 32: three "Dana Whitfield" with one mobile from
// quick-create, and a car inspected twice at once): a new customer whose mobile number another customer of the
// shop has, and a car that has an open inspection. Each is a 409 whose details name what was found, so the form
// offers it (use that customer, open that inspection) or sends the post again confirmed; nothing is written
// before the question (the caller's transaction rolls back). The Details tab asks the first one too, when it
// adds a customer to an inspection without one (../header/save_header.ts).
import type { Tx } from "@platform/db.ts";
import { findSameCustomers, type SameCustomer, type Vehicle } from "@modules/shops/mod.ts";
import { INSPECTION_ADD_MESSAGES as A, MessageConflict } from "@modules/text/mod.ts";

/** Work not yet sent to the customer: a second inspection of the car now would split it. */
export const OPEN_STATUSES = ["created", "inProgress", "readyForAudit", "audited"] as const;

export interface OpenInspection {
  encId: string;
  roNumber: string;
  status: string;
}

/** What a 409 of the add form answers beside its message. */
export type AskFirstDetails =
  | { ask: "secondCustomer"; sameCustomers: SameCustomer[] }
  | { ask: "secondInspection"; openInspection: OpenInspection };

const nameOf = (customer: SameCustomer) =>
  `${customer.firstName} ${customer.lastName}`.trim() || customer.companyName;

export async function askIfSameMobile(tx: Tx, shopId: number, mobile: string): Promise<void> {
  if (!mobile.trim()) return;
  const sameCustomers = await findSameCustomers(tx, shopId, { mobile });
  const [first] = sameCustomers;
  if (!first) return;
  const details: AskFirstDetails = { ask: "secondCustomer", sameCustomers };
  throw new MessageConflict({
    key: A.askSameMobile,
    values: { name: nameOf(first), phone: first.phoneMobileFormatted || first.phone2Formatted || mobile },
  }, details);
}

export async function askIfOpen(tx: Tx, shopId: number, vehicle: Vehicle): Promise<void> {
  const [open] = await tx<OpenInspection[]>`
    select enc_id as "encId", ro_number as "roNumber", status from inspections
    where shop_id = ${shopId} and subject_id = ${vehicle.id} and status = any(${OPEN_STATUSES}::text[])
    order by id desc limit 1`;
  if (!open) return;
  const named = [vehicle.modelYear, vehicle.make, vehicle.model].filter(Boolean).join(" ") ||
    vehicle.plate || vehicle.vin;
  const details: AskFirstDetails = { ask: "secondInspection", openInspection: open };
  throw new MessageConflict({
    key: A.askOpenInspection,
    values: { vehicle: named || { key: A.theVehicle } },
  }, details);
}
