// The customer's answer to recommended work, from the report: an approved item is sold, a declined one is
// not. Each change raises the item's version (a manager's open audit then sees it as someone else's change,
// never overwrites it) and goes in the trail as the customer's. An answer that changes nothing writes
// nothing, so sending the same answers twice is harmless.
import type { Tx } from "../../src/platform/db.ts";
import type { CustomerAccess } from "./customer_access.ts";
import { INSPECTION_TRAIL_MESSAGES as T } from "@modules/text/mod.ts";
import { recordEvents } from "./events.ts";
import type { CustomerAnswerSummary } from "./customer_answer_state.ts";

export interface CustomerAnswer {
  taskId: number;
  approved: boolean;
}

/** Applies the answers; returns the task ids whose sold flag changed, with the task's name. */
export async function applyCustomerAnswers(
  tx: Tx,
  access: CustomerAccess,
  answers: CustomerAnswer[],
): Promise<Array<{ taskId: number; taskName: string; approved: boolean }>> {
  if (answers.length === 0) return [];
  const { shop, inspection } = access;
  const changed = await tx<{ taskId: number; taskName: string; approved: boolean }[]>`
    update inspection_items it set
      sold = a.approved, item_version = it.item_version + 1, updated_by_user_id = null, updated_at = now()
    from jsonb_to_recordset(${tx.json(answers as never)}) as a("taskId" int, approved boolean)
    where it.shop_id = ${shop.id} and it.inspection_id = ${inspection.id} and it.task_id = a."taskId"
      and it.sold is distinct from a.approved
    returning it.task_id as "taskId", it.task_name as "taskName", a.approved`;
  await recordEvents(
    tx,
    changed.map((item) => ({
      shopId: shop.id,
      inspectionId: inspection.id,
      viewer: null,
      byCustomer: true,
      kind: "item",
      page: "",
      message: {
        key: item.approved ? T.customerApproved : T.customerDeclined,
        values: { task: item.taskName },
      },
      details: { taskId: item.taskId, sold: item.approved },
    })),
  );
  return changed;
}

/**
 * Stores what the answers come to on the inspection (migration 0029): the list shows and filters it. The
 * inspection's version is left alone: it guards the header against two editors, and a customer's answer
 * changes no header field. updated_at moves, so the list's "updated" order and its live refresh see it.
 */
export async function recordCustomerAnswer(
  tx: Tx,
  access: CustomerAccess,
  summary: CustomerAnswerSummary,
): Promise<void> {
  await tx`
    update inspections set customer_answer = ${summary.state}, approved_amount = ${summary.approvedAmount},
      declined_amount = ${summary.declinedAmount}, answered_at = now(), updated_at = now()
    where shop_id = ${access.shop.id} and id = ${access.inspection.id}`;
}
