// What the inspection header edits of a customer, and the rules each field obeys. The limits are generous
// for real names and numbers and keep one record from swamping a page or a report.
import { InputError } from "@platform/errors.ts";

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

/** Something, an @, something, a dot, something: what a person can check at the counter. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^[+0-9 ()./-]*$/;

/** Trims (and lower-cases the e-mail), then checks lengths and shapes; throws a 400 naming the field. */
export function cleanCustomerDetails(posted: Partial<CustomerDetails>): Partial<CustomerDetails> {
  const clean: Partial<CustomerDetails> = {};
  for (const [field, raw] of Object.entries(posted) as [keyof CustomerDetails, string | undefined][]) {
    if (raw === undefined) continue;
    const value = field === "email" ? raw.trim().toLowerCase() : raw.trim();
    if (value.length > CUSTOMER_DETAIL_LIMITS[field]) {
      throw new InputError(
        `${LABELS[field]} is too long: at most ${CUSTOMER_DETAIL_LIMITS[field]} characters.`,
      );
    }
    if (field === "email" && value && !EMAIL_SHAPE.test(value)) {
      throw new InputError(`"${value}" is not an e-mail address (like jane@example.com).`);
    }
    if ((field === "phoneMobile" || field === "phoneLandline") && !PHONE_SHAPE.test(value)) {
      throw new InputError(`${LABELS[field]} may hold only digits, spaces, + ( ) . and -.`);
    }
    clean[field] = value;
  }
  return clean;
}
