// What the localization pages show (decision 028): the cultures the shop has changed, a culture to start,
// and one culture's strings (the app's messages by area and the catalogue's customer-facing words, with the
// shop's overrides), of which the first load carries the areas' counts and the rows of the areas the shop
// changed; the rest come a slice at a time (culture_strings.server.ts). The gate (shop.manage: owners and
// managers read) is the server function's; only owners (localizations.manage) are offered the edits. The
// pages' own words are in the shop's staff language, with the shop's wording, like every staff page.
import { NotFoundError } from "@platform/errors.ts";
import { hasPermission, type ShopContext } from "@modules/shops/mod.ts";
import {
  BASE_CULTURE,
  cultureName,
  cultureOf,
  overrideCounts,
  SHIPPED_CULTURES,
  shopMessages,
} from "../../text/mod.ts";
import type { PageWords } from "../../text/ui.ts";
import { LOCALIZATION_PAGES_MESSAGES } from "../../text/mod.ts";
import { translationCounts } from "./translation_queries.ts";
import { type AreaSummary, type MessageRow, PAGE_ROWS, type Slice } from "./culture_strings.ts";
import {
  areaSummaries,
  matchingMessages,
  messageRows,
  sliceOf,
  translationRows,
} from "./culture_strings.server.ts";

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

export interface CultureLocalizationPage {
  culture: string;
  name: string;
  /** Every area with its counts, in the catalogue's order. */
  areas: AreaSummary[];
  /**
   * The first rows of the areas that show open (those the shop changed), while they fit FIRST_LOAD_ROWS; an
   * area open without its rows here, or opened later, loads them from the strings call.
   */
  opened: Record<string, Slice<MessageRow>>;
  catalogue: { count: number; translated: number };
  canManage: boolean;
  /** The page's own words, in the staff's culture (not the culture it edits). */
  words: PageWords;
}

/** The rows the first load may carry, whatever the shop changed: about 60 KB of the page's 200 KB. */
const FIRST_LOAD_ROWS = 2 * PAGE_ROWS;

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
  const [messages, catalogue, words] = await Promise.all([
    messageRows(shop.sql, shop.shop.id, culture),
    translationRows(shop.sql, shop.shop.id, culture),
    pagesWords(shop),
  ]);
  const areas = areaSummaries(messages);
  const opened: Record<string, Slice<MessageRow>> = {};
  let budget = FIRST_LOAD_ROWS;
  for (const { area, changed } of areas) {
    if (changed === 0 || budget < PAGE_ROWS) continue;
    opened[area] = sliceOf(matchingMessages(messages, { area, search: "", offset: 0 }), 0);
    budget -= opened[area].rows.length;
  }
  return {
    culture,
    name: cultureName(culture),
    areas,
    opened,
    catalogue: {
      count: catalogue.length,
      translated: catalogue.filter((row) => row.translation !== null).length,
    },
    canManage: hasPermission(shop.roles, "localizations.manage"),
    words,
  };
}
