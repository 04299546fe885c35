// A customer as the customer's page and its save call show them: seed 001's Customer (customerId, names,
// email, customerNotes, contactPref, displayName) with the numbers the form edits and the version it saves
// against.
import type { ContactPreference } from "../types.ts";
import type { CustomerPageFields } from "./customers_queries.server.ts";

export interface CustomerOnPage {
  customerId: number;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phoneMobile: string;
  phoneLandline: string;
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

export function customerOnPage(fields: CustomerPageFields): CustomerOnPage {
  return {
    customerId: fields.id,
    firstName: fields.firstName,
    lastName: fields.lastName,
    companyName: fields.companyName,
    email: fields.email,
    phoneMobile: fields.phoneMobile,
    phoneLandline: fields.phoneLandline,
    customerNotes: fields.notes,
    contactPref: fields.contactPref,
    displayName: displayNameOf(fields),
    version: fields.version,
  };
}
