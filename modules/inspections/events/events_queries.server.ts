// The event trail's SQL: one inspection's events newest first, a page at a time, optionally of one kind.
import type { Tx } from "@platform/db.ts";
import type { EventKind } from "../events.ts";

export interface StoredEvent {
  id: number;
  at: Date;
  userName: string;
  kind: EventKind;
  page: string;
  summary: string;
}

export async function selectEvents(
  tx: Tx,
  shopId: number,
  inspectionId: number,
  filter: { kind: EventKind | null; limit: number; offset: number },
): Promise<{ events: StoredEvent[]; total: number }> {
  const kind = filter.kind ?? null;
  const events = await tx<StoredEvent[]>`
    select id::int as id, at, user_name as "userName", kind, page, summary from inspection_events
    where shop_id = ${shopId} and inspection_id = ${inspectionId} and (${kind}::text is null or kind = ${kind})
    order by id desc limit ${filter.limit} offset ${filter.offset}`;
  const [{ total }] = await tx<{ total: number }[]>`
    select count(*)::int as total from inspection_events
    where shop_id = ${shopId} and inspection_id = ${inspectionId} and (${kind}::text is null or kind = ${kind})`;
  return { events, total };
}
