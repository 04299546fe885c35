// E-mail addresses and mobile numbers as users type them, checked and put in the one form we store:
// lower-case addresses and E.164 numbers (parsed by libphonenumber, never by a home-made pattern).
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js";
import { baseSentence, CONTACT_MESSAGES as M, type StoredMessage } from "@modules/text/mod.ts";

export type { CountryCode };

/**
 * A value in its stored form, or why it is refused: `said`, a catalogue message that a page knowing the shop
 * says in its staff language (a customer's details), and `message`, the en-US sentence (sign-up, sign-in).
 */
export type Checked = { ok: true; value: string } | { ok: false; said: StoredMessage; message: string };

function refused(said: StoredMessage): Checked {
  return { ok: false, said, message: baseSentence(said) };
}

/** Something, an @, something, a dot, something; no spaces and none of the characters that end an address
 * in a mail header (<>()",;:), so an address can never smuggle a second recipient into one. */
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

export function checkEmail(text: string): Checked {
  const value = text.trim().toLowerCase();
  if (value === "") return refused({ key: M.enterEmail });
  if (value.length > 254 || !EMAIL.test(value)) {
    return refused({ key: M.notEmail, values: { address: text.trim() } });
  }
  return { ok: true, value };
}

/** A shop's country (ISO alpha-2, as stored) as the phone library knows it; one it has no numbering plan
 * for reads numbers as US ones, like a shop that never set its country. */
export function phoneCountry(code: string): CountryCode {
  return isSupportedCountry(code) ? code : "US";
}

/** Numbers without a country code are read as numbers of the shop's country (US by default). */
export function checkMobileNumber(text: string, country: CountryCode = "US"): Checked {
  const raw = text.trim();
  if (raw === "") return refused({ key: M.enterMobile });
  const phone = parsePhoneNumberFromString(raw, country);
  if (!phone || !phone.isValid()) return refused({ key: M.notMobile, values: { number: raw } });
  const type = phone.getType();
  if (type === "FIXED_LINE") {
    return refused({ key: M.landline, values: { number: phone.formatInternational() } });
  }
  return { ok: true, value: phone.number };
}

/** Any number a person can be called on (a landline or a mobile), for a customer's second number. */
export function checkPhoneNumber(text: string, country: CountryCode = "US"): Checked {
  const raw = text.trim();
  if (raw === "") return refused({ key: M.enterPhone });
  const phone = parsePhoneNumberFromString(raw, country);
  if (!phone || !phone.isValid()) return refused({ key: M.notPhone, values: { number: raw } });
  return { ok: true, value: phone.number };
}

/**
 * +14155550123 → (415) 555-0123 for people in the same country, the international form otherwise. A number
 * as typed (an imported appointment's "415.555.0123") is read in the country first; one that is no number
 * is shown as it is.
 */
export function formatPhone(e164: string, country: CountryCode = "US"): string {
  const phone = parsePhoneNumberFromString(e164, country);
  if (!phone || !phone.isValid()) return e164;
  // By the calling code, not the country: +44 7911 is a UK mobile that the library can't place more
  // exactly, and +1 numbers are dialled alike in all of North America.
  return phone.countryCallingCode === getCountryCallingCode(country)
    ? phone.formatNational()
    : phone.formatInternational();
}

/** j•••@example.com: enough for a person to recognise their address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [name, domain] = email.split("@");
  return `${name.slice(0, 1)}•••@${domain}`;
}

/** •••• 0123 */
export function maskPhone(e164: string): string {
  return `•••• ${e164.slice(-4)}`;
}
