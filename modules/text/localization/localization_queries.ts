// The SQL of a shop's overrides (text_localizations): read for a culture and those it falls back to, counted
// per culture for the list page, saved one at a time, reset by deleting. Every query names the shop. No
// cache: the overrides are read with the page or report that uses them (one indexed query), so a save shows
// on the next request without anything to clear.
import type { Tx } from "@platform/db.ts";
import { catalogueEntry, defaultMessage, Messages, type Overrides } from "./catalogue.ts";
import { fallbackChain } from "./cultures.ts";
import { messageProblem } from "./icu.ts";
import { InputError } from "@platform/errors.ts";

/** A shop's overrides for a culture and every culture it falls back to. */
export async function selectOverrides(tx: Tx, shopId: number, culture: string): Promise<Overrides> {
  const rows = await tx<Array<{ culture: string; key: string; message: string }>>`
    select culture, key, message from text_localizations
    where shop_id = ${shopId} and culture = any(${fallbackChain(culture)})`;
  const overrides: Overrides = {};
  for (const row of rows) (overrides[row.culture] ??= {})[row.key] = row.message;
  return overrides;
}

/** The shop's messages in a culture: its overrides over the shipped defaults. */
export async function shopMessages(tx: Tx, shopId: number, culture: string): Promise<Messages> {
  return new Messages(culture, await selectOverrides(tx, shopId, culture));
}

/** The cultures a shop has overrides for, with how many strings each changes. */
export async function overrideCounts(
  tx: Tx,
  shopId: number,
): Promise<Array<{ culture: string; count: number }>> {
  return await tx<Array<{ culture: string; count: number }>>`
    select culture, count(*)::int as count from text_localizations
    where shop_id = ${shopId} group by culture order by culture`;
}

/** A culture's own overrides (not those it falls back to), by key. */
export async function cultureOverrides(
  tx: Tx,
  shopId: number,
  culture: string,
): Promise<Record<string, string>> {
  const rows = await tx<Array<{ key: string; message: string }>>`
    select key, message from text_localizations where shop_id = ${shopId} and culture = ${culture}`;
  return Object.fromEntries(rows.map((row) => [row.key, row.message]));
}

/** Refuses a message that cannot be saved (an unknown key, a broken or misspelt ICU message) with why. */
export function checkOverride(culture: string, key: string, message: string): void {
  if (!catalogueEntry(key)) throw new InputError(`There is no message ${key}.`);
  if (message.trim() === "") {
    throw new InputError(`${key}: the message is empty; reset it to use the default.`);
  }
  if (message.length > 4000) {
    throw new InputError(`${key}: the message is too long: at most 4,000 characters.`);
  }
  const problem = messageProblem(message, culture, defaultMessage(key, "en-US"));
  if (problem) throw new InputError(`${key}: ${problem}`);
}

/** Saves a shop's wording of a message (checked first); the same text as the default is a reset. */
export async function saveOverride(tx: Tx, shopId: number, culture: string, key: string, message: string) {
  checkOverride(culture, key, message);
  if (message === defaultMessage(key, culture)) return resetOverride(tx, shopId, culture, key);
  await tx`
    insert into text_localizations (shop_id, culture, key, message) values (${shopId}, ${culture}, ${key}, ${message})
    on conflict (shop_id, culture, key) do update set message = excluded.message, updated_at = now()`;
}

/** Back to the shipped default. */
export async function resetOverride(tx: Tx, shopId: number, culture: string, key: string) {
  await tx`delete from text_localizations where shop_id = ${shopId} and culture = ${culture} and key = ${key}`;
}

/** Replaces a shop's overrides of a culture with these (each checked first: a refused one writes nothing). */
export async function replaceOverrides(
  tx: Tx,
  shopId: number,
  culture: string,
  messages: Record<string, string>,
) {
  for (const [key, message] of Object.entries(messages)) checkOverride(culture, key, message);
  await tx`delete from text_localizations where shop_id = ${shopId} and culture = ${culture}`;
  const rows = Object.entries(messages).map(([key, message]) => ({ shop_id: shopId, culture, key, message }));
  if (rows.length > 0) {
    await tx`insert into text_localizations ${tx(rows, "shop_id", "culture", "key", "message")}`;
  }
}
