// The server functions of the inspections list, the quicklist, the add form and quick-create (client-safe:
// the handlers run on the server). Their pages are in list/ and add/.
import { createServerFn } from "@tanstack/react-start";
import { setResponseStatus } from "@tanstack/react-start/server";
import { shopPage } from "@modules/shops/mod.ts";
import { shopPageInput } from "@modules/shops/ui.ts";
import { type AddValues, readAddValues } from "../add/add_fields.ts";
import { loadAddInspection } from "../add/add_pages.server.ts";
import { loadInspectionsList, loadQuicklist } from "./list_pages.server.ts";
import { type InspectionsSearch, readInspectionsSearch } from "./list_search.ts";

/** /{shop}/inspections: a query it cannot answer is a 400 whose page shows why, above the filters. */
export const getInspectionsList = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: InspectionsSearch }) => ({
    shopUriName: String(input.shopUriName),
    search: readInspectionsSearch(input.search as Record<string, unknown>),
  }))
  .handler(async (call) => {
    const outcome = await shopPage(
      "inspections.view",
      (shop, { search }: typeof call.data) => loadInspectionsList(shop, search),
    )(call);
    if (outcome.outcome === "ok" && outcome.page.error) setResponseStatus(400);
    return outcome;
  });

/** /{shop}/open-new-inspection-quicklist */
export const getQuicklist = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("inspections.view", (shop) => loadQuicklist(shop)));

/** /{shop}/inspections/add with its prefill, and /{shop}/quick-create (no prefill). */
export const getAddInspectionPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; prefill: AddValues }) => ({
    shopUriName: String(input.shopUriName),
    prefill: readAddValues(input.prefill as Record<string, unknown>),
  }))
  .handler(shopPage("inspections.work", (shop, { prefill }) => loadAddInspection(shop, prefill)));
