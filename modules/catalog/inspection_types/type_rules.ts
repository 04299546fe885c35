// The rules every change to an inspection type checks inside its transaction: the type is the shop's, it
// is not an attached copy managed by the parent shop, its name is free, its tasks are the shop's.
import type { Tx } from "@platform/db.ts";
import { ConflictError, NotFoundError } from "@platform/errors.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import {
  countShopTasks,
  type InspectionTypeRecord,
  lockType,
  selectType,
  selectTypeIdByName,
} from "./inspection_types_queries.server.ts";

/** The locked type, or a 404 in the shop's words. */
export async function lockedType(tx: Tx, shopId: number, id: number): Promise<InspectionTypeRecord> {
  const type = (await lockType(tx, shopId, id)) ? await selectType(tx, shopId, id) : null;
  if (!type) throw new NotFoundError(NOT_FOUND.inspection_types);
  return type;
}

export function isAttachedCopy(type: InspectionTypeRecord): boolean {
  return type.sourceShop !== null && !type.isDetached;
}

/** The message every write to an attached copy gets in the tenant shop (409). */
export function managedMessage(sourceShop: string): string {
  return `Managed by ${sourceShop}. Detach it to change it.`;
}

export function refuseAttachedCopy(type: InspectionTypeRecord): void {
  if (isAttachedCopy(type)) throw new ConflictError(managedMessage(type.sourceShop!));
}

export async function refuseNameClash(tx: Tx, shopId: number, name: string, exceptId: number | null) {
  if ((await selectTypeIdByName(tx, shopId, name, exceptId)) !== null) {
    throw new ConflictError(`This shop already has an inspection type named "${name}".`);
  }
}

export async function refuseForeignTasks(tx: Tx, shopId: number, taskIds: number[]): Promise<void> {
  if ((await countShopTasks(tx, shopId, taskIds)) !== taskIds.length) {
    throw new NotFoundError(NOT_FOUND.tasks);
  }
}
