// The findings and priorities pages' server functions (client-safe: the handlers run on the server).
import { createServerFn } from "@tanstack/react-start";
import { setResponseStatus } from "@tanstack/react-start/server";
import { rowIdOf } from "@platform/row_ids.ts";
import { shopPage } from "@modules/shops/mod.ts";
import { shopPageInput, shopRowInput } from "@modules/shops/ui.ts";
import {
  loadAddFinding,
  loadEditFinding,
  loadFindingsList,
  loadTaskFindings,
} from "./findings_pages.server.ts";
import { type FindingsSearch, readFindingsSearch } from "./findings_search.ts";
import { loadAddPriority, loadPriorities, loadPriority } from "../priorities/priorities_pages.server.ts";

/** An id from the address; anything else names nothing (0), which is the page's 404. */
const idOf = (value: unknown) => rowIdOf(value) ?? 0;

/** /{shop}/tasks/{id}/findings */
export const getTaskFindings = createServerFn({ method: "GET" })
  .validator(shopRowInput("taskId"))
  .handler(shopPage("catalog.view", (shop, { taskId }) => loadTaskFindings(shop, taskId)));

/** /{shop}/tasks/{id}/findings/add (taskId) and /{shop}/findings/add (no taskId). */
export const getAddFindingPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; taskId: string | null }) => ({
    ...shopPageInput(input),
    taskId: input.taskId === null ? null : idOf(input.taskId),
  }))
  .handler(shopPage("catalog.view", (shop, { taskId }) => loadAddFinding(shop, taskId)));

/** /{shop}/findings/{id}/edit (no taskId) and /{shop}/tasks/{taskId}/findings/{id}/edit. */
export const getEditFindingPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; findingId: string; taskId: string | null }) => ({
    ...shopPageInput(input),
    findingId: idOf(input.findingId),
    taskId: input.taskId === null ? null : idOf(input.taskId),
  }))
  .handler(
    shopPage("catalog.view", (shop, { findingId, taskId }) => loadEditFinding(shop, findingId, taskId)),
  );

/** /{shop}/findings: a query it cannot answer is a 400 whose page shows why, above the filters. */
export const getFindingsList = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: FindingsSearch }) => ({
    ...shopPageInput(input),
    search: readFindingsSearch(input.search as Record<string, unknown>),
  }))
  .handler(async (call) => {
    const outcome = await shopPage(
      "catalog.view",
      (shop, { search }: typeof call.data) => loadFindingsList(shop, search),
    )(call);
    if (outcome.outcome === "ok" && outcome.page.error) setResponseStatus(400);
    return outcome;
  });

/** /{shop}/priorities */
export const getPrioritiesPage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("catalog.view", (shop) => loadPriorities(shop)));

/** /{shop}/priorities/add: owners and managers. */
export const getAddPriorityPage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("catalog.manage", (shop) => loadAddPriority(shop)));

/** /{shop}/priorities/{id}/edit: owners and managers edit, mechanics read. */
export const getPriorityPage = createServerFn({ method: "GET" })
  .validator(shopRowInput("priorityId"))
  .handler(shopPage("catalog.view", (shop, { priorityId }) => loadPriority(shop, priorityId)));
