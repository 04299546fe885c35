// /hours-report: the time staff recorded, from the pages' timing calls (seconds on the checklist, the audit
// and the report, added up per inspection) and the audit's labour (hours of recommended and sold work).
// Per mechanic: checklist time of the inspections assigned to them; per adviser: audit and report time of
// theirs; and per inspection, the latest first (at most MAX_INSPECTIONS listed, all counted in the totals).
// Each inspection's labour is summed by a lateral look-up of its items (by inspection): a prepared statement's
// generic plan takes the window for one row and would otherwise aggregate every item once per inspection
// (bench/RESULTS.md: 340 ms against 21 ms at a million inspections).
import type { Tx } from "@platform/db.ts";
import type { ReportWindow } from "./report_window.ts";

export const MAX_INSPECTIONS = 500;

export interface PersonHours {
  role: "mechanic" | "manager";
  userId: number | null;
  name: string | null;
  inspections: number;
  /** Hours on the checklist (mechanics) or on the audit and report (advisers). */
  checklistHours: number;
  auditHours: number;
  reportHours: number;
  labourHours: number;
  soldHours: number;
}

export interface InspectionHours {
  encId: string;
  roNumber: string;
  createdAt: string;
  customer: string | null;
  vehicle: string | null;
  mechanic: string | null;
  manager: string | null;
  checklistHours: number;
  auditHours: number;
  reportHours: number;
  labourHours: number;
  soldHours: number;
}

export async function selectPersonHours(
  tx: Tx,
  shopId: number,
  window: ReportWindow,
): Promise<PersonHours[]> {
  return await tx<PersonHours[]>`
    with work as (
      select i.id, i.shop_id, i.mechanic_user_id, i.manager_user_id, i.checklist_seconds, i.audit_seconds,
        i.report_seconds
      from inspections_facts i
      where i.shop_id = ${shopId} and i.created_at >= ${window.start} and i.created_at < ${window.end}
    ), people as (
      select 'mechanic' as role, w.mechanic_user_id as user_id, w.* from work w
      union all
      select 'manager' as role, w.manager_user_id as user_id, w.* from work w
    )
    select x.role, x.user_id as "userId", p.display_name as name, count(*)::int as inspections,
      (sum(x.checklist_seconds) / 3600.0)::float8 as "checklistHours",
      (sum(x.audit_seconds) / 3600.0)::float8 as "auditHours",
      (sum(x.report_seconds) / 3600.0)::float8 as "reportHours",
      coalesce(sum(l.hours), 0)::float8 as "labourHours", coalesce(sum(l.sold), 0)::float8 as "soldHours"
    from people x
    left join accounts_people p on p.id = x.user_id
    left join lateral (
      select coalesce(sum(it.time), 0) as hours, coalesce(sum(it.time) filter (where it.sold), 0) as sold
      from inspections_item_facts it where it.shop_id = x.shop_id and it.inspection_id = x.id
    ) l on true
    group by x.role, x.user_id, p.display_name
    order by x.role desc, p.display_name nulls last, x.user_id`;
}

export async function selectInspectionHours(
  tx: Tx,
  shopId: number,
  window: ReportWindow,
  timeZone: string,
): Promise<InspectionHours[]> {
  return await tx<InspectionHours[]>`
    with work as (
      select i.* from inspections_facts i
      where i.shop_id = ${shopId} and i.created_at >= ${window.start} and i.created_at < ${window.end}
      order by i.created_at desc, i.id desc
      limit ${MAX_INSPECTIONS}
    )
    select w.enc_id as "encId", w.ro_number as "roNumber",
      to_char(w.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "createdAt",
      nullif(c.customer_name, '') as customer, nullif(v.vehicle_name, '') as vehicle,
      mp.display_name as mechanic, ap.display_name as manager,
      (w.checklist_seconds / 3600.0)::float8 as "checklistHours", (w.audit_seconds / 3600.0)::float8 as "auditHours",
      (w.report_seconds / 3600.0)::float8 as "reportHours", coalesce(l.hours, 0)::float8 as "labourHours",
      coalesce(l.sold, 0)::float8 as "soldHours"
    from work w
    left join shops_customer_names c on c.shop_id = w.shop_id and c.id = w.customer_id
    left join shops_vehicle_names v on v.shop_id = w.shop_id and v.id = w.subject_id
    left join accounts_people mp on mp.id = w.mechanic_user_id
    left join accounts_people ap on ap.id = w.manager_user_id
    left join lateral (
      select coalesce(sum(it.time), 0) as hours, coalesce(sum(it.time) filter (where it.sold), 0) as sold
      from inspections_item_facts it where it.shop_id = w.shop_id and it.inspection_id = w.id
    ) l on true
    order by w.created_at desc, w.id desc`;
}
