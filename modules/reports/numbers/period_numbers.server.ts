// The shop's numbers per period of the window (the chart data call and the reports' charts): a period is a
// day, an ISO week (from Monday), a month or a year in the shop's time zone, and every period of the window
// is listed, those without work as zeros, so a chart's gaps are real.
import type { Tx } from "@platform/db.ts";
import type { ChartUnit, ReportWindow } from "./report_window.ts";

export interface PeriodNumbers {
  /** The period's first day, YYYY-MM-DD. */
  period: string;
  inspections: number;
  sent: number;
  viewed: number;
  /** Answered approved or partly approved. */
  approved: number;
  photos: number;
  approvedAmount: number;
}

export async function selectPeriodNumbers(
  tx: Tx,
  shopIds: number[],
  window: ReportWindow,
  unit: ChartUnit,
  timeZone: string,
  mechanicUserId: number | null = null,
): Promise<PeriodNumbers[]> {
  const step = `1 ${unit}`;
  const mechanic = mechanicUserId === null ? tx`` : tx`and i.mechanic_user_id = ${mechanicUserId}`;
  return await tx<PeriodNumbers[]>`
    with periods as (
      select generate_series(date_trunc(${unit}, ${window.fromDay}::date::timestamp),
        ${window.toDay}::date::timestamp, ${step}::interval) as period
    ), work as (
      select i.shop_id, i.id, date_trunc(${unit}, i.created_at at time zone ${timeZone}) as period,
        i.report_sent_at, i.first_viewed_at, i.customer_answer, i.approved_amount
      from inspections_facts i
      where i.shop_id = any(${shopIds}::int[]) and i.created_at >= ${window.start} and i.created_at < ${window.end}
        ${mechanic}
    ), media as (
      select w.period, count(*) as photos
      from media_inspection_media m
      join work w on w.shop_id = m.shop_id and w.id = m.inspection_id
      group by w.period
    ), counted as (
      select period, count(*) as inspections, count(report_sent_at) as sent, count(first_viewed_at) as viewed,
        count(*) filter (where customer_answer in ('approved', 'partlyApproved')) as approved,
        sum(approved_amount) as approved_amount
      from work group by period
    )
    select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(c.inspections, 0)::int as inspections,
      coalesce(c.sent, 0)::int as sent, coalesce(c.viewed, 0)::int as viewed,
      coalesce(c.approved, 0)::int as approved, coalesce(m.photos, 0)::int as photos,
      coalesce(c.approved_amount, 0)::float8 as "approvedAmount"
    from periods p
    left join counted c on c.period = p.period
    left join media m on m.period = p.period
    order by p.period`;
}
