// Seed 000 section 3's contact preferences, and the names the trail's summary gives them (the customer's page
// says them in the shop's words: customers.pref*, decision 028). Client-safe.
import type { ContactPreference } from "../types.ts";

export const CONTACT_PREFERENCES: readonly ContactPreference[] = [
  "undefined",
  "donotcontact",
  "email",
  "sms",
  "phonecall",
];

export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = {
  undefined: "Not asked yet",
  donotcontact: "Do not contact",
  email: "E-mail",
  sms: "Text message",
  phonecall: "Phone call",
};
