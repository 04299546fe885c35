// Seed 000 section 3's contact preferences, as the customer's page names them. Client-safe: the page's select
// and the trail's summary both read these labels.
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
