// The server function of the inspection's event trail (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { inspectionPage } from "../inspection_page.ts";
import { type InspectionPageInput, inspectionPageInput } from "../inspection_page_input.ts";
import { readEventsQuery } from "./event_kinds.ts";
import { loadInspectionEvents } from "./events_page.server.ts";

/** /{shop}/inspections/{encInspectionId}/events?page=&kind= */
export const getInspectionEvents = createServerFn({ method: "GET" })
  .validator((input: InspectionPageInput & { page?: number | string; kind?: string }) => ({
    ...inspectionPageInput(input),
    query: readEventsQuery({ page: input.page, kind: input.kind }),
  }))
  .handler(
    inspectionPage(
      "inspections.view",
      (access, { sql }, { query }) => loadInspectionEvents(sql, access, query),
    ),
  );
