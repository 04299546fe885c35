// The inspection's event trail (/events): every change, who made it, when and from which page, written by
// the change itself inside its own transaction, so the trail and the inspection never disagree.
import type { Tx } from "../../src/platform/db.ts";
import type { Viewer } from "../../src/platform/viewer.ts";

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

export interface NewEvent {
  shopId: number;
  inspectionId: number;
  viewer: Viewer | null;
  /** Who acted when no one was signed in ("Customer" on the report). */
  actorName?: string;
  kind: EventKind;
  /** The path of the page the change was made from, or "" (API, jobs). */
  page: string;
  summary: string;
  details?: Record<string, unknown>;
}

/** The name the trail shows: the user, and the real person when someone acts as them. */
export function eventUserName(viewer: Viewer | null): string {
  if (!viewer) return "";
  return viewer.actor ? `${viewer.displayName} (by ${viewer.actor.displayName})` : viewer.displayName;
}

export async function recordEvent(tx: Tx, event: NewEvent): Promise<void> {
  await tx`
    insert into inspection_events (shop_id, inspection_id, user_id, user_name, kind, page, summary, details)
    values (${event.shopId}, ${event.inspectionId}, ${event.viewer?.userId ?? null}, ${
    event.actorName ?? eventUserName(event.viewer)
  },
            ${event.kind}, ${event.page.slice(0, 300)}, ${event.summary}, ${
    tx.json((event.details ?? {}) as never)
  })`;
}

/** Several at once (a bulk item save): one statement. */
export async function recordEvents(tx: Tx, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    shop_id: event.shopId,
    inspection_id: event.inspectionId,
    user_id: event.viewer?.userId ?? null,
    user_name: event.actorName ?? eventUserName(event.viewer),
    kind: event.kind,
    page: event.page.slice(0, 300),
    summary: event.summary,
    details: event.details ?? {},
  }));
  await tx`
    insert into inspection_events (shop_id, inspection_id, user_id, user_name, kind, page, summary, details)
    select shop_id, inspection_id, user_id, user_name, kind, page, summary, details
    from jsonb_to_recordset(${tx.json(rows as never)}) as e(shop_id int, inspection_id int, user_id int,
      user_name text, kind text, page text, summary text, details jsonb)`;
}
