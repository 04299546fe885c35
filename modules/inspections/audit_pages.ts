// The audit page's server function (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "../../src/platform/page_outcome.server.ts";
import type { PageOutcome } from "../../src/platform/page_outcome.ts";
import { type AuditPage, loadAuditPage } from "./audit_pages.server.ts";

/** /{shop}/inspections/{encInspectionId}/audit */
export const getAuditPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; encInspectionId: string }) => ({
    shopUriName: String(input.shopUriName),
    encInspectionId: String(input.encInspectionId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<AuditPage>> =>
    loadPage(() =>
      loadAuditPage(context.sql, context.keys, context.viewer, data.shopUriName, data.encInspectionId)
    )
  );
