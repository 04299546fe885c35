// The server function of the shop's pictures and videos page (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { shopPage } from "../shop_page.ts";
import { shopPageInput } from "../shop_page_input.ts";
import { loadShopMedia } from "./shop_media_page.server.ts";

/** /{shop}/media */
export const getShopMedia = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("shop.view", loadShopMedia));
