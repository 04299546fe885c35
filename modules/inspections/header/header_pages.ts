// The server function of the inspection's details page (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "@platform/page_outcome.server.ts";
import type { PageOutcome } from "@platform/page_outcome.ts";
import { type InspectionDetailsPage, loadInspectionDetails } from "./header_pages.server.ts";

/** /{shop}/inspections/{encInspectionId}?returnUrl= */
export const getInspectionDetails = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; encInspectionId: string; returnUrl?: string }) => ({
    shopUriName: String(input.shopUriName),
    encInspectionId: String(input.encInspectionId),
    returnUrl: typeof input.returnUrl === "string" ? input.returnUrl : undefined,
  }))
  .handler(({ data, context }): Promise<PageOutcome<InspectionDetailsPage>> =>
    loadPage(() =>
      loadInspectionDetails(
        context.sql,
        context.keys,
        context.viewer,
        data.shopUriName,
        data.encInspectionId,
        data.returnUrl,
      )
    )
  );
