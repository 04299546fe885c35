// What the inspection's details page (/{shop}/inspections/{enc}) and its event trail (.../events) show.
// Every member of the shop opens both; the details are editable by members while the inspection is open.
import type { Sql } from "@platform/db.ts";
import type { Keys } from "@platform/keys.ts";
import type { Viewer } from "@platform/viewer.ts";
import { hasPermission, listShopStaff } from "@modules/shops/mod.ts";
import { listInspectionTypes } from "@modules/catalog/mod.ts";
import { EVENT_KIND_LABELS } from "../events/event_kinds.ts";
import { EVENT_KINDS, type EventKind } from "../events.ts";
import { selectEvents } from "../events/events_queries.server.ts";
import { anyItemSaved, selectHeader, type StoredHeader } from "./header_queries.server.ts";
import { requireInspectionAccess } from "../inspection_access.ts";
import { type InspectionSummary, summarizeInspection } from "../inspection_summary.ts";
import { sameShopPath } from "../return_url.ts";

export interface Choice {
  id: number;
  name: string;
}

export interface InspectionDetailsPage {
  summary: InspectionSummary;
  header: StoredHeader;
  hasCustomer: boolean;
  hasVehicle: boolean;
  /** The active types, and the inspection's own if it is switched off. */
  types: Choice[];
  /** The active members, and the ones named on the inspection if they are disabled now. */
  staff: Choice[];
  /** A result is saved: the type stays. */
  typeLocked: boolean;
  /** A member, and the inspection is not closed. */
  canEdit: boolean;
  backUrl: string | null;
}

export async function loadInspectionDetails(
  sql: Sql,
  keys: Keys,
  viewer: Viewer | null,
  shopUriName: string,
  encId: string,
  returnUrl: unknown,
): Promise<InspectionDetailsPage> {
  const access = await requireInspectionAccess(sql, keys, viewer, encId, "inspections.view", shopUriName);
  const { shop, inspection } = access;
  const header = await selectHeader(sql, shop.id, inspection.id);
  const types = await listInspectionTypes(sql, shop.id, { includeInactive: true });
  const staff = await listShopStaff(sql, shop.id);
  const named = [header.values.managerUserId, header.values.mechanicUserId];
  return {
    summary: await summarizeInspection(sql, access),
    header,
    hasCustomer: inspection.customerId !== null,
    hasVehicle: inspection.subjectId !== null,
    types: types
      .filter((type) => type.isActive || type.id === header.values.typeId)
      .map((type) => ({ id: type.id, name: type.name })),
    staff: staff
      .filter((member) => !member.isDisabled || named.includes(member.userId))
      .map((member) => ({ id: member.userId, name: member.displayName })),
    typeLocked: await anyItemSaved(sql, shop.id, inspection.id),
    canEdit: hasPermission(access.roles, "inspections.work") && inspection.status !== "closed",
    backUrl: sameShopPath(shop.uriName, returnUrl),
  };
}

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

export async function loadInspectionEvents(
  sql: Sql,
  keys: Keys,
  viewer: Viewer | null,
  shopUriName: string,
  encId: string,
  query: { page: number; kind: EventKind | null },
): Promise<InspectionEventsPage> {
  const access = await requireInspectionAccess(sql, keys, viewer, encId, "inspections.view", shopUriName);
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
