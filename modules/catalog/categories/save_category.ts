// Adding and changing a category (/{shop}/categories/add, /{shop}/categories/{id}/edit): a name no other
// category of the shop has (whatever its case), and whether it is active. A new category goes last.
import type { Sql, Tx } from "@platform/db.ts";
import { ConflictError, InputError, NotFoundError } from "@platform/errors.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import {
  insertCategory,
  nameIsTaken,
  updateCategoryColumns,
} from "../tasks/categories_tasks_queries.server.ts";

export interface CategoryInput {
  name: string;
  isActive: boolean;
}

export function readCategoryName(raw: string | undefined): string {
  const name = (raw ?? "").trim().replace(/\s+/g, " ");
  if (name === "") throw new InputError("Name the category, such as “Brakes”.");
  if (name.length > 120) throw new InputError("A category's name is at most 120 characters.");
  return name;
}

export async function createCategory(sql: Sql, shopId: number, input: CategoryInput): Promise<number> {
  return await sql.begin(async (tx) => {
    await refuseNameClash(tx, shopId, input.name, null);
    return await insertCategory(tx, shopId, input);
  });
}

export async function updateCategory(
  sql: Sql,
  shopId: number,
  id: number,
  input: CategoryInput,
): Promise<void> {
  await sql.begin(async (tx) => {
    await refuseNameClash(tx, shopId, input.name, id);
    if (!(await updateCategoryColumns(tx, shopId, id, input))) throw new NotFoundError(NOT_FOUND.categories);
  });
}

async function refuseNameClash(tx: Tx, shopId: number, name: string, id: number | null): Promise<void> {
  if (await nameIsTaken(tx, "categories", shopId, name, id)) {
    throw new ConflictError(`This shop already has a category named "${name}".`);
  }
}
