// The server function of the inspection's event trail (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "@platform/page_outcome.server.ts";
import type { PageOutcome } from "@platform/page_outcome.ts";
import { readEventsQuery } from "./event_kinds.ts";
import { type InspectionEventsPage, loadInspectionEvents } from "./events_page.server.ts";

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
