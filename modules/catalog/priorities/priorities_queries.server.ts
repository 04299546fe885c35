// The SQL of priorities. Every function takes the caller's Tx and filters by shop_id.
import type { Tx } from "@platform/db.ts";

export interface PriorityRow {
  id: number;
  name: string;
  /** "#rrggbb", lower case. */
  colour: string;
  isActive: boolean;
  /** How many findings have it: the list shows what a change would touch. */
  findingCount: number;
}

export interface PriorityFields {
  name: string;
  colour: string;
  isActive: boolean;
}

const COLUMNS = (tx: Tx) =>
  tx`p.id, p.name, p.colour, p.is_active as "isActive",
     (select count(*)::int from findings f where f.shop_id = p.shop_id and f.priority_id = p.id) as "findingCount"`;

/** The shop's priorities in its order (most urgent first, as the shop arranges them). */
export function selectPriorities(tx: Tx, shopId: number): Promise<PriorityRow[]> {
  return tx<PriorityRow[]>`
    select ${COLUMNS(tx)} from priorities p where p.shop_id = ${shopId} order by p.sort_order, p.id`;
}

export async function selectPriority(tx: Tx, shopId: number, id: number): Promise<PriorityRow | null> {
  const [row] = await tx<PriorityRow[]>`
    select ${COLUMNS(tx)} from priorities p where p.shop_id = ${shopId} and p.id = ${id}`;
  return row ?? null;
}

/** The priority of the shop with this name, whatever its case. */
export async function selectPriorityIdByName(
  tx: Tx,
  shopId: number,
  name: string,
  exceptId: number | null = null,
): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    select id from priorities
    where shop_id = ${shopId} and lower(name) = lower(${name}) and id is distinct from ${exceptId}::int`;
  return row?.id ?? null;
}

export async function insertPriority(tx: Tx, shopId: number, fields: PriorityFields): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into priorities (shop_id, name, colour, is_active, sort_order)
    values (${shopId}, ${fields.name}, ${fields.colour}, ${fields.isActive},
            (select coalesce(max(sort_order) + 1, 1) from priorities where shop_id = ${shopId}))
    returning id`;
  return row.id;
}

export async function updatePriorityRow(tx: Tx, shopId: number, id: number, fields: PriorityFields) {
  await tx`
    update priorities set name = ${fields.name}, colour = ${fields.colour}, is_active = ${fields.isActive},
      updated_at = now()
    where shop_id = ${shopId} and id = ${id}`;
}

export async function updatePriorityActive(tx: Tx, shopId: number, id: number, isActive: boolean) {
  await tx`
    update priorities set is_active = ${isActive}, updated_at = now() where shop_id = ${shopId} and id = ${id}`;
}
