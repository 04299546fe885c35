// A culture's strings for one shop as a document (the admin CLI's localizations:export and :import,
// decision 028): the shop's overrides of the app's messages and its catalogue's translations.
//   { "format": "dvi-localization/1", "culture": "es-MX",
//     "messages": { "report.title": "…" }, "catalogue": { "Front brake pads": "Pastillas de freno delanteras" } }
// An import is checked whole first (every message an ICU message of a known key; every translation text),
// then replaces the culture's strings in one transaction: a refused document writes nothing.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { checkOverride, cultureOf, cultureOverrides, replaceOverrides } from "../../text/mod.ts";
import { cultureTranslations } from "./translation_queries.ts";

export const LOCALIZATION_FORMAT = "dvi-localization/1";
/** Bounds a document: far above the catalogue's messages and a large shop's catalogue. */
const MAX_ENTRIES = 20_000;

export interface LocalizationDocument {
  format: typeof LOCALIZATION_FORMAT;
  culture: string;
  messages: Record<string, string>;
  catalogue: Record<string, string>;
}

export async function exportLocalization(
  tx: Tx,
  shopId: number,
  asked: string,
): Promise<LocalizationDocument> {
  const culture = cultureOf(asked);
  if (!culture) throw new InputError(`${asked} is no culture: use a language and region such as es-MX.`);
  const [messages, catalogue] = await Promise.all([
    cultureOverrides(tx, shopId, culture),
    cultureTranslations(tx, shopId, culture),
  ]);
  return { format: LOCALIZATION_FORMAT, culture, messages: sorted(messages), catalogue: sorted(catalogue) };
}

/** Checks a parsed document; gives it back typed, or says what is wrong with it. */
export function readLocalizationDocument(json: unknown): LocalizationDocument {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new InputError("The document must be a JSON object.");
  }
  const document = json as Record<string, unknown>;
  if (document.format !== LOCALIZATION_FORMAT) {
    throw new InputError(`The document's format must be "${LOCALIZATION_FORMAT}".`);
  }
  const culture = cultureOf(typeof document.culture === "string" ? document.culture : null);
  if (!culture) throw new InputError("The document's culture must be a language and region such as es-MX.");
  const messages = textMap(document.messages, "messages");
  const catalogue = textMap(document.catalogue, "catalogue");
  for (const [key, message] of Object.entries(messages)) checkOverride(culture, key, message);
  for (const [source, translation] of Object.entries(catalogue)) {
    if (
      source.trim() === "" || source.length > 4000 || translation.trim() === "" || translation.length > 4000
    ) {
      throw new InputError(
        `catalogue: "${source.slice(0, 60)}" and its translation must be 1 to 4,000 characters.`,
      );
    }
  }
  return { format: LOCALIZATION_FORMAT, culture, messages, catalogue };
}

/** Replaces a shop's strings of the document's culture with the document's. */
export async function importLocalization(
  tx: Tx,
  shopId: number,
  document: LocalizationDocument,
): Promise<{ messages: number; catalogue: number }> {
  const { culture, messages, catalogue } = document;
  await replaceOverrides(tx, shopId, culture, messages);
  await tx`delete from catalog_translations where shop_id = ${shopId} and culture = ${culture}`;
  const catalogueRows = Object.entries(catalogue).map(([source, translation]) => ({
    shop_id: shopId,
    culture,
    source,
    translation: translation.trim(),
  }));
  if (catalogueRows.length > 0) {
    await tx`insert into catalog_translations ${
      tx(catalogueRows, "shop_id", "culture", "source", "translation")
    }`;
  }
  return { messages: Object.keys(messages).length, catalogue: catalogueRows.length };
}

function textMap(value: unknown, name: string): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(`${name} must be an object of texts.`);
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_ENTRIES) throw new InputError(`${name} has more than ${MAX_ENTRIES} entries.`);
  for (const [key, text] of entries) {
    if (typeof text !== "string") {
      throw new InputError(`${name}: the value of "${key.slice(0, 60)}" must be text.`);
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function sorted(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
