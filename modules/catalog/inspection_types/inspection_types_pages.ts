// The inspection type pages' server functions (client-safe: the handlers run on the server).
import { createServerFn } from "@tanstack/react-start";
import { rowIdOf } from "@platform/row_ids.ts";
import { shopPage } from "@modules/shops/mod.ts";
import { shopPageInput } from "@modules/shops/ui.ts";
import {
  type CompareOptions,
  loadComparePage,
  loadTypeForm,
  loadTypePreview,
  loadTypesList,
} from "./inspection_types_pages.server.ts";

/** A typed address that is not an id names no type (0): the page's 404. */
const typeIdOf = (raw: unknown) => rowIdOf(raw) ?? 0;

/** /{shop}/inspection-types: active types, or every type with showAll. */
export const getInspectionTypesList = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; showAll: boolean }) => ({
    ...shopPageInput(input),
    showAll: input.showAll === true,
  }))
  .handler(shopPage("catalog.view", (shop, { showAll }) => loadTypesList(shop, showAll)));

/** /{shop}/inspection-types/add (typeId null) and /{id}/edit. */
export const getInspectionTypeForm = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; typeId: number | null }) => ({
    ...shopPageInput(input),
    typeId: input.typeId === null ? null : typeIdOf(input.typeId),
  }))
  .handler(
    shopPage(
      "catalog.view",
      (shop, { typeId }) => loadTypeForm(shop, typeId, shop.services.config.media.publicUrl),
    ),
  );

/** /{shop}/inspection-types/{id}/preview. */
export const getInspectionTypePreview = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; typeId: number; showInactiveTasks: boolean }) => ({
    ...shopPageInput(input),
    typeId: typeIdOf(input.typeId),
    showInactiveTasks: input.showInactiveTasks === true,
  }))
  .handler(
    shopPage(
      "catalog.view",
      (shop, { typeId, showInactiveTasks }) => loadTypePreview(shop, typeId, showInactiveTasks),
    ),
  );

/** /{shop}/inspection-types/compare. */
export const getInspectionTypesCompare = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string } & CompareOptions) => input)
  .handler(shopPage("catalog.view", (shop, options) => loadComparePage(shop, options)));
