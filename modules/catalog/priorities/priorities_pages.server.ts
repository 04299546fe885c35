// What the priorities pages show (/{shop}/priorities, /add, /{id}/edit): every member sees them, owners and
// managers change them.
import { NotFoundError } from "@platform/errors.ts";
import { hasPermission, type ShopContext } from "@modules/shops/mod.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { type PriorityRow, selectPriorities, selectPriority } from "./priorities_queries.server.ts";

export interface PrioritiesPage {
  priorities: PriorityRow[];
  canManage: boolean;
}

export interface PriorityPage {
  priority: PriorityRow;
  canManage: boolean;
}

// Each page's gate (catalog.view; catalog.manage to add) is its server function's: shopPage.
export async function loadPriorities(shop: ShopContext): Promise<PrioritiesPage> {
  return {
    priorities: await selectPriorities(shop.sql, shop.shop.id),
    canManage: hasPermission(shop.roles, "catalog.manage"),
  };
}

export async function loadPriority(shop: ShopContext, id: number): Promise<PriorityPage> {
  const priority = await selectPriority(shop.sql, shop.shop.id, id);
  if (!priority) throw new NotFoundError(NOT_FOUND.priorities);
  return { priority, canManage: hasPermission(shop.roles, "catalog.manage") };
}
