// The audit page's server function (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadAuditPage } from "./audit_pages.server.ts";
import { inspectionPage } from "../inspection_page.ts";
import { inspectionPageInput } from "../inspection_page_input.ts";

/** /{shop}/inspections/{encInspectionId}/audit */
export const getAuditPage = createServerFn({ method: "GET" })
  .validator(inspectionPageInput)
  .handler(inspectionPage("inspections.view", (access, { sql }) => loadAuditPage(sql, access)));
