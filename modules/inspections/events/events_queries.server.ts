// The event trail's SQL: one inspection's events newest first, a page at a time, optionally of one kind.
import type { Tx } from "@platform/db.ts";
import type { StoredMessage } from "@modules/text/mod.ts";
import type { EventKind } from "./event_kinds.ts";

export interface StoredEvent {
  id: number;
  at: Date;
  userName: string;
  /** No one signed in made it: a job, the API or the customer. */
  signedOut: boolean;
  kind: EventKind;
  page: string;
  /** The en-US sentence, shown as it is for rows written before their message was kept (migration 0033). */
  summary: string;
  message: StoredMessage | null;
}

export async function selectEvents(
  tx: Tx,
  shopId: number,
  inspectionId: number,
  filter: { kind: EventKind | null; limit: number; offset: number },
): Promise<{ events: StoredEvent[]; total: number }> {
  const kind = filter.kind ?? null;
  const events = await tx<StoredEvent[]>`
    select id::int as id, at, user_name as "userName", user_id is null as "signedOut", kind, page, summary,
      message
    from inspection_events
    where shop_id = ${shopId} and inspection_id = ${inspectionId} and (${kind}::text is null or kind = ${kind})
    order by id desc limit ${filter.limit} offset ${filter.offset}`;
  const [{ total }] = await tx<{ total: number }[]>`
    select count(*)::int as total from inspection_events
    where shop_id = ${shopId} and inspection_id = ${inspectionId} and (${kind}::text is null or kind = ${kind})`;
  return { events, total };
}
