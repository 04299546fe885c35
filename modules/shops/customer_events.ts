// The customers' trail: the changes to a customer or their vehicles that are not one form's edit (a merge, a
// vehicle transfer, a number corrected when a report was sent, an opt-out by text message), written by the
// change itself inside its own transaction, so the trail and the customer never disagree.
import type { Tx } from "@platform/db.ts";
import type { Viewer } from "@platform/viewer.ts";
import { baseSentence, type StoredMessage } from "@modules/text/mod.ts";

export const CUSTOMER_EVENT_KINDS = [
  "merged",
  "vehicleTransferred",
  "contactCorrected",
  "contactPreference",
] as const;
export type CustomerEventKind = (typeof CUSTOMER_EVENT_KINDS)[number];

export interface NewCustomerEvent {
  shopId: number;
  customerId: number | null;
  subjectId?: number | null;
  /** Null for the system (an inbound STOP, a job). */
  viewer: Viewer | null;
  kind: CustomerEventKind;
  /** What happened, as a catalogue message: the pages say it in the staff language (migration 0033). */
  message: StoredMessage;
  details?: Record<string, unknown>;
}

export interface CustomerEvent {
  id: number;
  at: Date;
  userName: string;
  kind: CustomerEventKind;
  /** The en-US sentence; the pages say `message` in their language (sayStored), or this for a row written
   * before its message was kept. */
  summary: string;
  message: StoredMessage | null;
  details: Record<string, unknown>;
}

/** How a trail names who acted: "Ana (by Sam)" when Sam acts as Ana. */
export function userNameOf(viewer: Viewer | null): string {
  if (!viewer) return "";
  return viewer.actor ? `${viewer.displayName} (by ${viewer.actor.displayName})` : viewer.displayName;
}

export async function recordCustomerEvent(tx: Tx, event: NewCustomerEvent): Promise<void> {
  await tx`
    insert into customer_events (shop_id, customer_id, subject_id, user_id, user_name, kind, summary, message,
      details)
    values (${event.shopId}, ${event.customerId}, ${event.subjectId ?? null}, ${event.viewer?.userId ?? null},
            ${userNameOf(event.viewer)}, ${event.kind}, ${baseSentence(event.message)},
            ${tx.json(event.message as never)}, ${tx.json((event.details ?? {}) as never)})`;
}

/** A customer's trail, newest first (at most `limit`), including their vehicles' events. */
export function customerEvents(tx: Tx, shopId: number, customerId: number, limit = 200) {
  return trailOf(tx, shopId, "customer_id", customerId, limit);
}

/** A vehicle's trail, newest first: transfers between customers and the like. */
export function vehicleEvents(tx: Tx, shopId: number, subjectId: number, limit = 200) {
  return trailOf(tx, shopId, "subject_id", subjectId, limit);
}

async function trailOf(
  tx: Tx,
  shopId: number,
  of: "customer_id" | "subject_id",
  id: number,
  limit: number,
): Promise<CustomerEvent[]> {
  return await tx<CustomerEvent[]>`
    select id::int, at, user_name as "userName", kind, summary, message, details
    from customer_events
    where shop_id = ${shopId} and ${tx(of)} = ${id}
    order by id desc
    limit ${limit}`;
}
