// What the inspection's event trail (/{shop}/inspections/{enc}/events) shows: its changes, newest first, a
// page at a time. Every member of the shop opens it.
import type { Sql } from "@platform/db.ts";
import { EVENT_KINDS, type EventKind } from "../events.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { type InspectionSummary, summarizeInspection } from "../inspection_summary.ts";
import { EVENT_KIND_LABELS } from "./event_kinds.ts";
import { selectEvents } from "./events_queries.server.ts";

export const EVENTS_PAGE_SIZE = 100;

export interface EventRow {
  id: number;
  /** ISO, for <time dateTime>. */
  at: string;
  /** In the shop's time zone: "Nov 21, 2026, 4:05 PM". */
  when: string;
  /** "Carl Mechanic", or "Carl Mechanic (by Olga Owner)" when someone acted as him. */
  who: string;
  kind: EventKind;
  kindLabel: string;
  summary: string;
  /** The page the change was made from, or "" for the API and jobs. */
  fromPage: string;
}

export interface InspectionEventsPage {
  summary: InspectionSummary;
  events: EventRow[];
  total: number;
  page: number;
  pageSize: number;
  kind: EventKind | null;
  kinds: { kind: EventKind; label: string }[];
  timeZone: string;
}

/** The page's gate (inspections.view) is the caller's: inspectionPage. */
export async function loadInspectionEvents(
  sql: Sql,
  access: InspectionAccess,
  query: { page: number; kind: EventKind | null },
): Promise<InspectionEventsPage> {
  const { shop, inspection } = access;
  const { events, total } = await selectEvents(sql, shop.id, inspection.id, {
    kind: query.kind,
    limit: EVENTS_PAGE_SIZE,
    offset: (query.page - 1) * EVENTS_PAGE_SIZE,
  });
  const clock = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: shop.timeZone,
  });
  return {
    summary: await summarizeInspection(sql, access),
    events: events.map((event) => ({
      id: event.id,
      at: new Date(event.at).toISOString(),
      when: clock.format(new Date(event.at)),
      who: event.userName || "The system",
      kind: event.kind,
      kindLabel: EVENT_KIND_LABELS[event.kind] ?? event.kind,
      summary: event.summary,
      fromPage: event.page,
    })),
    total,
    page: query.page,
    pageSize: EVENTS_PAGE_SIZE,
    kind: query.kind,
    kinds: EVENT_KINDS.map((kind) => ({ kind, label: EVENT_KIND_LABELS[kind] })),
    timeZone: shop.timeZone,
  };
}
