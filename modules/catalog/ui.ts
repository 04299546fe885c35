// catalog: client-safe public API — components, server functions and their types.
import { notFound } from "@tanstack/react-router";
import { createServerFn } from "@tanstack/react-start";
import { findShopByUriName } from "../shops/mod.ts";
import { selectInspectionTypes } from "./queries.server.ts";
import type { InspectionTypeSummary } from "./types.ts";

export { InspectionTypesTable } from "./ui/inspection_types_table.tsx";
export type { InspectionTypeSummary } from "./types.ts";

/** The inspection types of a shop, active ones only unless showAll. */
export const getInspectionTypes = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; showAll: boolean }) => input)
  .handler(async ({ data, context }): Promise<InspectionTypeSummary[]> => {
    const shop = await findShopByUriName(context.sql, data.shopUriName.toLowerCase());
    if (!shop) throw notFound();
    return await selectInspectionTypes(context.sql, shop.id, { includeInactive: data.showAll === true });
  });
