// What every report send and the staff report page start from: the customer (their address, mobile and
// wish about being contacted), the vehicle's name, how the shop is reached and its wording, and the one
// report link.
import type { Tx } from "@platform/db.ts";
import type { InspectionAccess } from "@modules/inspections/mod.ts";
import {
  type ContactPreference,
  findCustomer,
  findShopContact,
  findShopReportWording,
  findVehicle,
  type ReportWording,
  type ShopContact,
} from "@modules/shops/mod.ts";
import { reportLink } from "../report_link.ts";

export interface SendContext {
  customer: { firstName: string; email: string; phoneMobile: string; contactPref: ContactPreference } | null;
  /** "2019 Honda Civic", or "" without a vehicle. */
  vehicleName: string;
  contact: ShopContact;
  /** The shop's own words for the e-mail and text message (set on /account). */
  wording: ReportWording;
  reportUrl: string;
}

export async function loadSendContext(
  tx: Tx,
  access: InspectionAccess,
  publicUrl: string,
): Promise<SendContext> {
  const { shop, inspection } = access;
  const customer = inspection.customerId === null
    ? null
    : await findCustomer(tx, shop.id, inspection.customerId);
  const vehicle = inspection.subjectId === null ? null : await findVehicle(tx, shop.id, inspection.subjectId);
  return {
    customer: customer && {
      firstName: customer.firstName || customer.companyName,
      email: customer.email,
      phoneMobile: customer.phoneMobile,
      contactPref: customer.contactPref,
    },
    vehicleName: vehicle ? [vehicle.modelYear, vehicle.make, vehicle.model].filter(Boolean).join(" ") : "",
    contact: await findShopContact(tx, shop.id),
    wording: await findShopReportWording(tx, shop.id),
    reportUrl: reportLink(publicUrl, shop.uriName, inspection.encId),
  };
}
