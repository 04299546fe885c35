// A shop page's words (decision 028): the messages the page uses, in the shop's staff language (/account),
// with the shop's own wording of them; and the same messages for the sentences the server writes to staff
// (an import's report, a refusal).
import { ConflictError, InputError, NotFoundError } from "@platform/errors.ts";
import {
  BASE_CULTURE,
  cultureOf,
  MessageConflict,
  MessageRefusal,
  type Messages,
  sayStored,
  shopMessages,
} from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import type { Tx } from "@platform/db.ts";
import type { ShopContext } from "./shop_page.ts";
import type { Shop } from "./types.ts";

/** The shop's messages in its staff language: `.text(key, values)` writes a sentence for its staff. */
export async function staffMessages(sql: Tx, shop: Pick<Shop, "id" | "staffLanguage">): Promise<Messages> {
  return await shopMessages(sql, shop.id, cultureOf(shop.staffLanguage) ?? BASE_CULTURE);
}

/**
 * Runs `work` for the shop's staff: a refusal it throws as a catalogue message (MessageRefusal, from rules that
 * do not know the shop) is said in the shop's staff language with its wording.
 */
export async function saidToStaff<T>(
  sql: Tx,
  shop: Pick<Shop, "id" | "staffLanguage">,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MessageRefusal || error instanceof MessageConflict)) throw error;
    const messages = await staffMessages(sql, shop);
    const sentence = sayStored((key, values) => messages.text(key, values), error.said, error.message);
    throw error instanceof MessageConflict
      ? new ConflictError(sentence, error.details)
      : new InputError(sentence);
  }
}

/** The messages of the given areas' keys (`CUSTOMERS_MESSAGES`, …), as the page's WordsProvider takes them. */
export async function staffWords(
  shop: Pick<ShopContext, "sql" | "shop">,
  ...areas: Record<string, string>[]
): Promise<PageWords> {
  const messages = await staffMessages(shop.sql, shop.shop);
  return { culture: messages.culture, messages: messages.pick(areas.flatMap((keys) => Object.values(keys))) };
}

/**
 * The 404 of something that is not in the shop (a customer, a vehicle, a page), saying which in the shop's
 * staff language. Only for a viewer who passed the shop's gate: anyone else gets the gate's "no such shop".
 */
export async function notInShop(
  shop: Pick<ShopContext, "sql" | "shop">,
  key: string,
): Promise<NotFoundError> {
  return new NotFoundError((await staffMessages(shop.sql, shop.shop)).text(key));
}
