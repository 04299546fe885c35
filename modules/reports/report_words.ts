// The customer report's own words, in each language it is written in: the message catalogue's "report.*"
// messages (modules/text/localization/messages/report_messages.ts), with the shop's overrides for the
// report's culture (decision 028). What the shop typed (task names, findings, explanations) comes through
// the catalog's translations; the mechanic's notes are shown as typed.
import {
  BASE_CULTURE,
  formatMessage,
  languageOf,
  type Messages,
  REPORT_MESSAGES,
  SHIPPED_CULTURES,
} from "../text/mod.ts";
import type { ReportLanguage } from "./report_options.ts";

export type ReportWordKey = keyof typeof REPORT_MESSAGES;
/** Each word as the report shows it; one with {places} is an ICU message that `fill` writes out. */
export type ReportWords = Record<ReportWordKey, string>;

/** The report's words from a culture's messages: those without values written out, the others as messages. */
export function reportWords(messages: Messages): ReportWords {
  const words = {} as ReportWords;
  for (const [name, key] of Object.entries(REPORT_MESSAGES) as Array<[ReportWordKey, string]>) {
    const message = messages.message(key);
    words[name] = message.includes("{") ? message : messages.text(key);
  }
  return words;
}

/** A word with {places} written out with its values (ICU: plurals and selects work too). */
export function fill(message: string, values: Record<string, string | number>): string {
  return formatMessage(message, "en-US", values);
}

/** BCP 47 tags for Intl (dates, money), per language. */
export const LOCALES: Record<ReportLanguage, string> = { en: "en-US", es: "es-US", fr: "fr-CA" };

/** Each language in its own words, for choosing one. */
export const LANGUAGE_NAMES: Record<ReportLanguage, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
};

/** The culture a report in a language is written in: the shop's customer culture when it is of that
 * language (es-MX), else the shipped culture of the language. */
export function reportCulture(language: ReportLanguage, shopCulture: string): string {
  if (languageOf(shopCulture) === language) return shopCulture;
  return SHIPPED_CULTURES.find((culture) => languageOf(culture) === language) ?? BASE_CULTURE;
}
