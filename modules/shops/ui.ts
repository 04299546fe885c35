// shops: client-safe public API — server functions the pages call, and their types.
import { notFound } from "@tanstack/react-router";
import { createServerFn } from "@tanstack/react-start";
import { selectShopByUriName } from "./queries.server.ts";

export interface ShopHeader {
  id: number;
  uriName: string;
  name: string;
}

/** The shop a /{shopUriName}/... page belongs to; an unknown shop is the 404 page. */
export const getShopHeader = createServerFn({ method: "GET" })
  .validator((uriName: string) => uriName)
  .handler(async ({ data: uriName, context }): Promise<ShopHeader> => {
    const shop = await selectShopByUriName(context.sql, uriName.toLowerCase());
    if (!shop) throw notFound();
    return { id: shop.id, uriName: shop.uriName, name: shop.name };
  });
