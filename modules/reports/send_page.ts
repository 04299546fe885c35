// The server function of the staff report page (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "../../src/platform/page_outcome.server.ts";
import type { PageOutcome } from "../../src/platform/page_outcome.ts";
import { loadReportSendPage, type ReportSendPage } from "./send_page.server.ts";

/** /{shop}/inspections/{encInspectionId}/report */
export const getReportSendPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; encInspectionId: string }) => ({
    shopUriName: String(input.shopUriName),
    encInspectionId: String(input.encInspectionId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<ReportSendPage>> =>
    loadPage(() =>
      loadReportSendPage(
        context.sql,
        context.keys,
        context.config,
        context.viewer,
        data.shopUriName,
        data.encInspectionId,
      )
    )
  );
