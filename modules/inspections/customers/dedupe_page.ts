// /{shop}/customers/dedupe's server function (decision 023): the likely duplicate pairs shops finds, with
// each customer's inspection count from this module, composed here because shops sits below inspections.
// Owners and managers (customers.manage), who may merge.
import { createServerFn } from "@tanstack/react-start";
import { findDuplicateCustomers, shopPage, staffWords } from "@modules/shops/mod.ts";
import { CUSTOMERS_MESSAGES } from "@modules/text/mod.ts";
import { shopPageInput } from "@modules/shops/ui.ts";
import type { DedupePage } from "@modules/shops/ui.ts";
import { countCustomerInspections } from "./customer_inspections.server.ts";

export const getCustomerDedupePage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("customers.manage", async (shop): Promise<DedupePage> => {
    const [list, words] = await Promise.all([
      findDuplicateCustomers(shop.sql, shop.shop.id),
      staffWords(shop, CUSTOMERS_MESSAGES),
    ]);
    const ids = list.pairs.flatMap((pair) => pair.customers.map((customer) => customer.id));
    return {
      ...list,
      inspectionCounts: ids.length ? await countCustomerInspections(shop.sql, shop.shop.id, ids) : {},
      words,
    };
  }));
