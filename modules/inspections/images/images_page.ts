// The server function of the inspection's images page (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { inspectionPage } from "../inspection_page.ts";
import { inspectionPageInput } from "../inspection_page_input.ts";
import { loadInspectionImages } from "./images_page.server.ts";

/** /{shop}/inspections/{encInspectionId}/images */
export const getInspectionImages = createServerFn({ method: "GET" })
  .validator(inspectionPageInput)
  .handler(
    inspectionPage(
      "inspections.view",
      (access, { sql, config }) => loadInspectionImages(sql, config, access),
    ),
  );
