// The server function of the shop's pictures and videos page (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "@platform/page_outcome.server.ts";
import type { PageOutcome } from "@platform/page_outcome.ts";
import { loadShopMedia, type ShopMediaPage } from "./shop_media_page.server.ts";

/** /{shop}/media */
export const getShopMedia = createServerFn({ method: "GET" })
  .validator((shopUriName: string) => String(shopUriName))
  .handler(({ data: shopUriName, context }): Promise<PageOutcome<ShopMediaPage>> =>
    loadPage(() => loadShopMedia(context.sql, context.config, context.viewer, shopUriName))
  );
