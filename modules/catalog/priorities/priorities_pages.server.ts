// What the priorities pages show (/{shop}/priorities, /add, /{id}/edit): every member sees them, owners and
// managers change them.
import { NotFoundError } from "@platform/errors.ts";
import { hasPermission, type ShopContext } from "@modules/shops/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { catalogueWords } from "../catalogue_words.server.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { type PriorityRow, selectPriorities, selectPriority } from "./priorities_queries.server.ts";

export interface PrioritiesPage {
  priorities: PriorityRow[];
  canManage: boolean;
  /** The page's words in the shop's staff language, with the shop's wording (decision 028). */
  words: PageWords;
}

export interface PriorityPage {
  priority: PriorityRow;
  canManage: boolean;
  words: PageWords;
}

// Each page's gate (catalog.view; catalog.manage to add) is its server function's: shopPage.
export async function loadPriorities(shop: ShopContext): Promise<PrioritiesPage> {
  return {
    priorities: await selectPriorities(shop.sql, shop.shop.id),
    canManage: hasPermission(shop.roles, "catalog.manage"),
    words: await catalogueWords(shop),
  };
}

/** /add shows no row: only its words. */
export async function loadAddPriority(shop: ShopContext): Promise<{ words: PageWords }> {
  return { words: await catalogueWords(shop) };
}

export async function loadPriority(shop: ShopContext, id: number): Promise<PriorityPage> {
  const priority = await selectPriority(shop.sql, shop.shop.id, id);
  if (!priority) throw new NotFoundError(NOT_FOUND.priorities);
  return {
    priority,
    canManage: hasPermission(shop.roles, "catalog.manage"),
    words: await catalogueWords(shop),
  };
}
