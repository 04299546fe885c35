// What the inspection's event trail (/{shop}/inspections/{enc}/events) shows: its changes, newest first, a
// page at a time, in the shop's staff language with its wording and its time zone (decision 028). Every
// member of the shop opens it.
import type { Sql } from "@platform/db.ts";
import { staffClock, staffMessages } from "@modules/shops/mod.ts";
import { INSPECTION_EVENTS_MESSAGES as M, sayStored } from "@modules/text/mod.ts";
import type { PageWords, Say } from "@modules/text/ui.ts";
import { actorSaid } from "../events.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { type InspectionSummary, summarizeInspection } from "../inspection_summary.ts";
import { HEADING_WORDS } from "../shared/inspection_heading.tsx";
import { EVENT_KIND_WORDS, EVENT_KINDS, type EventKind } from "./event_kinds.ts";
import { selectEvents } from "./events_queries.server.ts";

export const EVENTS_PAGE_SIZE = 100;

export interface EventRow {
  id: number;
  /** ISO, for <time dateTime>. */
  at: string;
  /** In the staff language and the shop's time zone: "Nov 21, 2026, 4:05 PM". */
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
  /** The page's words and the heading's. */
  words: PageWords;
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
  const messages = await staffMessages(sql, shop);
  const say: Say = (key, values) => messages.text(key, values);
  const clock = staffClock(shop);
  return {
    summary: await summarizeInspection(sql, access),
    events: events.map((event) => ({
      id: event.id,
      at: new Date(event.at).toISOString(),
      when: clock.format(new Date(event.at)),
      who: actorSaid(event, say),
      kind: event.kind,
      kindLabel: EVENT_KIND_WORDS[event.kind] ? say(EVENT_KIND_WORDS[event.kind]) : event.kind,
      summary: sayStored(say, event.message, event.summary),
      fromPage: event.page,
    })),
    total,
    page: query.page,
    pageSize: EVENTS_PAGE_SIZE,
    kind: query.kind,
    kinds: EVENT_KINDS.map((kind) => ({ kind, label: say(EVENT_KIND_WORDS[kind]) })),
    timeZone: shop.timeZone,
    words: {
      culture: messages.culture,
      messages: messages.pick([...Object.values(M), ...HEADING_WORDS]),
    },
  };
}
