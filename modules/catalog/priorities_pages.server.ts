// What the priorities pages show (/{shop}/priorities, /add, /{id}/edit): every member sees them, owners and
// managers change them.
import type { Sql } from "../../src/platform/db.ts";
import { NotFoundError } from "../../src/platform/errors.ts";
import type { Viewer } from "../../src/platform/viewer.ts";
import { hasPermission, requireShopAccess } from "../shops/mod.ts";
import { NOT_FOUND } from "./catalog_access.ts";
import { type PriorityRow, selectPriorities, selectPriority } from "./priorities_queries.server.ts";

export interface PrioritiesPage {
  priorities: PriorityRow[];
  canManage: boolean;
}

export interface PriorityPage {
  priority: PriorityRow;
  canManage: boolean;
}

export async function loadPriorities(
  sql: Sql,
  viewer: Viewer | null,
  shopUriName: string,
): Promise<PrioritiesPage> {
  const access = await requireShopAccess(sql, viewer, shopUriName, "catalog.view");
  return {
    priorities: await selectPriorities(sql, access.shop.id),
    canManage: hasPermission(access.roles, "catalog.manage"),
  };
}

export async function loadAddPriority(sql: Sql, viewer: Viewer | null, shopUriName: string): Promise<null> {
  await requireShopAccess(sql, viewer, shopUriName, "catalog.manage");
  return null;
}

export async function loadPriority(
  sql: Sql,
  viewer: Viewer | null,
  shopUriName: string,
  id: number,
): Promise<PriorityPage> {
  const access = await requireShopAccess(sql, viewer, shopUriName, "catalog.view");
  const priority = await selectPriority(sql, access.shop.id, id);
  if (!priority) throw new NotFoundError(NOT_FOUND.priorities);
  return { priority, canManage: hasPermission(access.roles, "catalog.manage") };
}
