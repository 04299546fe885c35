// A shop page's words (decision 028): the messages the page uses, in the shop's staff language (/account),
// with the shop's own wording of them.
import { BASE_CULTURE, cultureOf, shopMessages } from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import type { ShopContext } from "./shop_page.ts";

/** The messages of the given areas' keys (`CUSTOMERS_MESSAGES`, …), as the page's WordsProvider takes them. */
export async function staffWords(
  shop: Pick<ShopContext, "sql" | "shop">,
  ...areas: Record<string, string>[]
): Promise<PageWords> {
  const culture = cultureOf(shop.shop.staffLanguage) ?? BASE_CULTURE;
  const messages = await shopMessages(shop.sql, shop.shop.id, culture);
  return { culture, messages: messages.pick(areas.flatMap((keys) => Object.values(keys))) };
}
