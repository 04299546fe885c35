// An address under a shop that names none of its pages (src/routes/$shopUriName/$.tsx). A member is told the
// shop has no such page, in its staff language; anyone else meets the gate's "no such shop" first, as at any
// address of a shop they are not in, so an address never tells a stranger that the shop exists.
import { createServerFn } from "@tanstack/react-start";
import { STAFF_FRAME_MESSAGES } from "@modules/text/ui.ts";
import { shopPage } from "../shop_page.ts";
import { shopPageInput } from "../shop_page_input.ts";
import { notInShop } from "../staff_words.server.ts";

export const getNoSuchPage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("shop.view", async (shop): Promise<never> => {
    throw await notInShop(shop, STAFF_FRAME_MESSAGES.noSuchPage);
  }));
