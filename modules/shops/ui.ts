// shops: client-safe public API — server functions the pages call, and their types.
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
export type { CustomerMatch, CustomerQuery } from "./customer_lookup.ts";
export type { Customer, Vehicle } from "./types.ts";
