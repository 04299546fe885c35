// How the event trail names each kind of change (its filter and its rows): the page's messages. Client-safe.
import { dropInvalid, readQuery, wholeNumberOf } from "@platform/list_query.ts";
import { INSPECTION_EVENTS_MESSAGES as M } from "@modules/text/ui.ts";

// The kinds of change; events.ts writes them, the trail filters by them.
export const EVENT_KINDS = [
  "created",
  "header",
  "item",
  "status",
  "notes",
  "salesPitch",
  "reportOptions",
  "auditLabor",
  "report",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_KIND_WORDS: Record<EventKind, string> = {
  created: M.kindCreated,
  header: M.kindHeader,
  item: M.kindItem,
  status: M.kindStatus,
  notes: M.kindNotes,
  salesPitch: M.kindSalesPitch,
  reportOptions: M.kindReportOptions,
  auditLabor: M.kindAuditLabor,
  report: M.kindReport,
};

/** The trail's query: a page number (1 when it is not one) and a kind (every kind when it is not one). */
export function readEventsQuery(search: Record<string, unknown>): { page: number; kind: EventKind | null } {
  const query = readQuery(search, ["page", "kind"]);
  const kind = EVENT_KINDS.find((one) => one === query.kind) ?? null;
  return { page: dropInvalid(() => wholeNumberOf(query.page, "page", 1, 100_000)) ?? 1, kind };
}

/** The route's search: the address's page and kind, the defaults left out so the plain trail has a plain address. */
export function readEventsSearch(search: Record<string, unknown>): { page?: number; kind?: EventKind } {
  const query = readEventsQuery(search);
  // Only what the address gave: a link's page=1 stays as written (answered as it is, not redirected), and
  // the plain address stays plain.
  const read: { page?: number; kind?: EventKind } = {};
  if (search.page !== undefined) read.page = query.page;
  if (query.kind) read.kind = query.kind;
  return read;
}
