// The printed report's options (/r/{id}/report/html, /pdf, /report): paper, orientation, font size, the
// size of each item's pictures and of the footer's, and the language. A wrong value is a 400 that names the
// allowed ones, so a shop's integration can correct itself; an unknown language is no error but falls back
// (the customer's phone may ask for any), first to the shop's language, then to English.
import { InputError } from "../../src/platform/errors.ts";

export const REPORT_PAPERS = ["letter", "A4", "legal"] as const;
export const REPORT_ORIENTATIONS = ["portrait", "landscape"] as const;
export const REPORT_FONT_SIZES = ["small", "medium", "large"] as const;
/** "none" leaves the pictures out: a report printed to hand over with the invoice. */
export const REPORT_IMAGE_SIZES = ["none", "small", "medium", "large"] as const;
/** The languages the customer report is written in. */
export const REPORT_LANGUAGES = ["en", "es", "fr"] as const;

export type ReportLanguage = typeof REPORT_LANGUAGES[number];

export interface ReportOptions {
  paper: typeof REPORT_PAPERS[number];
  orientation: typeof REPORT_ORIENTATIONS[number];
  fontSize: typeof REPORT_FONT_SIZES[number];
  itemImageSize: typeof REPORT_IMAGE_SIZES[number];
  footerImageSize: typeof REPORT_IMAGE_SIZES[number];
  language: ReportLanguage;
}

export const DEFAULT_REPORT_OPTIONS: Omit<ReportOptions, "language"> = {
  paper: "letter",
  orientation: "portrait",
  fontSize: "medium",
  itemImageSize: "medium",
  footerImageSize: "small",
};

/**
 * The options asked for in the address, each checked; missing ones are the defaults. Values are matched
 * without regard to case ("a4" is A4) and given back as the lists spell them.
 */
export function reportOptionsOf(search: URLSearchParams, shopLanguage: string | null): ReportOptions {
  return {
    paper: oneOf(search, "paper", REPORT_PAPERS, DEFAULT_REPORT_OPTIONS.paper),
    orientation: oneOf(search, "orientation", REPORT_ORIENTATIONS, DEFAULT_REPORT_OPTIONS.orientation),
    fontSize: oneOf(search, "fontSize", REPORT_FONT_SIZES, DEFAULT_REPORT_OPTIONS.fontSize),
    itemImageSize: oneOf(search, "itemImageSize", REPORT_IMAGE_SIZES, DEFAULT_REPORT_OPTIONS.itemImageSize),
    footerImageSize: oneOf(
      search,
      "footerImageSize",
      REPORT_IMAGE_SIZES,
      DEFAULT_REPORT_OPTIONS.footerImageSize,
    ),
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
