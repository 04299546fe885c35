// What the staff report page shows of the report's life: every send (the "report" events, newest first)
// and the customer's openings (first, last, how many), read from the inspection's own row.
import type { Tx } from "../../src/platform/db.ts";
import type { StoredMessage } from "@modules/text/mod.ts";
import type { InspectionAccess } from "./inspection_access.ts";

export interface ReportSendRecord {
  at: Date;
  /** The person who sent it (and who acted as them), "" for the API, or the customer who opened it. */
  userName: string;
  /** No user: the API, or the customer (actorSaid says which). */
  signedOut: boolean;
  /** The en-US sentence; the page says `message` in the staff language (sayStored), or this for a send
   * recorded before its message was kept. */
  summary: string;
  message: StoredMessage | null;
}

export interface ReportTracking {
  sentAt: Date | null;
  firstViewedAt: Date | null;
  lastViewedAt: Date | null;
  viewCount: number;
  sends: ReportSendRecord[];
}

/** At most this many sends are listed; a report is rarely sent more than a few times. */
const SENDS_SHOWN = 50;

export async function reportTracking(tx: Tx, access: InspectionAccess): Promise<ReportTracking> {
  const { shop, inspection } = access;
  const [views] = await tx<
    { sentAt: Date | null; firstViewedAt: Date | null; lastViewedAt: Date | null; viewCount: number }[]
  >`
    select report_sent_at as "sentAt", first_viewed_at as "firstViewedAt", last_viewed_at as "lastViewedAt",
      view_count as "viewCount"
    from inspections where shop_id = ${shop.id} and id = ${inspection.id}`;
  const sends = await tx<ReportSendRecord[]>`
    select at, user_name as "userName", user_id is null as "signedOut", summary, message from inspection_events
    where shop_id = ${shop.id} and inspection_id = ${inspection.id} and kind = 'report'
    order by id desc limit ${SENDS_SHOWN}`;
  return { ...views, sends };
}
