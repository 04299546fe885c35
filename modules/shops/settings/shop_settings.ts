// A shop's settings as /account shows and saves them (decision 027). Client-safe: the page's form and the
// server's check share the names, the limits and the choices.
import type { PrintDefaults } from "./print_defaults.ts";
import type { ReportDefaults } from "./report_defaults.ts";

export interface TaxRate {
  /** "Sales tax", "IVA" */
  name: string;
  /** 0 to 100, at most three decimals: 8.25 */
  percent: number;
}

export interface ShopSettings {
  name: string;
  phone: string;
  email: string;
  address: string;
  website: string;
  /** IANA, e.g. America/Los_Angeles: every date and time the shop's people and customers see. */
  timeZone: string;
  /** ISO 3166 alpha-2: numbers without a country code are read as this country's. */
  country: string;
  /** ISO 4217 */
  currency: string;
  taxRates: TaxRate[];
  /** Per hour, in the shop's currency. */
  labourRate: number;
  staffLanguage: string;
  /** The customer report's language when its link names none. */
  customerLanguage: string;
  /** '#rrggbb', or '' for the app's own colour. */
  accentColor: string;
  /** The report's e-mail subject and first paragraph and its text message; '' keeps the app's words. */
  reportEmailSubject: string;
  reportEmailBody: string;
  reportSmsText: string;
  printDefaults: PrintDefaults;
  /** What the customer report shows unless its inspection's adviser chose otherwise. */
  reportDefaults: ReportDefaults;
}

/** The cultures a shop's people and customers can be addressed in (the customer report speaks en, es, fr). */
export const SETTINGS_CULTURES = ["en-US", "en-GB", "en-CA", "es-MX", "es-US", "es-ES", "fr-CA", "fr-FR"];

export const MAX_TAX_RATES = 5;
export const MAX_LABOUR_RATE = 100_000;

/** The text limits (the shops table's checks say the same). */
export const SETTINGS_LIMITS = {
  name: 120,
  phone: 40,
  email: 254,
  address: 300,
  website: 200,
  taxName: 40,
  reportEmailSubject: 200,
  reportEmailBody: 2000,
  reportSmsText: 320,
} as const;

/** The places the report's wording may use; anything else in braces is refused when saved. */
export const WORDING_PLACEHOLDERS = ["customerName", "shopName", "vehicle", "link"] as const;

export const SETTINGS_CONFLICT_MESSAGE =
  "Someone else changed the shop's settings after you opened the page. Nothing was saved: compare their " +
  "values with yours, then save again.";
