// The server functions of the inspection's details page and event trail (client-safe: the handlers run on
// the server). Their pages are in header/ (details) and events/.
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "@platform/page_outcome.server.ts";
import type { PageOutcome } from "@platform/page_outcome.ts";
import {
  type InspectionDetailsPage,
  type InspectionEventsPage,
  loadInspectionDetails,
  loadInspectionEvents,
} from "./header_pages.server.ts";
import { readEventsQuery } from "../events/event_kinds.ts";

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

/** /{shop}/inspections/{encInspectionId}/events?page=&kind= */
export const getInspectionEvents = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; encInspectionId: string; page?: number; kind?: string }) => ({
    shopUriName: String(input.shopUriName),
    encInspectionId: String(input.encInspectionId),
    query: readEventsQuery(input as Record<string, unknown>),
  }))
  .handler(({ data, context }): Promise<PageOutcome<InspectionEventsPage>> =>
    loadPage(() =>
      loadInspectionEvents(
        context.sql,
        context.keys,
        context.viewer,
        data.shopUriName,
        data.encInspectionId,
        data.query,
      )
    )
  );
