// The server function of the inspection's details page (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { inspectionPage } from "../inspection_page.ts";
import { type InspectionPageInput, inspectionPageInput } from "../inspection_page_input.ts";
import { loadInspectionDetails } from "./header_pages.server.ts";

/** /{shop}/inspections/{encInspectionId}?returnUrl= */
export const getInspectionDetails = createServerFn({ method: "GET" })
  .validator((input: InspectionPageInput & { returnUrl?: string }) => ({
    ...inspectionPageInput(input),
    returnUrl: typeof input.returnUrl === "string" ? input.returnUrl : undefined,
  }))
  .handler(
    inspectionPage(
      "inspections.view",
      (access, { sql }, { returnUrl }) => loadInspectionDetails(sql, access, returnUrl),
    ),
  );
