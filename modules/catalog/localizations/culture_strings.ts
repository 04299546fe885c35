// The shapes of a culture's strings as the culture page and its calls exchange them (client-safe): a message
// row, a catalogue text's row, an area's counts, and a slice of rows with where it starts and how many there
// are in all.
import type { SourceKind } from "./translation_queries.ts";

/** Rows sent at a time, by the page's first load per open area and by each call. */
export const PAGE_ROWS = 50;

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

export interface AreaSummary {
  area: string;
  count: number;
  changed: number;
}

export interface Slice<Row> {
  rows: Row[];
  total: number;
  offset: number;
}

/** The calls that send a culture's strings a slice at a time (GET, owners and managers). */
export function stringsUrl(
  culture: string,
  shopUriName: string,
  what: "messages" | "catalogue",
  query: { area?: string; search?: string; offset: number },
): string {
  const params = new URLSearchParams({ shop: shopUriName });
  if (query.area) params.set("area", query.area);
  if (query.search) params.set("search", query.search);
  params.set("offset", String(query.offset));
  return `/ajax/localizations/${encodeURIComponent(culture)}/${what}?${params}`;
}
