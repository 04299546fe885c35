// What the localization pages show (decision 028): the cultures the shop has changed, a culture to start,
// and one culture's every string (the app's messages and the catalogue's customer-facing words) with the
// shop's overrides. The gate (shop.manage: owners and managers read) is the server function's; only owners
// (localizations.manage) are offered the edits. The pages' own words are in the shop's staff language, with
// the shop's wording, like every staff page.
import { NotFoundError } from "@platform/errors.ts";
import { hasPermission, type ShopContext } from "@modules/shops/mod.ts";
import {
  BASE_CULTURE,
  catalogueEntries,
  cultureName,
  cultureOf,
  cultureOverrides,
  defaultMessage,
  overrideCounts,
  SHIPPED_CULTURES,
  shopMessages,
} from "../../text/mod.ts";
import type { PageWords } from "../../text/ui.ts";
import { LOCALIZATION_PAGES_MESSAGES } from "../../text/mod.ts";
import {
  catalogSourceTexts,
  cultureTranslations,
  type SourceKind,
  translationCounts,
} from "./translation_queries.ts";

export interface CultureSummary {
  culture: string;
  name: string;
  messages: number;
  translations: number;
}

export interface LocalizationsPage {
  cultures: CultureSummary[];
  canManage: boolean;
  words: PageWords;
}

export interface NewLocalizationPage {
  shipped: Array<{ culture: string; name: string }>;
  canManage: boolean;
  words: PageWords;
}

export interface MessageRow {
  key: string;
  area: string;
  defaultMessage: string;
  /** The shop's wording in this culture, or null for the default. */
  override: string | null;
}

export interface TranslationRow {
  kind: SourceKind;
  text: string;
  translation: string | null;
}

export interface CultureLocalizationPage {
  culture: string;
  name: string;
  messages: MessageRow[];
  catalogue: TranslationRow[];
  canManage: boolean;
  /** The page's own words, in the staff's culture (not the culture it edits). */
  words: PageWords;
}

export const NO_SUCH_CULTURE = "There is no such culture: use a language and region such as es-MX or fr-CA.";

/** The pages' words in the shop's staff language (/account). */
async function pagesWords(shop: ShopContext): Promise<PageWords> {
  const culture = cultureOf(shop.shop.staffLanguage) ?? BASE_CULTURE;
  const messages = await shopMessages(shop.sql, shop.shop.id, culture);
  return { culture, messages: messages.pick(Object.values(LOCALIZATION_PAGES_MESSAGES)) };
}

export async function loadLocalizations(shop: ShopContext): Promise<LocalizationsPage> {
  const [messages, translations, words] = await Promise.all([
    overrideCounts(shop.sql, shop.shop.id),
    translationCounts(shop.sql, shop.shop.id),
    pagesWords(shop),
  ]);
  const cultures = [...new Set([...messages, ...translations].map((row) => row.culture))].sort();
  return {
    cultures: cultures.map((culture) => ({
      culture,
      name: cultureName(culture),
      messages: messages.find((row) => row.culture === culture)?.count ?? 0,
      translations: translations.find((row) => row.culture === culture)?.count ?? 0,
    })),
    canManage: hasPermission(shop.roles, "localizations.manage"),
    words,
  };
}

export async function loadNewLocalization(shop: ShopContext): Promise<NewLocalizationPage> {
  return {
    shipped: SHIPPED_CULTURES.map((culture) => ({ culture, name: cultureName(culture) })),
    canManage: hasPermission(shop.roles, "localizations.manage"),
    words: await pagesWords(shop),
  };
}

export async function loadCultureLocalization(
  shop: ShopContext,
  asked: string,
): Promise<CultureLocalizationPage> {
  const culture = cultureOf(asked);
  if (!culture) throw new NotFoundError(NO_SUCH_CULTURE);
  const [overrides, translations, texts, words] = await Promise.all([
    cultureOverrides(shop.sql, shop.shop.id, culture),
    cultureTranslations(shop.sql, shop.shop.id, culture),
    catalogSourceTexts(shop.sql, shop.shop.id),
    pagesWords(shop),
  ]);
  return {
    culture,
    name: cultureName(culture),
    messages: catalogueEntries().map((entry) => ({
      key: entry.key,
      area: entry.area,
      defaultMessage: defaultMessage(entry.key, culture),
      override: overrides[entry.key] ?? null,
    })),
    catalogue: texts.map((source) => ({ ...source, translation: translations[source.text] ?? null })),
    canManage: hasPermission(shop.roles, "localizations.manage"),
    words,
  };
}
