// Shop-type templates live in template shops (shops of kind 'template', address "_" + key), so previews,
// comparisons and copies work on them like on any shop. Installing one puts its document's catalogue in its
// template shop; replacing one empties that shop's catalogue first (no inspection ever uses a template's).
import type { Sql, Tx } from "../../src/platform/db.ts";
import { InputError } from "../../src/platform/errors.ts";
import { createShop, findShopById, renameShop } from "../shops/mod.ts";
import { addTranslations, type Applied, applyCatalog } from "./apply_catalog.ts";
import { type CatalogDocument, readCatalogDocument } from "./catalog_document.ts";
import { exportCatalog } from "./export_catalog.ts";
import { BUILT_IN_TEMPLATES } from "./templates/built_in.ts";

export interface TemplateSummary {
  shopId: number;
  key: string;
  name: string;
  description: string;
  origin: "built-in" | "imported";
  typeCount: number;
  taskCount: number;
  findingCount: number;
}

export function listTemplates(tx: Tx): Promise<TemplateSummary[]> {
  return tx<TemplateSummary[]>`
    select t.shop_id as "shopId", t.key, s.name, t.description, t.origin,
           (select count(*)::int from inspection_types where shop_id = t.shop_id) as "typeCount",
           (select count(*)::int from tasks where shop_id = t.shop_id) as "taskCount",
           (select count(*)::int from findings where shop_id = t.shop_id) as "findingCount"
    from catalog_templates t join shops_directory s on s.id = t.shop_id
    order by t.sort_order, s.name`;
}

export async function findTemplate(tx: Tx, key: string): Promise<TemplateSummary | null> {
  return (await listTemplates(tx)).find((template) => template.key === key) ?? null;
}

/** Installs a template from its document; an existing key is refused unless replace is set. */
export async function installTemplate(
  tx: Tx,
  json: unknown,
  options: { replace: boolean; origin: "built-in" | "imported" },
): Promise<{ shopId: number; created: Applied["created"]; replaced: boolean }> {
  const document = readCatalogDocument(json);
  const existing = await findTemplate(tx, document.key);
  if (existing && !options.replace) {
    throw new InputError(`A template "${document.key}" exists already; use --replace to replace it.`);
  }
  let shopId: number;
  if (existing) {
    shopId = existing.shopId;
    await emptyCatalog(tx, shopId);
    await renameShop(tx, shopId, document.name);
    await tx`update catalog_templates set description = ${document.description}, origin = ${options.origin},
             imported_at = now() where shop_id = ${shopId}`;
  } else {
    const shop = await createShop(tx, { uriName: document.key, name: document.name, kind: "template" });
    shopId = shop.id;
    await tx`insert into catalog_templates (shop_id, key, description, origin, sort_order)
             values (${shopId}, ${document.key}, ${document.description}, ${options.origin},
                     (select coalesce(max(sort_order) + 1, 0) from catalog_templates))`;
  }
  const applied = await applyCatalog(tx, shopId, document, {
    typeNameClash: "refuse",
    updateExisting: false,
  });
  return { shopId, created: applied.created, replaced: existing !== null };
}

async function emptyCatalog(tx: Tx, shopId: number): Promise<void> {
  await tx`delete from inspection_types where shop_id = ${shopId}`;
  await tx`delete from findings where shop_id = ${shopId}`;
  await tx`delete from tasks where shop_id = ${shopId}`;
  await tx`delete from categories where shop_id = ${shopId}`;
  await tx`delete from priorities where shop_id = ${shopId}`;
}

/**
 * Installs the built-in templates a database does not have yet (at start, and by db:migrate), and gives one
 * it has the translations its file ships for the texts it still says (a template installed before they
 * shipped, issue 32); a translation already there stays.
 */
export async function installBuiltInTemplates(sql: Sql): Promise<string[]> {
  const installed: string[] = [];
  for (const json of BUILT_IN_TEMPLATES) {
    const key = (json as { key: string }).key;
    await sql.begin(async (tx) => {
      // One installer at a time (web and worker starting together on one server).
      await tx`select pg_advisory_xact_lock(7401992005)`;
      const existing = await findTemplate(tx, key);
      if (existing) {
        const shop = (await findShopById(tx, existing.shopId))!;
        const current = await exportCatalog(tx, shop, existing.description);
        await addTranslations(tx, shop.id, {
          ...current,
          translations: readCatalogDocument(json).translations,
        });
        return;
      }
      await installTemplate(tx, json, { replace: false, origin: "built-in" });
      installed.push(key);
    });
  }
  return installed;
}

/** A template's catalogue as its document (templates:export). */
export async function exportTemplate(tx: Tx, key: string): Promise<CatalogDocument> {
  const template = await findTemplate(tx, key);
  if (!template) throw new InputError(`There is no template "${key}". templates:list shows them.`);
  const shop = (await findShopById(tx, template.shopId))!;
  return { ...await exportCatalog(tx, shop, template.description), key: template.key };
}
