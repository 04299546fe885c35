// What the shops module's customer pages show of inspections: each customer's latest visit (for the list)
// and the reports sent to a customer (the "report" events of their inspections: every e-mail, text message,
// draft and copied link, as report_sent.ts records them). Every query names the shop.
import type { Tx } from "@platform/db.ts";
import type { StoredMessage } from "@modules/text/mod.ts";

/** The latest inspection's creation of each customer named who has one. */
export async function selectLastVisits(
  tx: Tx,
  shopId: number,
  customerIds: number[],
): Promise<{ customerId: number; at: Date }[]> {
  if (customerIds.length === 0) return [];
  return await tx<{ customerId: number; at: Date }[]>`
    select customer_id as "customerId", max(created_at) as at from inspections
    where shop_id = ${shopId} and customer_id = any(${customerIds}::int[])
    group by customer_id`;
}

export interface ReportSendRow {
  id: number;
  at: Date;
  who: string;
  /** No user: the API, or the customer (actorSaid says which). */
  signedOut: boolean;
  /** The en-US sentence, and the message the page says instead (null: written before it was kept). */
  summary: string;
  message: StoredMessage | null;
  encId: string;
  typeName: string;
  vehicleName: string;
}

/** At most this many sends are listed, newest first. */
const SENDS_SHOWN = 200;

export async function selectCustomerReportSends(
  tx: Tx,
  shopId: number,
  customerId: number,
): Promise<ReportSendRow[]> {
  return await tx<ReportSendRow[]>`
    select e.id::int as id, e.at, e.user_name as who, e.user_id is null as "signedOut", e.summary, e.message, i.enc_id as "encId",
      i.type_name as "typeName", coalesce(s.vehicle_name, '') as "vehicleName"
    from inspections i
    join inspection_events e on e.shop_id = i.shop_id and e.inspection_id = i.id and e.kind = 'report'
    left join shops_vehicle_names s on s.shop_id = i.shop_id and s.id = i.subject_id
    where i.shop_id = ${shopId} and i.customer_id = ${customerId}
    order by e.id desc limit ${SENDS_SHOWN}`;
}
