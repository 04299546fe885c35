// A customer as the customer's page and its save call show them: seed 001's Customer (customerId, names,
// email, phoneMobileFormatted, phone2Formatted, customerNotes, contactPref, displayName) with the stored
// numbers and the version the form saves against.
import type { CountryCode } from "@modules/accounts/mod.ts";
import type { ContactPreference } from "../types.ts";
import { formattedPhones } from "./customer_contact.ts";
import type { CustomerPageFields } from "./customers_queries.server.ts";

export interface CustomerOnPage {
  customerId: number;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phoneMobile: string;
  phoneLandline: string;
  phoneMobileFormatted: string;
  phone2Formatted: string;
  customerNotes: string;
  contactPref: ContactPreference;
  displayName: string;
  version: number;
}

/** How a customer is named in a list or a heading: their name, else their company's. */
export function displayNameOf(
  customer: { firstName: string; lastName: string; companyName: string },
): string {
  return `${customer.firstName} ${customer.lastName}`.trim() || customer.companyName;
}

/** `country`: the shop's, in which its own numbers are written without the country code. */
export function customerOnPage(fields: CustomerPageFields, country: CountryCode): CustomerOnPage {
  return {
    customerId: fields.id,
    firstName: fields.firstName,
    lastName: fields.lastName,
    companyName: fields.companyName,
    email: fields.email,
    phoneMobile: fields.phoneMobile,
    phoneLandline: fields.phoneLandline,
    ...formattedPhones(fields, country),
    customerNotes: fields.notes,
    contactPref: fields.contactPref,
    displayName: displayNameOf(fields),
    version: fields.version,
  };
}
