// What a customer is entered with (the add form, quick-create, an inspection's Details tab, the customer
// page, a report send), and the rules each field obeys, so a customer is right the first time whichever form
// made them (decision 021): names in person title case ("dana" → "Dana"), a lower-case e-mail that is an
// address, and numbers parsed by libphonenumber with the shop's country and stored in E.164. An impossible
// number or address is refused (400) before anything is written. The limits are generous for real names and
// numbers and keep one record from swamping a page or a report.
import { InputError } from "@platform/errors.ts";
import {
  type Checked,
  checkEmail,
  checkMobileNumber,
  checkPhoneNumber,
  type CountryCode,
} from "@modules/accounts/mod.ts";
import { toPersonTitleCase } from "@modules/text/mod.ts";

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

const LABELS: Record<keyof CustomerDetails, string> = {
  firstName: "The customer's first name",
  lastName: "The customer's last name",
  companyName: "The company name",
  phoneMobile: "The mobile number",
  phoneLandline: "The landline number",
  email: "The e-mail address",
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
 * quotes the value.
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
      throw new InputError(
        `${LABELS[field]} is too long: at most ${CUSTOMER_DETAIL_LIMITS[field]} characters.`,
      );
    }
    if (value === "") {
      clean[field] = "";
      continue;
    }
    const checked = CHECKS[field](value, country);
    if (!checked.ok) throw new InputError(checked.message);
    clean[field] = checked.value;
  }
  return clean;
}
