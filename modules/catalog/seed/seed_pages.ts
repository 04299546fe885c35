// The seed (template) pages' server functions: client-safe, each loading its page behind the seed gate
// (seed_pages.server.ts) with the refusals turned into page outcomes.
import { createServerFn } from "@tanstack/react-start";
import { rowIdOf } from "@platform/row_ids.ts";
import { shopPage } from "@modules/shops/mod.ts";
import { shopPageInput, shopRowInput } from "@modules/shops/ui.ts";
import {
  loadSeedComparison,
  loadSeedIndex,
  loadSeedPreview,
  loadSeedShopComparison,
  loadSeedTasks,
} from "./seed_pages.server.ts";

export type {
  SeedComparisonPage,
  SeedIndexPage,
  SeedPreviewPage,
  SeedShopComparisonPage,
  SeedTasksPage,
  ShopTypeMatch,
  TemplateHeading,
} from "./seed_pages.server.ts";
export type { SeedType } from "./seed_queries.server.ts";
export type {
  OutlineCategory,
  OutlineFinding,
  OutlineTask,
  PriorityChip,
} from "../outline_queries.server.ts";
export type { ComparisonSummary, SettingDifference, TaskComparison } from "./compare_types.ts";
export type { ClonedType } from "./clone_seed_type.ts";

/** /seed/tasks's query: shopId (a template shop's id; the first template when absent), showDisabled (1). */
export interface SeedTasksSearch {
  shopId?: number;
  showDisabled?: 1;
}

export function readSeedTasksSearch(search: Record<string, unknown>): SeedTasksSearch {
  const shopId = Number(search.shopId);
  const showDisabled = search.showDisabled === 1 || search.showDisabled === "1" ||
    search.showDisabled === true;
  return {
    ...(search.shopId !== undefined && search.shopId !== "" ? { shopId: idOrZero(shopId) } : {}),
    ...(showDisabled ? { showDisabled: 1 as const } : {}),
  };
}

/** An id from an address; anything else is 0, which nothing has: the page's 404. */
const idOrZero = (value: unknown) => rowIdOf(value) ?? 0;

export const getSeedIndexPage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("catalog.manage", (shop) => loadSeedIndex(shop)));

export const getSeedTasksPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: SeedTasksSearch }) => ({
    ...shopPageInput(input),
    search: readSeedTasksSearch(input.search as Record<string, unknown>),
  }))
  .handler(
    shopPage(
      "catalog.manage",
      (shop, { search }) =>
        loadSeedTasks(shop, { shopId: search.shopId, showDisabled: search.showDisabled === 1 }),
    ),
  );

export const getSeedPreviewPage = createServerFn({ method: "GET" })
  .validator(shopRowInput("typeId"))
  .handler(shopPage("catalog.manage", (shop, { typeId }) => loadSeedPreview(shop, typeId)));

export const getSeedComparisonPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; typeId: string; rightShopTypeId?: string }) => ({
    ...shopPageInput(input),
    typeId: idOrZero(input.typeId),
    rightShopTypeId: input.rightShopTypeId === undefined ? null : idOrZero(input.rightShopTypeId),
  }))
  .handler(
    shopPage(
      "catalog.manage",
      (shop, { typeId, rightShopTypeId }) => loadSeedComparison(shop, typeId, rightShopTypeId),
    ),
  );

export const getSeedShopComparisonPage = createServerFn({ method: "GET" })
  .validator(shopRowInput("templateShopId"))
  .handler(
    shopPage("catalog.manage", (shop, { templateShopId }) => loadSeedShopComparison(shop, templateShopId)),
  );
