// A template's catalogue into a working shop: all of it at sign-up (step 2) and for the demo shop, or one
// inspection type at a time (seed type clone). Copies are the shop's own from the start: they remember the
// template type they came from (for the comparison pages) but never change with it.
import type { Tx } from "../../src/platform/db.ts";
import { InputError } from "../../src/platform/errors.ts";
import { findShopById } from "../shops/mod.ts";
import { type Applied, applyCatalog } from "./apply_catalog.ts";
import { exportCatalog } from "./export_catalog.ts";
import { findTemplate } from "./install_templates.ts";

/** Every active type of the template, with what they use, into the shop. */
export async function applyTemplateToShop(tx: Tx, shopId: number, key: string): Promise<Applied> {
  const template = await findTemplate(tx, key);
  if (!template) throw new InputError(`"${key}" is not one of the templates.`);
  return await copyTypes(tx, template.shopId, shopId, undefined, null);
}

/** Copies inspection types (all active ones when typeIds is undefined) from one shop's catalogue. */
export async function copyTypes(
  tx: Tx,
  fromShopId: number,
  toShopId: number,
  typeIds: number[] | undefined,
  userId: number | null,
): Promise<Applied> {
  const from = await findShopById(tx, fromShopId);
  if (!from) throw new InputError("There is no such template.");
  const document = await exportCatalog(tx, from, "", { typeIds, activeOnly: true, withSourceIds: true });
  return await applyCatalog(tx, toShopId, document, {
    typeNameClash: "rename",
    updateExisting: false,
    link: { detached: true },
    userId,
  });
}
