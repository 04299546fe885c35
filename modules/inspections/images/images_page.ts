// The server function of the inspection's images page (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "@platform/page_outcome.server.ts";
import type { PageOutcome } from "@platform/page_outcome.ts";
import { type InspectionImagesPage, loadInspectionImages } from "./images_page.server.ts";

/** /{shop}/inspections/{encInspectionId}/images */
export const getInspectionImages = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; encInspectionId: string }) => ({
    shopUriName: String(input.shopUriName),
    encInspectionId: String(input.encInspectionId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<InspectionImagesPage>> =>
    loadPage(() =>
      loadInspectionImages(
        context.sql,
        context.keys,
        context.config,
        context.viewer,
        data.shopUriName,
        data.encInspectionId,
      )
    )
  );
