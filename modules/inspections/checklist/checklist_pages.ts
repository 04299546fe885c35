// The checklist pages' server functions (client-safe: the handlers run on the server).
import { createServerFn } from "@tanstack/react-start";
import { shopPage } from "@modules/shops/mod.ts";
import { loadChecklistPage } from "./checklist_page.server.ts";
import { toWire } from "./checklist_wire.ts";
import { type ChecklistPreviewQuery, loadChecklistPreview } from "./checklist_preview.server.ts";
import { inspectionPage } from "../inspection_page.ts";
import { type InspectionPageInput, inspectionPageInput } from "../inspection_page_input.ts";

/** /{shop}/inspections/{encInspectionId}/checklist. */
export const getChecklistPage = createServerFn({ method: "GET" })
  .validator((input: InspectionPageInput & { lang?: string }) => ({
    ...inspectionPageInput(input),
    lang: String(input.lang ?? "").slice(0, 20),
  }))
  // As the page carries it (checklist_wire.ts): the route makes it whole again for the page.
  .handler(
    inspectionPage(
      "inspections.view",
      async (access, { sql }, { lang }) => toWire(await loadChecklistPage(sql, access, lang)),
    ),
  );

/** /{shop}/inspection-types/{id}/checklist-preview (typeId) and /new/checklist-preview (typeId null). */
export const getChecklistPreview = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; typeId: number | null; query: ChecklistPreviewQuery }) => {
    const id = input.typeId === null ? null : Number(input.typeId);
    // A typed address that is not an id names no type: 0 is the page's 404.
    return {
      ...input,
      typeId: id === null ? null : Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : 0,
    };
  })
  .handler(
    shopPage(
      "catalog.view",
      (shop, { typeId, query }) => loadChecklistPreview(shop.sql, shop, typeId, query),
    ),
  );
