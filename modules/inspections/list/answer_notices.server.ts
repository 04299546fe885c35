// The customer answers the adviser is told of on the work queue (issue 22, decision 032): those of the last
// day, for the inspections the viewer hears about by their own notify mode (always: every one of the shop;
// relevant: those they are the adviser, mechanic or creator of; disabled: none), newest first.
import type { Tx } from "@platform/db.ts";
import type { CustomerAnswerState } from "../types.ts";

/** How many the queue shows at once: the list below has the rest. */
const MAX_NOTICES = 5;

export interface AnswerNotice {
  encId: string;
  roNumber: string;
  customerName: string;
  vehicleName: string;
  answer: CustomerAnswerState;
  approvedAmount: number;
  declinedAmount: number;
  /** ISO instant: the page remembers the newest it was told of. */
  answeredAt: string;
}

export async function selectAnswerNotices(tx: Tx, shopId: number, userId: number): Promise<AnswerNotice[]> {
  const rows = await tx<Array<Omit<AnswerNotice, "answeredAt"> & { answeredAt: Date }>>`
    select i.enc_id as "encId", i.ro_number as "roNumber", coalesce(c.customer_name, '') as "customerName",
      coalesce(v.vehicle_name, '') as "vehicleName", i.customer_answer as answer,
      i.approved_amount::float8 as "approvedAmount", i.declined_amount::float8 as "declinedAmount",
      i.answered_at as "answeredAt"
    from inspections i
    join accounts_people me on me.id = ${userId}
    left join shops_customer_names c on c.shop_id = i.shop_id and c.id = i.customer_id
    left join shops_vehicle_names v on v.shop_id = i.shop_id and v.id = i.subject_id
    where i.shop_id = ${shopId} and i.customer_answer is not null and i.answered_at > now() - interval '1 day'
      and (me.notify_mode = 'always' or (me.notify_mode = 'relevant'
        and ${userId} in (i.manager_user_id, i.mechanic_user_id, i.created_by_user_id)))
    order by i.answered_at desc
    limit ${MAX_NOTICES}`;
  return rows.map((row) => ({ ...row, answeredAt: new Date(row.answeredAt).toISOString() }));
}
