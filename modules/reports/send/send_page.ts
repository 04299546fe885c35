// The server function of the staff report page (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { inspectionPage } from "@modules/inspections/mod.ts";
import { inspectionPageInput } from "@modules/inspections/ui.ts";
import { loadReportSendPage } from "./send_page.server.ts";

/** /{shop}/inspections/{encInspectionId}/report */
export const getReportSendPage = createServerFn({ method: "GET" })
  .validator(inspectionPageInput)
  .handler(
    inspectionPage(
      "inspections.view",
      (access, { sql, keys, config }) => loadReportSendPage(sql, keys, config, access),
    ),
  );
