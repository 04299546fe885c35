// The printed report's options (/r/{id}/report/html, /pdf, /report): paper, orientation, font size, the
// size of each item's pictures and of the footer's, and the language. A wrong value is a 400 that names the
// allowed ones, so a shop's integration can correct itself; an unknown language is no error but falls back
// (the customer's phone may ask for any), first to the shop's language, then to English.
// A request that names no option prints the shop's default (chosen on /account), else the app's.
import { InputError } from "../../src/platform/errors.ts";
import {
  DEFAULT_PRINT_OPTIONS,
  type PrintDefaults,
  REPORT_FONT_SIZES,
  REPORT_IMAGE_SIZES,
  REPORT_ORIENTATIONS,
  REPORT_PAPERS,
} from "../shops/ui.ts";

export { REPORT_FONT_SIZES, REPORT_IMAGE_SIZES, REPORT_ORIENTATIONS, REPORT_PAPERS };
/** The languages the customer report is written in. */
export const REPORT_LANGUAGES = ["en", "es", "fr"] as const;

export type ReportLanguage = typeof REPORT_LANGUAGES[number];

export interface ReportOptions extends PrintDefaults {
  language: ReportLanguage;
}

export const DEFAULT_REPORT_OPTIONS: PrintDefaults = DEFAULT_PRINT_OPTIONS;

/**
 * The options asked for in the address, each checked; missing ones are the defaults. Values are matched
 * without regard to case ("a4" is A4) and given back as the lists spell them.
 */
export function reportOptionsOf(
  search: URLSearchParams,
  shopLanguage: string | null,
  defaults: PrintDefaults = DEFAULT_REPORT_OPTIONS,
): ReportOptions {
  return {
    paper: oneOf(search, "paper", REPORT_PAPERS, defaults.paper),
    orientation: oneOf(search, "orientation", REPORT_ORIENTATIONS, defaults.orientation),
    fontSize: oneOf(search, "fontSize", REPORT_FONT_SIZES, defaults.fontSize),
    itemImageSize: oneOf(search, "itemImageSize", REPORT_IMAGE_SIZES, defaults.itemImageSize),
    footerImageSize: oneOf(search, "footerImageSize", REPORT_IMAGE_SIZES, defaults.footerImageSize),
    language: reportLanguage(search.get("language") ?? search.get("lang"), shopLanguage),
  };
}

/** The first of the asked language and the shop's that the report is written in (by primary tag), else English. */
export function reportLanguage(asked: string | null, shopLanguage: string | null): ReportLanguage {
  for (const tag of [asked, shopLanguage]) {
    const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
    const known = REPORT_LANGUAGES.find((language) => language === primary);
    if (known) return known;
  }
  return "en";
}

function oneOf<T extends string>(
  search: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = search.get(name);
  if (value === null || value.trim() === "") return fallback;
  const found = allowed.find((option) => option.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new InputError(`${name} must be one of ${allowed.join(", ")}; "${value}" is not.`);
  return found;
}
