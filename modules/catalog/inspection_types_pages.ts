// The inspection type pages' server functions (client-safe: the handlers run on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "../../src/platform/page_outcome.server.ts";
import type { PageOutcome } from "../../src/platform/page_outcome.ts";
import {
  type ChecklistOutline,
  type CompareOptions,
  type ComparePage,
  loadComparePage,
  loadTypeForm,
  loadTypePreview,
  loadTypesList,
  type TypeFormPage,
  type TypeListRow,
} from "./inspection_types_pages.server.ts";

/** A typed address that is not an id names no type: the page's 404. */
function typeIdOf(raw: unknown): number {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
}

/** /{shop}/inspection-types: active types, or every type with showAll. */
export const getInspectionTypesList = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; showAll: boolean }) => input)
  .handler(({ data, context }): Promise<PageOutcome<TypeListRow[]>> =>
    loadPage(() => loadTypesList(context.sql, context.viewer, data.shopUriName, data.showAll === true))
  );

/** /{shop}/inspection-types/add (typeId null) and /{id}/edit. */
export const getInspectionTypeForm = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; typeId: number | null }) => ({
    shopUriName: input.shopUriName,
    typeId: input.typeId === null ? null : typeIdOf(input.typeId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<TypeFormPage>> =>
    loadPage(() =>
      loadTypeForm(context.sql, context.viewer, data.shopUriName, data.typeId, context.config.media.publicUrl)
    )
  );

/** /{shop}/inspection-types/{id}/preview. */
export const getInspectionTypePreview = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; typeId: number; showInactiveTasks: boolean }) => ({
    ...input,
    typeId: typeIdOf(input.typeId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<ChecklistOutline>> =>
    loadPage(() =>
      loadTypePreview(
        context.sql,
        context.viewer,
        data.shopUriName,
        data.typeId,
        data.showInactiveTasks === true,
      )
    )
  );

/** /{shop}/inspection-types/compare. */
export const getInspectionTypesCompare = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string } & CompareOptions) => input)
  .handler(({ data, context }): Promise<PageOutcome<ComparePage>> =>
    loadPage(() => loadComparePage(context.sql, context.viewer, data.shopUriName, data))
  );
