// The server functions of the customer's page and the lookup page (client-safe: the handlers run on the
// server); the list's is composed with the last visits by the inspections module. Owners and managers
// (customers.manage, decision 022); another shop's customer is the same 404 as none.
import { createServerFn } from "@tanstack/react-start";
import { shopPage } from "../shop_page.ts";
import { shopRowInput } from "../shop_page_input.ts";
import { loadCustomerLookup, loadCustomerPage } from "./customers_pages.server.ts";
import { type CustomerLookupSearch, readCustomerLookupSearch } from "./customers_lookup_search.ts";

/** /{shop}/customers/{customerId}/edit */
export const getCustomerPage = createServerFn({ method: "GET" })
  .validator(shopRowInput("customerId"))
  .handler(shopPage("customers.manage", (shop, { customerId }) => loadCustomerPage(shop, customerId)));

/** /{shop}/customers/lookup */
export const getCustomerLookup = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: CustomerLookupSearch }) => ({
    shopUriName: String(input.shopUriName),
    search: readCustomerLookupSearch(input.search as Record<string, unknown>),
  }))
  .handler(shopPage("customers.manage", (shop, { search }) => loadCustomerLookup(shop, search)));
