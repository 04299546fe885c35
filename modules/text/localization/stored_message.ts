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

/**
 * The message written out in the messages' culture, or null when it names a key the catalogue no longer has
 * (a renamed message): the reader then shows the sentence stored beside it.
 */
export function sayStored(messages: Messages, message: StoredMessage): string | null {
  if (!catalogueEntry(message.key)) return null;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    const written = typeof value !== "object"
      ? value
      : Array.isArray(value)
      ? joined(value.map((part) => sayStored(messages, part)))
      : sayStored(messages, value);
    if (written === null) return null;
    values[name] = written;
  }
  return messages.text(message.key, values);
}

function joined(parts: Array<string | null>): string | null {
  return parts.includes(null) ? null : parts.join(", ");
}

const SHIPPED_BASE = new Messages(BASE_CULTURE);

/** The sentence in the shipped en-US words: what a trail stores beside the message, for readers of the text. */
export function baseSentence(message: StoredMessage): string {
  return sayStored(SHIPPED_BASE, message) ?? message.key;
}
