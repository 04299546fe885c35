// How the event trail names each kind of change (its filter and its rows). Client-safe.
import { dropInvalid, readQuery, wholeNumberOf } from "@platform/list_query.ts";
import { EVENT_KINDS, type EventKind } from "../events.ts";

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  created: "Created",
  header: "Details",
  item: "Checklist item",
  status: "Status",
  notes: "Notes",
  salesPitch: "Sales pitch",
  reportOptions: "Report options",
  auditLabor: "Audit labor",
  report: "Customer report",
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
