// What a customer is entered with (the add form, quick-create, an inspection's Details tab, the customer
// page, a report send), and the rules each field obeys, so a customer is right the first time whichever form
// made them (decision 021): names in person title case ("dana" → "Dana"), a lower-case e-mail that is an
// address, and numbers parsed by libphonenumber with the shop's country and stored in E.164. An impossible
// number or address is refused (400) before anything is written. The limits are generous for real names and
// numbers and keep one record from swamping a page or a report.
import {
  type Checked,
  checkEmail,
  checkMobileNumber,
  checkPhoneNumber,
  type CountryCode,
} from "@modules/accounts/mod.ts";
import { CUSTOMERS_MESSAGES as C, MessageRefusal, toPersonTitleCase } from "@modules/text/mod.ts";

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  companyName: string;
  phoneMobile: string;
  phoneLandline: string;
  email: string;
}

export const CUSTOMER_DETAIL_LIMITS: Record<keyof CustomerDetails, number> = {
  firstName: 80,
  lastName: 80,
  companyName: 120,
  phoneMobile: 30,
  phoneLandline: 30,
  email: 254,
};

/** Each field's name in a refusal (a catalogue message: the staff read it in their language). */
const LABELS: Record<keyof CustomerDetails, string> = {
  firstName: C.theFirstName,
  lastName: C.theLastName,
  companyName: C.theCompanyName,
  phoneMobile: C.theMobile,
  phoneLandline: C.theLandline,
  email: C.theEmail,
};

/** Each field's check of a non-empty value: its stored form, or why it is refused. An empty value clears. */
const CHECKS: Record<keyof CustomerDetails, (value: string, country: CountryCode) => Checked> = {
  firstName: named,
  lastName: named,
  companyName: named,
  phoneMobile: (value, country) => checkMobileNumber(value, country),
  phoneLandline: (value, country) => checkPhoneNumber(value, country),
  email: (value) => checkEmail(value),
};

function named(value: string): Checked {
  return { ok: true, value: toPersonTitleCase(value) };
}

/**
 * Trims, checks lengths, then puts each posted field in its stored form (numbers read as the shop's
 * `country`'s); throws a 400 on the first that can't be: a length names the field, a number or address
 * quotes the value (a MessageRefusal: the staff read it in their language).
 */
export function cleanCustomerDetails(
  posted: Partial<CustomerDetails>,
  country: CountryCode,
): Partial<CustomerDetails> {
  const clean: Partial<CustomerDetails> = {};
  for (const [field, raw] of Object.entries(posted) as [keyof CustomerDetails, string | undefined][]) {
    if (raw === undefined) continue;
    const value = raw.trim();
    if (value.length > CUSTOMER_DETAIL_LIMITS[field]) {
      throw new MessageRefusal({
        key: C.refusedTooLong,
        values: { label: { key: LABELS[field] }, max: CUSTOMER_DETAIL_LIMITS[field] },
      });
    }
    if (value === "") {
      clean[field] = "";
      continue;
    }
    const checked = CHECKS[field](value, country);
    if (!checked.ok) throw new MessageRefusal(checked.said);
    clean[field] = checked.value;
  }
  return clean;
}
