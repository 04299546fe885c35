// catalog: client-safe public API — components, server functions and their types.
import { createServerFn } from "@tanstack/react-start";
import { requireShopAccess } from "../accounts/mod.ts";
import { selectInspectionTypes } from "./queries.server.ts";
import { listTemplates } from "./install_templates.ts";
import type { InspectionTypeSummary } from "./types.ts";

export { InspectionTypesTable } from "./ui/inspection_types_table.tsx";
export type { InspectionTypeSummary } from "./types.ts";

/** The inspection types of a shop, active ones only unless showAll. */
export const getInspectionTypes = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; showAll: boolean }) => input)
  .handler(async ({ data, context }): Promise<InspectionTypeSummary[]> => {
    const { shop } = await requireShopAccess(context.sql, context.viewer, data.shopUriName, "catalog.view");
    return await selectInspectionTypes(context.sql, shop.id, { includeInactive: data.showAll === true });
  });

export interface ShopTemplateChoice {
  key: string;
  name: string;
  description: string;
}

/** The shop-type templates sign-up offers (step 2). */
export const getShopTemplateChoices = createServerFn({ method: "GET" }).handler(
  async ({ context }): Promise<ShopTemplateChoice[]> =>
    (await listTemplates(context.sql)).map(({ key, name, description }) => ({ key, name, description })),
);
export {
  getAddFindingPage,
  getAddPriorityPage,
  getEditFindingPage,
  getFindingsList,
  getPrioritiesPage,
  getPriorityPage,
  getTaskFindings,
} from "./findings_pages.ts";
export {
  DEFAULT_PAGE_SIZE,
  FINDINGS_SWITCHES,
  type FindingsFilter,
  type FindingsOrder,
  type FindingsSearch,
  findingsSearchOfParams,
  type FindingsSwitch,
  readFindingsSearch,
} from "./findings_search.ts";
export type {
  FindingFormPage,
  FindingItem,
  FindingsListPage,
  PriorityBadge,
  TaskFindingsPage,
} from "./findings_pages.server.ts";
export type { PrioritiesPage, PriorityPage } from "./priorities_pages.server.ts";
export type { PriorityRow } from "./priorities_queries.server.ts";
export { FINDING_STATUS_LABELS, FINDING_STATUSES, type FindingStatus } from "./types.ts";
