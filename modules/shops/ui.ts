// shops: client-safe public API — server functions the pages call, and their types.
import { notFound } from "@tanstack/react-router";
import { createServerFn } from "@tanstack/react-start";
import { selectShopByUriName } from "./queries.server.ts";

export interface ShopHeader {
  id: number;
  uriName: string;
  name: string;
}

/** The shop at a web address, or null. */
export const findShopHeader = createServerFn({ method: "GET" })
  .validator((uriName: string) => uriName)
  .handler(async ({ data: uriName, context }): Promise<ShopHeader | null> => {
    const shop = await selectShopByUriName(context.sql, uriName.toLowerCase());
    return shop && { id: shop.id, uriName: shop.uriName, name: shop.name };
  });

/** The shop a /{shopUriName}/... page belongs to; an unknown shop is the 404 page. */
export async function getShopHeader(uriName: string): Promise<ShopHeader> {
  const shop = await findShopHeader({ data: uriName });
  if (!shop) throw notFound();
  return shop;
}
