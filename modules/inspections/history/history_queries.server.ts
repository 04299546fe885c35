// The SQL of a vehicle's or a customer's inspection history. Both read through the (shop_id, subject_id) and
// (shop_id, customer_id) indexes of 0010; the counts and the declined work are read per listed inspection.
import type { Tx } from "@platform/db.ts";
import type { InspectionStatus } from "../types.ts";

/** Whose history: one vehicle (subject) or one customer, always inside one shop. */
export type HistoryOf = { vehicleId: number } | { customerId: number };

export interface HistoryRow {
  encId: string;
  status: InspectionStatus;
  typeName: string;
  roNumber: string;
  vehicleName: string;
  odometer: number | null;
  odometerUnit: "mi" | "km" | "h";
  passCount: number;
  warnCount: number;
  failCount: number;
  reportSentAt: Date | null;
  createdAt: Date;
}

export interface DeclinedRow {
  encId: string;
  taskId: number;
  taskName: string;
  categoryName: string;
  result: "warn" | "fail";
  findingText: string;
  price: string | null;
  vehicleName: string;
  reportSentAt: Date;
}

/** Enough for years of visits; a customer with a fleet is the one who could reach it. */
export const HISTORY_LIMIT = 200;

function whose(tx: Tx, of: HistoryOf) {
  return "vehicleId" in of ? tx`i.subject_id = ${of.vehicleId}` : tx`i.customer_id = ${of.customerId}`;
}

export function selectHistory(tx: Tx, shopId: number, of: HistoryOf): Promise<HistoryRow[]> {
  return tx<HistoryRow[]>`
    select i.enc_id as "encId", i.status, i.type_name as "typeName", i.ro_number as "roNumber",
      coalesce(s.vehicle_name, '') as "vehicleName", i.odometer, i.odometer_unit as "odometerUnit",
      coalesce(r.pass, 0)::int as "passCount", coalesce(r.warn, 0)::int as "warnCount",
      coalesce(r.fail, 0)::int as "failCount", i.report_sent_at as "reportSentAt", i.created_at as "createdAt"
    from inspections i
    left join shops_vehicle_names s on s.shop_id = i.shop_id and s.id = i.subject_id
    left join lateral (
      select count(*) filter (where it.result = 'pass') as pass, count(*) filter (where it.result = 'warn') as warn,
        count(*) filter (where it.result = 'fail') as fail
      from inspection_items it where it.shop_id = i.shop_id and it.inspection_id = i.id) r on true
    where i.shop_id = ${shopId} and ${whose(tx, of)}
    order by i.created_at desc, i.id desc
    limit ${HISTORY_LIMIT}`;
}

/**
 * Work the customer was told about and did not buy: items recommended (warn) or failed, not sold, on an
 * inspection whose report was sent. It stays open until a later inspection of the same vehicle finds the
 * same task passed or sells it (the work was done, here or elsewhere).
 */
export function selectDeclinedWork(tx: Tx, shopId: number, of: HistoryOf): Promise<DeclinedRow[]> {
  return tx<DeclinedRow[]>`
    select i.enc_id as "encId", it.task_id as "taskId", it.task_name as "taskName",
      it.category_name as "categoryName", it.result, it.finding_text as "findingText",
      it.price::text as price, coalesce(s.vehicle_name, '') as "vehicleName", i.report_sent_at as "reportSentAt"
    from inspections i
    join inspection_items it on it.shop_id = i.shop_id and it.inspection_id = i.id
    left join shops_vehicle_names s on s.shop_id = i.shop_id and s.id = i.subject_id
    where i.shop_id = ${shopId} and ${whose(tx, of)} and i.report_sent_at is not null
      and it.result in ('warn', 'fail') and not it.sold
      and not exists (
        select 1 from inspections later
        join inspection_items done on done.shop_id = later.shop_id and done.inspection_id = later.id
        where later.shop_id = i.shop_id and later.subject_id = i.subject_id and later.id <> i.id
          and later.created_at > i.created_at and done.task_id = it.task_id
          and (done.result = 'pass' or done.sold))
    order by i.report_sent_at desc, it.category_name, it.task_name
    limit ${HISTORY_LIMIT}`;
}
