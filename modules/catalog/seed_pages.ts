// The seed (template) pages' server functions: client-safe, each loading its page behind the seed gate
// (seed_pages.server.ts) with the refusals turned into page outcomes.
import { createServerFn } from "@tanstack/react-start";
import { loadPage } from "../../src/platform/page_outcome.server.ts";
import type { PageOutcome } from "../../src/platform/page_outcome.ts";
import {
  loadSeedComparison,
  loadSeedIndex,
  loadSeedPreview,
  loadSeedShopComparison,
  loadSeedTasks,
  type SeedComparisonPage,
  type SeedIndexPage,
  type SeedPreviewPage,
  type SeedShopComparisonPage,
  type SeedTasksPage,
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
export type { OutlineCategory, OutlineFinding, OutlineTask, PriorityChip } from "./outline_queries.server.ts";
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
function idOrZero(value: unknown): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
}

export const getSeedIndexPage = createServerFn({ method: "GET" })
  .validator((shopUriName: string) => shopUriName)
  .handler(({ data: shopUriName, context }): Promise<PageOutcome<SeedIndexPage>> =>
    loadPage(() => loadSeedIndex(context.sql, context.viewer, shopUriName))
  );

export const getSeedTasksPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: SeedTasksSearch }) => ({
    shopUriName: input.shopUriName,
    search: readSeedTasksSearch(input.search as Record<string, unknown>),
  }))
  .handler(({ data, context }): Promise<PageOutcome<SeedTasksPage>> =>
    loadPage(() =>
      loadSeedTasks(context.sql, context.viewer, data.shopUriName, {
        shopId: data.search.shopId,
        showDisabled: data.search.showDisabled === 1,
      })
    )
  );

export const getSeedPreviewPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; typeId: unknown }) => ({
    shopUriName: input.shopUriName,
    typeId: idOrZero(input.typeId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<SeedPreviewPage>> =>
    loadPage(() => loadSeedPreview(context.sql, context.viewer, data.shopUriName, data.typeId))
  );

export const getSeedComparisonPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; typeId: unknown; rightShopTypeId?: unknown }) => ({
    shopUriName: input.shopUriName,
    typeId: idOrZero(input.typeId),
    rightShopTypeId: input.rightShopTypeId === undefined ? null : idOrZero(input.rightShopTypeId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<SeedComparisonPage>> =>
    loadPage(() =>
      loadSeedComparison(context.sql, context.viewer, data.shopUriName, data.typeId, data.rightShopTypeId)
    )
  );

export const getSeedShopComparisonPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; templateShopId: unknown }) => ({
    shopUriName: input.shopUriName,
    templateShopId: idOrZero(input.templateShopId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<SeedShopComparisonPage>> =>
    loadPage(() => loadSeedShopComparison(context.sql, context.viewer, data.shopUriName, data.templateShopId))
  );
