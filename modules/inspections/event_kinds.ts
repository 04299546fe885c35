// How the event trail names each kind of change (its filter and its rows). Client-safe.
import { EVENT_KINDS, type EventKind } from "./events.ts";

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
  const page = Number(search.page);
  const kind = (EVENT_KINDS as readonly unknown[]).includes(search.kind) ? search.kind as EventKind : null;
  return { page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1, kind };
}
