// The catalog module's SQL. Every function takes the caller's Tx and filters by shop_id.
import type { Tx } from "../../src/platform/db.ts";
import type { InspectionTypeSummary } from "./types.ts";

export function selectInspectionTypes(
  tx: Tx,
  shopId: number,
  options: { includeInactive: boolean },
): Promise<InspectionTypeSummary[]> {
  return tx<InspectionTypeSummary[]>`
    select t.id, t.name, t.subject_type as "subjectType", t.customer_mode as "customerMode",
           t.is_active as "isActive", t.is_default as "isDefault",
           count(distinct k.category_id)::int as "categoryCount", count(k.id)::int as "taskCount"
    from inspection_types t
    left join inspection_type_tasks tt on tt.shop_id = t.shop_id and tt.inspection_type_id = t.id
    left join tasks k on k.shop_id = tt.shop_id and k.id = tt.task_id
    where t.shop_id = ${shopId} and (t.is_active or ${options.includeInactive})
    group by t.id
    order by t.is_active desc, t.sort_order, lower(t.name)`;
}
