// The SQL of the seed (template) pages: template types and the shop's matching types and tasks.
// Every function takes the caller's Tx and filters by shop_id.
import type { Tx } from "@platform/db.ts";
import type { InspectionTypeBasics } from "../types.ts";

export interface SeedType extends InspectionTypeBasics {
  shopId: number;
  taskCount: number;
}

/** The inspection types of shops (templates' shops here), with how many tasks each holds. */
export function selectTypesOf(
  tx: Tx,
  shopIds: number[],
  options: { includeInactive: boolean },
): Promise<SeedType[]> {
  return selectTypes(tx, { shopIds, typeId: null, templatesOnly: false, ...options });
}

/** A type of a template shop by id; null for an unknown id or a working shop's type. */
export async function selectTemplateType(tx: Tx, typeId: number): Promise<SeedType | null> {
  if (!isId(typeId)) return null;
  const [type] = await selectTypes(tx, { shopIds: null, typeId, templatesOnly: true, includeInactive: true });
  return type ?? null;
}

/** One of this shop's types by id, or null. */
export async function selectShopType(tx: Tx, shopId: number, typeId: number): Promise<SeedType | null> {
  if (!isId(typeId)) return null;
  const [type] = await selectTypes(tx, {
    shopIds: [shopId],
    typeId,
    templatesOnly: false,
    includeInactive: true,
  });
  return type ?? null;
}

function isId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31;
}

function selectTypes(
  tx: Tx,
  filter: {
    shopIds: number[] | null;
    typeId: number | null;
    templatesOnly: boolean;
    includeInactive: boolean;
  },
): Promise<SeedType[]> {
  return tx<SeedType[]>`
    select t.id, t.shop_id as "shopId", t.name, t.description, t.subject_type as "subjectType",
           t.customer_mode as "customerMode", t.is_active as "isActive", t.is_default as "isDefault",
           (select count(*)::int from inspection_type_tasks tt
            where tt.shop_id = t.shop_id and tt.inspection_type_id = t.id) as "taskCount"
    from inspection_types t join shops_directory s on s.id = t.shop_id
    where (${filter.shopIds}::int[] is null or t.shop_id = any(${filter.shopIds}::int[]))
      and (${filter.typeId}::int is null or t.id = ${filter.typeId}::int)
      and (s.kind = 'template' or not ${filter.templatesOnly})
      and (t.is_active or ${filter.includeInactive})
    order by t.sort_order, lower(t.name)`;
}

/** This shop's types that came from a template type (source_type_id) or carry its name, those first. */
export function selectMatchingShopTypes(
  tx: Tx,
  shopId: number,
  templateTypes: { id: number; name: string }[],
): Promise<{ id: number; name: string; templateTypeId: number; bySource: boolean }[]> {
  return tx<{ id: number; name: string; templateTypeId: number; bySource: boolean }[]>`
    select t.id, t.name, m.id as "templateTypeId", coalesce(t.source_type_id = m.id, false) as "bySource"
    from inspection_types t
    join unnest(${templateTypes.map((type) => type.id)}::int[], ${
    templateTypes.map((type) => type.name)
  }::text[])
      as m (id, name) on t.source_type_id = m.id or lower(t.name) = lower(m.name)
    where t.shop_id = ${shopId}
    order by coalesce(t.source_type_id = m.id, false) desc, t.is_active desc, t.sort_order, t.id`;
}

/** The lower-cased names of all this shop's tasks (the whole-template comparison matches tasks by name). */
export async function selectTaskNames(tx: Tx, shopId: number): Promise<Set<string>> {
  const rows = await tx<{ name: string }[]>`select lower(name) as name from tasks where shop_id = ${shopId}`;
  return new Set(rows.map((row) => row.name));
}
