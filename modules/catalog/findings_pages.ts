// The findings and priorities pages' server functions (client-safe: the handlers run on the server). Page
// components live beside their routes (src/routes/$shopUriName/{findings,priorities,tasks}/).
import { createServerFn } from "@tanstack/react-start";
import { setResponseStatus } from "@tanstack/react-start/server";
import { loadPage } from "../../src/platform/page_outcome.server.ts";
import type { PageOutcome } from "../../src/platform/page_outcome.ts";
import {
  type FindingFormPage,
  type FindingsListPage,
  loadAddFinding,
  loadEditFinding,
  loadFindingsList,
  loadTaskFindings,
  type TaskFindingsPage,
} from "./findings_pages.server.ts";
import { type FindingsSearch, readFindingsSearch } from "./findings_search.ts";
import {
  loadAddPriority,
  loadPriorities,
  loadPriority,
  type PrioritiesPage,
  type PriorityPage,
} from "./priorities_pages.server.ts";

/** An id from the address; anything else names nothing, which is the page's 404. */
function idOf(value: unknown): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
}

/** /{shop}/tasks/{id}/findings */
export const getTaskFindings = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; taskId: string }) => ({
    shopUriName: input.shopUriName,
    taskId: idOf(input.taskId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<TaskFindingsPage>> =>
    loadPage(() => loadTaskFindings(context.sql, context.viewer, data.shopUriName, data.taskId))
  );

/** /{shop}/tasks/{id}/findings/add (taskId) and /{shop}/findings/add (no taskId). */
export const getAddFindingPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; taskId: string | null }) => ({
    shopUriName: input.shopUriName,
    taskId: input.taskId === null ? null : idOf(input.taskId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<FindingFormPage>> =>
    loadPage(() => loadAddFinding(context.sql, context.viewer, data.shopUriName, data.taskId))
  );

/** /{shop}/findings/{id}/edit (no taskId) and /{shop}/tasks/{taskId}/findings/{id}/edit. */
export const getEditFindingPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; findingId: string; taskId: string | null }) => ({
    shopUriName: input.shopUriName,
    findingId: idOf(input.findingId),
    taskId: input.taskId === null ? null : idOf(input.taskId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<FindingFormPage>> =>
    loadPage(() =>
      loadEditFinding(context.sql, context.viewer, data.shopUriName, data.findingId, data.taskId)
    )
  );

/** /{shop}/findings: a query it cannot answer is a 400 whose page shows why, above the filters. */
export const getFindingsList = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: FindingsSearch }) => ({
    shopUriName: input.shopUriName,
    search: readFindingsSearch(input.search as Record<string, unknown>),
  }))
  .handler(async ({ data, context }): Promise<PageOutcome<FindingsListPage>> => {
    const outcome = await loadPage(() =>
      loadFindingsList(context.sql, context.viewer, data.shopUriName, data.search)
    );
    if (outcome.outcome === "ok" && outcome.page.error) setResponseStatus(400);
    return outcome;
  });

/** /{shop}/priorities */
export const getPrioritiesPage = createServerFn({ method: "GET" })
  .validator((shopUriName: string) => shopUriName)
  .handler(({ data: shopUriName, context }): Promise<PageOutcome<PrioritiesPage>> =>
    loadPage(() => loadPriorities(context.sql, context.viewer, shopUriName))
  );

/** /{shop}/priorities/add: owners and managers. */
export const getAddPriorityPage = createServerFn({ method: "GET" })
  .validator((shopUriName: string) => shopUriName)
  .handler(({ data: shopUriName, context }): Promise<PageOutcome<null>> =>
    loadPage(() => loadAddPriority(context.sql, context.viewer, shopUriName))
  );

/** /{shop}/priorities/{id}/edit: owners and managers edit, mechanics read. */
export const getPriorityPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; priorityId: string }) => ({
    shopUriName: input.shopUriName,
    priorityId: idOf(input.priorityId),
  }))
  .handler(({ data, context }): Promise<PageOutcome<PriorityPage>> =>
    loadPage(() => loadPriority(context.sql, context.viewer, data.shopUriName, data.priorityId))
  );
