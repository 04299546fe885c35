// /rocompletion-report: each work order (an inspection, by its RO number) of the window and how far its
// inspection got: started (a result recorded), done (checklist finished), audited, sent, viewed by the
// customer, answered; newest first, a page at a time, found by RO number, customer or vehicle (search) and by
// adviser (manager) or mechanic. The steps are counted over the whole filter for the chart.
import type { Tx } from "@platform/db.ts";
import type { ReportWindow } from "./report_window.ts";

export interface CompletionFilter {
  words: string[];
  managerId: number | null;
  mechanicId: number | null;
  page: number;
  pageSize: number;
}

export interface WorkOrderProgress {
  encId: string;
  roNumber: string;
  createdAt: string;
  customer: string | null;
  vehicle: string | null;
  manager: string | null;
  mechanic: string | null;
  started: boolean;
  done: boolean;
  audited: boolean;
  sent: boolean;
  viewed: boolean;
  answered: string | null;
}

export interface CompletionCounts {
  total: number;
  started: number;
  done: number;
  audited: number;
  sent: number;
  viewed: number;
  answered: number;
}

export async function selectCompletion(
  tx: Tx,
  shopId: number,
  window: ReportWindow,
  filter: CompletionFilter,
  timeZone: string,
): Promise<{ orders: WorkOrderProgress[]; counts: CompletionCounts }> {
  const words = filter.words.map((word) => `%${word.replace(/[\\%_]/g, "\\$&")}%`);
  const where = tx`i.shop_id = ${shopId} and i.created_at >= ${window.start} and i.created_at < ${window.end}
    ${filter.managerId === null ? tx`` : tx`and i.manager_user_id = ${filter.managerId}`}
    ${filter.mechanicId === null ? tx`` : tx`and i.mechanic_user_id = ${filter.mechanicId}`}
    ${
    words.length === 0 ? tx`` : tx`and (select bool_and(
      lower(i.ro_number) like w or lower(coalesce(c.customer_name, '')) like w
        or lower(coalesce(v.vehicle_name, '')) like w or lower(coalesce(v.plate, '')) like w)
      from unnest(${words}::text[]) as w)`
  }`;
  const from = tx`inspections_facts i
    left join shops_customer_names c on c.shop_id = i.shop_id and c.id = i.customer_id
    left join shops_vehicle_names v on v.shop_id = i.shop_id and v.id = i.subject_id`;
  // Started: the checklist left "created" (the first result moves it to in progress).
  const started = tx`i.status <> 'created'`;
  const [orders, [counts]] = await Promise.all([
    tx<WorkOrderProgress[]>`
      select i.enc_id as "encId", i.ro_number as "roNumber",
        to_char(i.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "createdAt",
        nullif(c.customer_name, '') as customer, nullif(v.vehicle_name, '') as vehicle,
        ap.display_name as manager, mp.display_name as mechanic, ${started} as started,
        i.checklist_done_at is not null as done, i.audited_at is not null as audited,
        i.report_sent_at is not null as sent, i.first_viewed_at is not null as viewed, i.customer_answer as answered
      from ${from}
      left join accounts_people ap on ap.id = i.manager_user_id
      left join accounts_people mp on mp.id = i.mechanic_user_id
      where ${where}
      order by i.created_at desc, i.id desc
      limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    tx<CompletionCounts[]>`
      select count(*)::int as total, (count(*) filter (where ${started}))::int as started,
        count(i.checklist_done_at)::int as done, count(i.audited_at)::int as audited,
        count(i.report_sent_at)::int as sent, count(i.first_viewed_at)::int as viewed,
        count(i.customer_answer)::int as answered
      from ${from}
      where ${where}`,
  ]);
  return { orders, counts };
}
