// Who a report send goes to: the address or number the adviser typed, else the customer's on file, checked
// and put in the form the outbox takes (lower-case address, E.164 number). Numbers without a country code
// are read as US numbers, as the accounts module reads its users' numbers, and must be mobiles.
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";
import { InputError } from "@platform/errors.ts";

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;
const COUNTRY: CountryCode = "US";

export function emailRecipient(asked: string | null, onFile: string): string {
  const raw = (asked ?? "").trim() || onFile.trim();
  if (raw === "") {
    throw new InputError("Enter the customer's e-mail address: there is none on file for this customer.");
  }
  const value = raw.toLowerCase();
  if (value.length > 254 || !EMAIL.test(value)) throw new InputError(`"${raw}" is not an e-mail address.`);
  return value;
}

export function smsRecipient(asked: string | null, onFile: string): string {
  const raw = (asked ?? "").trim() || onFile.trim();
  if (raw === "") {
    throw new InputError("Enter the customer's mobile number: there is none on file for this customer.");
  }
  const phone = parsePhoneNumberFromString(raw, COUNTRY);
  if (!phone || !phone.isValid()) {
    throw new InputError(`"${raw}" is not a phone number we can send text messages to.`);
  }
  if (phone.getType() === "FIXED_LINE") {
    throw new InputError(`${phone.formatInternational()} is a landline; text messages need a mobile number.`);
  }
  return phone.number;
}

/** +14155550142 -> (415) 555-0142 at home, the international form for other countries. */
export function phoneForPeople(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return phone.country === COUNTRY ? phone.formatNational() : phone.formatInternational();
}
