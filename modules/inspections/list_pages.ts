// The server functions of the inspections list, the quicklist, the add form and quick-create (client-safe:
// the handlers run on the server). Page components live beside their routes (src/routes/$shopUriName/).
import { createServerFn } from "@tanstack/react-start";
import { setResponseStatus } from "@tanstack/react-start/server";
import { loadPage } from "../../src/platform/page_outcome.server.ts";
import type { PageOutcome } from "../../src/platform/page_outcome.ts";
import { type AddValues, readAddValues } from "./add_fields.ts";
import { type AddInspectionPage, loadAddInspection } from "./add_pages.server.ts";
import {
  type InspectionsListPage,
  loadInspectionsList,
  loadQuicklist,
  type QuicklistPage,
} from "./list_pages.server.ts";
import { type InspectionsSearch, readInspectionsSearch } from "./list_search.ts";

/** /{shop}/inspections: a query it cannot answer is a 400 whose page shows why, above the filters. */
export const getInspectionsList = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: InspectionsSearch }) => ({
    shopUriName: input.shopUriName,
    search: readInspectionsSearch(input.search as Record<string, unknown>),
  }))
  .handler(async ({ data, context }): Promise<PageOutcome<InspectionsListPage>> => {
    const outcome = await loadPage(() =>
      loadInspectionsList(context.sql, context.viewer, data.shopUriName, data.search)
    );
    if (outcome.outcome === "ok" && outcome.page.error) setResponseStatus(400);
    return outcome;
  });

/** /{shop}/open-new-inspection-quicklist */
export const getQuicklist = createServerFn({ method: "GET" })
  .validator((shopUriName: string) => shopUriName)
  .handler(({ data: shopUriName, context }): Promise<PageOutcome<QuicklistPage>> =>
    loadPage(() => loadQuicklist(context.sql, context.viewer, shopUriName))
  );

/** /{shop}/inspections/add with its prefill, and /{shop}/quick-create (no prefill). */
export const getAddInspectionPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; prefill: AddValues }) => ({
    shopUriName: input.shopUriName,
    prefill: readAddValues(input.prefill as Record<string, unknown>),
  }))
  .handler(({ data, context }): Promise<PageOutcome<AddInspectionPage>> =>
    loadPage(() =>
      loadAddInspection(context.sql, context.keys, context.viewer, data.shopUriName, data.prefill)
    )
  );
