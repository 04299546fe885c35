// One culture's strings a page at a time (issue 32: the culture page sent all 2,100 at once, 1.4 MB of HTML).
// The app's messages are read by area or by a search, the catalogue's words whole or by a search, each as a
// slice of PAGE_ROWS rows with the total: the page shows the areas folded, loads an area's strings when it is
// opened and a search's matches as they are asked for. The catalogue is small enough to build whole per
// request (1,806 messages, the shop's active catalogue texts); only what is sent is sliced.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { catalogueEntries, cultureOverrides, defaultMessage } from "../../text/mod.ts";
import { catalogSourceTexts, cultureTranslations } from "./translation_queries.ts";
import type { AreaSummary, MessageRow, Slice, TranslationRow } from "./culture_strings.ts";
import { PAGE_ROWS } from "./culture_strings.ts";

/** What a search may be: longer finds nothing a shorter one would not, and costs more to match. */
const MAX_SEARCH = 200;

/** Every message of the catalogue in the culture: its default there and the shop's wording. */
export async function messageRows(tx: Tx, shopId: number, culture: string): Promise<MessageRow[]> {
  const overrides = await cultureOverrides(tx, shopId, culture);
  return catalogueEntries().map((entry) => ({
    key: entry.key,
    area: entry.area,
    defaultMessage: defaultMessage(entry.key, culture),
    override: overrides[entry.key] ?? null,
  }));
}

/** The shop's catalogue texts, each with its translation in the culture. */
export async function translationRows(tx: Tx, shopId: number, culture: string): Promise<TranslationRow[]> {
  const [texts, translations] = await Promise.all([
    catalogSourceTexts(tx, shopId),
    cultureTranslations(tx, shopId, culture),
  ]);
  return texts.map((source) => ({ ...source, translation: translations[source.text] ?? null }));
}

/** The areas in the catalogue's order, each with how many strings it holds and how many the shop changed. */
export function areaSummaries(rows: MessageRow[]): AreaSummary[] {
  const areas = new Map<string, AreaSummary>();
  for (const row of rows) {
    const area = areas.get(row.area) ?? { area: row.area, count: 0, changed: 0 };
    area.count += 1;
    if (row.override !== null) area.changed += 1;
    areas.set(row.area, area);
  }
  return [...areas.values()];
}

export function sliceOf<Row>(rows: Row[], offset: number): Slice<Row> {
  return { rows: rows.slice(offset, offset + PAGE_ROWS), total: rows.length, offset };
}

/** What a call asks for: an area, a search (key, default or wording, any case), and where to start. */
export interface StringsQuery {
  area: string | null;
  search: string;
  offset: number;
}

/** Reads ?area=&search=&offset=; a 400 that says what is wrong. */
export function readStringsQuery(query: (name: string) => string | undefined): StringsQuery {
  const offset = query("offset") ?? "0";
  if (!/^[0-9]{1,7}$/.test(offset)) {
    throw new InputError("offset is how many strings are shown already: a whole number.");
  }
  const search = (query("search") ?? "").trim();
  if (search.length > MAX_SEARCH) throw new InputError(`A search is at most ${MAX_SEARCH} characters.`);
  return { area: query("area") || null, search, offset: Number(offset) };
}

export function matchingMessages(rows: MessageRow[], query: StringsQuery): MessageRow[] {
  if (query.area !== null && !rows.some((row) => row.area === query.area)) {
    throw new InputError(`There is no area ${query.area}.`);
  }
  const wanted = query.search.toLowerCase();
  return rows.filter((row) =>
    (query.area === null || row.area === query.area) &&
    (wanted === "" || `${row.key} ${row.defaultMessage} ${row.override ?? ""}`.toLowerCase().includes(wanted))
  );
}

export function matchingTranslations(rows: TranslationRow[], query: StringsQuery): TranslationRow[] {
  const wanted = query.search.toLowerCase();
  return wanted === ""
    ? rows
    : rows.filter((row) => `${row.text} ${row.translation ?? ""}`.toLowerCase().includes(wanted));
}
