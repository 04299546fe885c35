// Seed 000 section 3's contact preferences, and their names: the messages the customer's form and the
// customers' trail say them with (customers.pref*, decision 028). Client-safe.
import { CUSTOMERS_MESSAGES as M } from "@modules/text/ui.ts";
import type { ContactPreference } from "../types.ts";

export const CONTACT_PREFERENCES: readonly ContactPreference[] = [
  "undefined",
  "donotcontact",
  "email",
  "sms",
  "phonecall",
];

export const CONTACT_PREFERENCE_WORDS: Record<ContactPreference, string> = {
  undefined: M.prefUndefined,
  donotcontact: M.prefDonotcontact,
  email: M.prefEmail,
  sms: M.prefSms,
  phonecall: M.prefPhonecall,
};
