// /customer-results: per customer and task, the results that need the customer's attention, their findings
// and whether the work was sold, for the inspections of the window: the shop's follow-up list. By default
// failed and warned results (warn=0: failed only), work not sold (showSold=1 adds sold work), customers who
// may be contacted (includeDoNotContact=1 adds those who asked not to be); taskId/taskIds keep those tasks.
import type { Tx } from "@platform/db.ts";
import type { ReportWindow } from "./report_window.ts";

/** The most rows the report lists (and writes to its CSV file). */
export const MAX_RESULTS = 5000;

export interface CustomerResultsFilter {
  warn: boolean;
  showSold: boolean;
  includeDoNotContact: boolean;
  /** Empty: every task. */
  taskIds: number[];
}

export interface CustomerResult {
  customerId: number;
  customer: string;
  phone: string;
  email: string;
  contactPreference: string;
  vehicle: string | null;
  encId: string;
  roNumber: string;
  inspectedAt: string;
  taskName: string;
  categoryName: string;
  result: "warn" | "fail";
  finding: string;
  sold: boolean;
  price: number | null;
}

export async function selectCustomerResults(
  tx: Tx,
  shopId: number,
  window: ReportWindow,
  filter: CustomerResultsFilter,
  timeZone: string,
): Promise<CustomerResult[]> {
  const results = filter.warn ? ["warn", "fail"] : ["fail"];
  return await tx<CustomerResult[]>`
    select c.id as "customerId", c.customer_name as customer, coalesce(nullif(c.phone_mobile, ''), c.phone_landline) as phone,
      c.email, c.contact_pref as "contactPreference", nullif(v.vehicle_name, '') as vehicle, i.enc_id as "encId",
      i.ro_number as "roNumber", to_char(i.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as "inspectedAt",
      it.task_name as "taskName", it.category_name as "categoryName", it.result, it.finding_text as finding,
      it.sold, it.price::float8 as price
    from inspections_facts i
    join shops_customer_names c on c.shop_id = i.shop_id and c.id = i.customer_id
    join inspections_item_facts it on it.shop_id = i.shop_id and it.inspection_id = i.id
    left join shops_vehicle_names v on v.shop_id = i.shop_id and v.id = i.subject_id
    where i.shop_id = ${shopId} and i.created_at >= ${window.start} and i.created_at < ${window.end}
      and it.result = any(${results}::text[])
      ${filter.showSold ? tx`` : tx`and not it.sold`}
      ${filter.includeDoNotContact ? tx`` : tx`and c.contact_pref <> 'donotcontact'`}
      ${filter.taskIds.length ? tx`and it.task_id = any(${filter.taskIds}::int[])` : tx``}
    order by lower(c.customer_name), c.id, i.created_at desc, i.id, it.category_name, it.task_name
    limit ${MAX_RESULTS}`;
}
