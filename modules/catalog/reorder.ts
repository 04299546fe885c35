// Saves a new order for catalogue rows of one shop. The ids must all be the shop's (else 404, as for any id
// of another shop) and, where rows are ordered within a parent (tasks in a category, findings of a task),
// share one parent. Ids left out keep their places after the ones sent.
import type { Tx } from "../../src/platform/db.ts";
import { InputError, NotFoundError } from "../../src/platform/errors.ts";
import { type CatalogThing, NOT_FOUND } from "./catalog_access.ts";

const PARENT: Partial<Record<CatalogThing, string>> = { tasks: "category_id", findings: "task_id" };

export async function reorderRows(tx: Tx, thing: CatalogThing, shopId: number, ids: number[]): Promise<void> {
  const parent = PARENT[thing];
  const rows = await tx<{ id: number; parent: number | null }[]>`
    select id, ${parent ? tx(parent) : tx`null::int`} as parent from ${tx(thing)}
    where shop_id = ${shopId} and id = any(${ids}::int[])`;
  if (rows.length !== ids.length) throw new NotFoundError(NOT_FOUND[thing]);
  if (new Set(rows.map((row) => row.parent)).size > 1) {
    throw new InputError(
      thing === "tasks"
        ? "Reorder the tasks of one category at a time."
        : "Reorder the findings of one task at a time.",
    );
  }
  const scope = parent ? tx`and ${tx(parent)} = ${rows[0].parent}` : tx``;
  // Sent ids first, in the order sent; the rest keep their relative order behind them. Only rows that move
  // are written, and their updated_at stays: an order is not a change to the thing (a published type's copies
  // are not "changed since publish" because the parent rearranged its list).
  await tx`
    update ${tx(thing)} t set sort_order = o.position
    from (
      select id, row_number() over (order by array_position(${ids}::int[], id) nulls last, sort_order, id) as position
      from ${tx(thing)} where shop_id = ${shopId} ${scope}
    ) o
    where t.id = o.id and t.shop_id = ${shopId} and t.sort_order is distinct from o.position`;
}
