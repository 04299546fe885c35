// The numbers per person that shops judge a DVI by (/manager-report, /mechanic-report and their multishop
// variants, decision 034): inspections, how many were finished, sent, opened and answered, photos per
// inspection, the work recommended and approved, and how long customers took to open and to answer. An
// inspection counts in the window it was created in; a manager's are those they are the adviser of
// (manager_user_id), a mechanic's those assigned to them. One query per report: the shop's inspections of the
// window, their photos and their items, summed per person (and per inspection type with groupByType).
import type { Tx } from "@platform/db.ts";
import type { ReportWindow } from "./report_window.ts";

export type PersonRole = "manager" | "mechanic";

export interface PersonNumbers {
  shopId: number;
  shopName: string;
  /** null: inspections nobody was assigned to. */
  userId: number | null;
  name: string | null;
  /** With groupByType, the inspection type; else null. */
  typeName: string | null;
  inspections: number;
  completed: number;
  sent: number;
  viewed: number;
  answered: number;
  /** Answered approved or partly approved. */
  approved: number;
  photos: number;
  videos: number;
  /** Items with a price or labour: the work recommended to the customer. */
  recommendedItems: number;
  recommendedAmount: number;
  approvedAmount: number;
  soldAmount: number;
  /** Average hours from sending the report to its first opening, and to the customer's answer. */
  hoursToView: number | null;
  hoursToAnswer: number | null;
}

export async function selectPeopleNumbers(
  tx: Tx,
  shopIds: number[],
  window: ReportWindow,
  role: PersonRole,
  byType: boolean,
): Promise<PersonNumbers[]> {
  const person = role === "manager" ? tx`i.manager_user_id` : tx`i.mechanic_user_id`;
  const typeName = byType ? tx`i.type_name` : tx`null::text`;
  return await tx<PersonNumbers[]>`
    with work as (
      select i.shop_id, i.id, ${person} as user_id, ${typeName} as type_name, i.checklist_done_at,
        i.report_sent_at, i.first_viewed_at, i.answered_at, i.customer_answer, i.approved_amount
      from inspections_facts i
      where i.shop_id = any(${shopIds}::int[]) and i.created_at >= ${window.start} and i.created_at < ${window.end}
    ), media as (
      select m.shop_id, m.inspection_id, count(*) filter (where m.kind <> 'video') as photos,
        count(*) filter (where m.kind = 'video') as videos
      from media_inspection_media m
      join work w on w.shop_id = m.shop_id and w.id = m.inspection_id
      group by m.shop_id, m.inspection_id
    ), items as (
      select it.shop_id, it.inspection_id,
        count(*) filter (where it.price is not null or it.time is not null) as recommended,
        coalesce(sum(it.price) filter (where it.price is not null or it.time is not null), 0) as recommended_amount,
        coalesce(sum(it.price) filter (where it.sold), 0) as sold_amount
      from inspections_item_facts it
      join work w on w.shop_id = it.shop_id and w.id = it.inspection_id
      group by it.shop_id, it.inspection_id
    )
    select w.shop_id as "shopId", s.name as "shopName", w.user_id as "userId", p.display_name as name,
      w.type_name as "typeName", count(*)::int as inspections, count(w.checklist_done_at)::int as completed,
      count(w.report_sent_at)::int as sent, count(w.first_viewed_at)::int as viewed,
      count(w.customer_answer)::int as answered,
      (count(*) filter (where w.customer_answer in ('approved', 'partlyApproved')))::int as approved,
      coalesce(sum(m.photos), 0)::int as photos, coalesce(sum(m.videos), 0)::int as videos,
      coalesce(sum(t.recommended), 0)::int as "recommendedItems",
      coalesce(sum(t.recommended_amount), 0)::float8 as "recommendedAmount",
      coalesce(sum(w.approved_amount), 0)::float8 as "approvedAmount",
      coalesce(sum(t.sold_amount), 0)::float8 as "soldAmount",
      (avg(extract(epoch from w.first_viewed_at - w.report_sent_at))
        filter (where w.first_viewed_at >= w.report_sent_at) / 3600)::float8 as "hoursToView",
      (avg(extract(epoch from w.answered_at - w.report_sent_at))
        filter (where w.answered_at >= w.report_sent_at) / 3600)::float8 as "hoursToAnswer"
    from work w
    join shops_directory s on s.id = w.shop_id
    left join accounts_people p on p.id = w.user_id
    left join media m on m.shop_id = w.shop_id and m.inspection_id = w.id
    left join items t on t.shop_id = w.shop_id and t.inspection_id = w.id
    group by w.shop_id, s.name, w.user_id, p.display_name, w.type_name
    order by s.name, w.shop_id, p.display_name nulls last, w.user_id, w.type_name`;
}
