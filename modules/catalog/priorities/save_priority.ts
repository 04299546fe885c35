// Adds or edits a priority (the priorities pages' forms), and switches one on or off (the list's toggle).
// Names are unique in a shop whatever their case; an inactive priority stays on the findings that have it
// but is not offered for new ones.
import type { Sql, Tx } from "@platform/db.ts";
import { ConflictError, NotFoundError } from "@platform/errors.ts";
import type { ShopAccess } from "@modules/shops/mod.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { readPriorityFields } from "./priority_fields.ts";
import {
  insertPriority,
  type PriorityFields,
  type PriorityRow,
  selectPriority,
  selectPriorityIdByName,
  updatePriorityActive,
  updatePriorityRow,
} from "./priorities_queries.server.ts";

type PriorityInput = Parameters<typeof readPriorityFields>[0];

async function checkName(tx: Tx, shopId: number, fields: PriorityFields, exceptId: number | null) {
  if (await selectPriorityIdByName(tx, shopId, fields.name, exceptId) !== null) {
    throw new ConflictError(`There is already a priority named "${fields.name}".`);
  }
}

export async function createPriority(sql: Sql, access: ShopAccess, input: PriorityInput): Promise<number> {
  const fields = readPriorityFields(input);
  return await sql.begin(async (tx) => {
    await checkName(tx, access.shop.id, fields, null);
    return await insertPriority(tx, access.shop.id, fields);
  });
}

export async function updatePriority(
  sql: Sql,
  access: ShopAccess,
  id: number,
  input: PriorityInput,
): Promise<void> {
  const fields = readPriorityFields(input);
  await sql.begin(async (tx) => {
    if (!await selectPriority(tx, access.shop.id, id)) throw new NotFoundError(NOT_FOUND.priorities);
    await checkName(tx, access.shop.id, fields, id);
    await updatePriorityRow(tx, access.shop.id, id, fields);
  });
}

export async function setPriorityActive(
  sql: Sql,
  access: ShopAccess,
  id: number,
  isActive: boolean,
): Promise<PriorityRow> {
  return await sql.begin(async (tx) => {
    await updatePriorityActive(tx, access.shop.id, id, isActive);
    const row = await selectPriority(tx, access.shop.id, id);
    if (!row) throw new NotFoundError(NOT_FOUND.priorities);
    return row;
  });
}
