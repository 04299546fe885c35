// A sentence kept for later as a catalogue message and its values (a trail's "what happened"), so each reader
// sees it in their own language with their shop's wording, not as whoever wrote it spoke (decision 028). A
// value is a plain text or number (a task's name, a count), another stored message (a status's name, a
// field's), or a list of them, written one after another with ", " ("Pass → Fail, notes changed").
import { BASE_CULTURE } from "./cultures.ts";
import { catalogueEntry, Messages } from "./catalogue.ts";

export type StoredValue = string | number | StoredMessage | StoredMessage[];

export interface StoredMessage {
  key: string;
  values?: Record<string, StoredValue>;
}

/** How the reader writes a message out: its Messages' text, or a page's words (sayIn). */
type Say = (key: string, values?: Record<string, string | number>) => string;

/**
 * The message written out by the reader's `say`; or the sentence stored beside it, for a row written before
 * its message was kept (null) or one naming a key the catalogue no longer has (a renamed message).
 */
export function sayStored(say: Say, message: StoredMessage | null, stored: string): string {
  return (message && written(say, message)) ?? stored;
}

function written(say: Say, message: StoredMessage): string | null {
  if (!catalogueEntry(message.key)) return null;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    const part = typeof value !== "object"
      ? value
      : Array.isArray(value)
      ? joined(value.map((each) => written(say, each)))
      : written(say, value);
    if (part === null) return null;
    values[name] = part;
  }
  return say(message.key, values);
}

function joined(parts: Array<string | null>): string | null {
  return parts.includes(null) ? null : parts.join(", ");
}

const SHIPPED_BASE = new Messages(BASE_CULTURE);

/** The sentence in the shipped en-US words: what a trail stores beside the message, for readers of the text. */
export function baseSentence(message: StoredMessage): string {
  return sayStored((key, values) => SHIPPED_BASE.text(key, values), message, message.key);
}
