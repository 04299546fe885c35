// The message catalogue: every string the staff and customers see that a shop may reword, by key, with its
// default per culture. Each module declares its own messages (defineMessages) in a file beside the code that
// uses them; the catalogue gathers them so the localization page can list every one. Keys are
// "<area>.<name>" ("report.title", "checklist.laborHours").
import { BASE_CULTURE, fallbackChain } from "./cultures.ts";
import { formatMessage, type PageMessage, pageMessage, parses } from "./icu.ts";

/** A message's defaults: en-US always; other cultures only where they say it differently. */
export type MessageDefaults = { "en-US": string } & Record<string, string>;

export interface CatalogueEntry {
  key: string;
  /** Where it shows, for the person rewording it ("Customer report", "Checklist"). */
  area: string;
  defaults: MessageDefaults;
}

const entries = new Map<string, CatalogueEntry>();

/**
 * Declares an area's messages; a key declared twice is a mistake caught at start-up. Gives back the keys,
 * so code names a message by a checked constant.
 */
export function defineMessages<const P extends string, K extends string>(
  prefix: P,
  area: string,
  messages: Record<K, MessageDefaults>,
): { readonly [N in K]: `${P}.${N}` } {
  const keys = {} as Record<K, string>;
  for (const [name, defaults] of Object.entries(messages) as Array<[K, MessageDefaults]>) {
    const key = `${prefix}.${name}`;
    if (entries.has(key)) throw new Error(`The message ${key} is declared twice.`);
    entries.set(key, { key, area, defaults });
    keys[name] = key;
  }
  return keys as { readonly [N in K]: `${P}.${N}` };
}

/** Every declared message, in declaration order. */
export function catalogueEntries(): CatalogueEntry[] {
  return [...entries.values()];
}

export function catalogueEntry(key: string): CatalogueEntry | undefined {
  return entries.get(key);
}

/** The shipped default of a message in a culture, by the fallback chain (es-MX → es → en-US). */
export function defaultMessage(key: string, culture: string): string {
  const entry = entries.get(key);
  if (!entry) return key;
  for (const tag of fallbackChain(culture)) {
    if (entry.defaults[tag] !== undefined) return entry.defaults[tag];
  }
  return entry.defaults[BASE_CULTURE];
}

/** A shop's overrides: by culture, then key. Only the changed strings are there. */
export type Overrides = Record<string, Record<string, string>>;

const reported = new Set<string>();

/** Says once per process, in the server's log, which wording of which shop culture is passed over. */
function brokenOverride(culture: string, key: string, message: string): void {
  const id = `${culture}\u0000${key}\u0000${message}`;
  if (reported.has(id) || reported.size > 1_000) return;
  reported.add(id);
  console.warn(JSON.stringify({
    level: "warn",
    msg: "a shop's wording is not a valid ICU message: the default is shown",
    culture,
    key,
    message: message.slice(0, 200),
  }));
}

/**
 * The messages of one culture for one shop: a shop's override for the culture, or for one it falls back to,
 * wins over every shipped default (the shop's "es" wording serves es-MX too, unless es-MX has its own).
 */
export class Messages {
  constructor(readonly culture: string, readonly overrides: Overrides = {}) {}

  /** The message text (ICU, not yet formatted). */
  message(key: string): string {
    for (const tag of fallbackChain(this.culture)) {
      const override = this.overrides[tag]?.[key];
      if (override === undefined) continue;
      if (parses(override, tag)) return override;
      // Saves check a wording, but one stored before a check or loaded around it must not put the parser's
      // words, or half a placeholder, in front of a mechanic or a customer: the shipped wording is shown.
      brokenOverride(tag, key, override);
    }
    return defaultMessage(key, this.culture);
  }

  /** The message written out with its values. */
  text(key: string, values?: Record<string, string | number>): string {
    return formatMessage(this.message(key), this.culture, values);
  }

  /** The messages of some keys as a page is sent them (parsed here: the browser has no parser). */
  pick(keys: readonly string[]): Record<string, PageMessage> {
    return Object.fromEntries(keys.map((key) => [key, pageMessage(this.message(key), this.culture)]));
  }
}
