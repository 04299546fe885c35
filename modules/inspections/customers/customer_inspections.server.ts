// A customer's inspections as shops' customer pages need them without reading this module's tables: how many
// each customer has (the dedupe list), and moving them all to another customer when shops merges two
// records of one person (registered at start-up, src/app.ts; decision 023). The reports sent, the messages
// and the customer's answers hang off the inspection, so they move with it.
import type { Tx } from "@platform/db.ts";
import { registerCustomerReferences } from "@modules/shops/mod.ts";

/** How many inspections each of the customers has (every id given is in the answer, 0 when none). */
export async function countCustomerInspections(
  tx: Tx,
  shopId: number,
  customerIds: number[],
): Promise<Record<number, number>> {
  const rows = await tx<{ customerId: number; count: number }[]>`
    select customer_id as "customerId", count(*)::int as count
    from inspections
    where shop_id = ${shopId} and customer_id = any(${customerIds}::int[])
    group by customer_id`;
  const counts: Record<number, number> = Object.fromEntries(customerIds.map((id) => [id, 0]));
  for (const row of rows) counts[row.customerId] = row.count;
  return counts;
}

/**
 * Every inspection of `fromId` now belongs to `toId`. The inspection's own version is left alone: its
 * header shows the customer through the shop's record, and an open checklist should not turn stale.
 */
async function moveInspections(tx: Tx, shopId: number, fromId: number, toId: number): Promise<number> {
  const rows = await tx`
    update inspections set customer_id = ${toId}, updated_at = now()
    where shop_id = ${shopId} and customer_id = ${fromId}
    returning id`;
  return rows.length;
}

/** At start-up: a customers merge moves the merged customer's inspections too. */
export function registerInspectionCustomers(): void {
  registerCustomerReferences({ name: "inspections", move: moveInspections });
}
