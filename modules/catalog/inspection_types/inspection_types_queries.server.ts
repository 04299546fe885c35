// The SQL of the inspection type pages, their calls and shop-group publishing. Every function takes the
// caller's Tx and filters by shop_id.
import type { Tx } from "@platform/db.ts";
import type { InspectionTypeBasics, InspectionTypeFields } from "../types.ts";

export interface InspectionTypeRecord extends InspectionTypeBasics {
  isDetached: boolean;
  publishedAt: Date | null;
  /** The parent shop's name when this is a copy of one of its types (attached or detached); else null. */
  sourceShop: string | null;
  taskIds: number[];
}

export interface TypeListRow extends InspectionTypeBasics {
  isDetached: boolean;
  sourceShop: string | null;
  taskCount: number;
  /** The categories of the type's tasks, in the shop's category order. */
  categories: { name: string; taskCount: number }[];
}

/** The name of the shop a type was published from, when that shop is still this shop's parent. Copies of
 * template types (sign-up, seed type clone) also remember their source, but belong to no group. */
const sourceShopOf = (tx: Tx) =>
  tx`(select p.name from inspection_types s
      join shops_directory me on me.id = t.shop_id
      join shops_directory p on p.id = s.shop_id and p.id = me.parent_shop_id
      where s.id = t.source_type_id)`;

export function selectTypeList(tx: Tx, shopId: number, includeInactive: boolean): Promise<TypeListRow[]> {
  return tx<TypeListRow[]>`
    select t.id, t.name, t.description, t.subject_type as "subjectType", t.customer_mode as "customerMode",
           t.is_active as "isActive", t.is_default as "isDefault", t.is_detached as "isDetached",
           ${sourceShopOf(tx)} as "sourceShop",
           (select count(*)::int from inspection_type_tasks tt
            where tt.shop_id = t.shop_id and tt.inspection_type_id = t.id) as "taskCount",
           coalesce((
             select json_agg(json_build_object('name', g.name, 'taskCount', g.n) order by g.sort_order, g.id)
             from (select c.id, c.name, c.sort_order, count(*)::int as n
                   from inspection_type_tasks tt
                   join tasks k on k.shop_id = tt.shop_id and k.id = tt.task_id
                   join categories c on c.shop_id = k.shop_id and c.id = k.category_id
                   where tt.shop_id = t.shop_id and tt.inspection_type_id = t.id
                   group by c.id) g
           ), '[]'::json) as categories
    from inspection_types t
    where t.shop_id = ${shopId} and (t.is_active or ${includeInactive})
    order by t.sort_order, lower(t.name), t.id`;
}

export async function selectType(tx: Tx, shopId: number, id: number): Promise<InspectionTypeRecord | null> {
  const [row] = await tx<InspectionTypeRecord[]>`
    select t.id, t.name, t.description, t.subject_type as "subjectType", t.customer_mode as "customerMode",
           t.is_active as "isActive", t.is_default as "isDefault", t.is_detached as "isDetached",
           t.published_at as "publishedAt", ${sourceShopOf(tx)} as "sourceShop",
           coalesce((select array_agg(tt.task_id order by tt.task_id) from inspection_type_tasks tt
                     where tt.shop_id = t.shop_id and tt.inspection_type_id = t.id), '{}') as "taskIds"
    from inspection_types t
    where t.shop_id = ${shopId} and t.id = ${id}`;
  return row ?? null;
}

/** Locks the type's row for the rest of the transaction, so two saves of one type run one after another. */
export async function lockType(tx: Tx, shopId: number, id: number): Promise<boolean> {
  const rows = await tx`select id from inspection_types where shop_id = ${shopId} and id = ${id} for update`;
  return rows.length === 1;
}

/** Another type of the shop with this name (whatever its case), if any. */
export async function selectTypeIdByName(
  tx: Tx,
  shopId: number,
  name: string,
  exceptId: number | null,
): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    select id from inspection_types
    where shop_id = ${shopId} and lower(name) = lower(${name}) and id is distinct from ${exceptId}`;
  return row?.id ?? null;
}

export async function insertType(tx: Tx, shopId: number, fields: InspectionTypeFields): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into inspection_types (shop_id, name, description, subject_type, customer_mode, sort_order)
    values (${shopId}, ${fields.name}, ${fields.description}, ${fields.subjectType}, ${fields.customerMode},
            (select coalesce(max(sort_order) + 1, 0) from inspection_types where shop_id = ${shopId}))
    returning id`;
  return row.id;
}

export async function updateType(
  tx: Tx,
  shopId: number,
  id: number,
  fields: InspectionTypeFields,
): Promise<void> {
  await tx`
    update inspection_types set name = ${fields.name}, description = ${fields.description},
           subject_type = ${fields.subjectType}, customer_mode = ${fields.customerMode},
           version = version + 1, updated_at = now()
    where shop_id = ${shopId} and id = ${id}`;
}

/** The type holds exactly these tasks afterwards. */
export async function replaceTypeTasks(
  tx: Tx,
  shopId: number,
  typeId: number,
  taskIds: number[],
): Promise<void> {
  await tx`delete from inspection_type_tasks where shop_id = ${shopId} and inspection_type_id = ${typeId}
           and not (task_id = any(${taskIds}::int[]))`;
  if (taskIds.length === 0) return;
  await tx`insert into inspection_type_tasks ${
    tx(taskIds.map((taskId) => ({ shop_id: shopId, inspection_type_id: typeId, task_id: taskId })))
  } on conflict do nothing`;
}

/** How many of these ids are tasks of the shop. */
export async function countShopTasks(tx: Tx, shopId: number, taskIds: number[]): Promise<number> {
  const [row] = await tx<{ count: number }[]>`
    select count(*)::int as count from tasks where shop_id = ${shopId} and id = any(${taskIds}::int[])`;
  return row.count;
}

export async function updateTypeActive(tx: Tx, shopId: number, id: number, isActive: boolean): Promise<void> {
  await tx`update inspection_types set is_active = ${isActive}, version = version + 1, updated_at = now()
           where shop_id = ${shopId} and id = ${id} and is_active <> ${isActive}`;
}

/** Which type a new inspection gets is the shop's arrangement, not the type's content: updated_at stays.
 * Two statements: the one-default index is checked row by row, so one update swapping the flag between
 * two rows can meet two defaults halfway. */
export async function updateDefaultType(tx: Tx, shopId: number, id: number): Promise<void> {
  await tx`update inspection_types set is_default = false where shop_id = ${shopId} and is_default and id <> ${id}`;
  await tx`update inspection_types set is_default = true where shop_id = ${shopId} and id = ${id}`;
}

export async function updateTypeDetached(tx: Tx, shopId: number, id: number): Promise<void> {
  await tx`update inspection_types set is_detached = true, version = version + 1, updated_at = now()
           where shop_id = ${shopId} and id = ${id}`;
}

export interface TaskChoiceCategory {
  id: number;
  name: string;
  isActive: boolean;
  tasks: { id: number; name: string; isActive: boolean }[];
}

/** Every category of the shop with its tasks, in the shop's order (the type form's task selection). */
export async function selectTaskChoices(tx: Tx, shopId: number): Promise<TaskChoiceCategory[]> {
  const rows = await tx<
    {
      categoryId: number;
      categoryName: string;
      categoryActive: boolean;
      id: number | null;
      name: string;
      isActive: boolean;
    }[]
  >`
    select c.id as "categoryId", c.name as "categoryName", c.is_active as "categoryActive",
           k.id, k.name, k.is_active as "isActive"
    from categories c
    left join tasks k on k.shop_id = c.shop_id and k.category_id = c.id
    where c.shop_id = ${shopId}
    order by c.sort_order, c.id, k.sort_order, k.id`;
  const categories: TaskChoiceCategory[] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, isActive: row.categoryActive, tasks: [] };
      categories.push(category);
    }
    if (row.id !== null) category.tasks.push({ id: row.id, name: row.name, isActive: row.isActive });
  }
  return categories;
}

/** Every type of the shop (active ones unless includeInactive) with the ids of the tasks it holds. */
export function selectTypeTaskSets(
  tx: Tx,
  shopId: number,
  includeInactive: boolean,
): Promise<{ id: number; name: string; isActive: boolean; isDefault: boolean; taskIds: number[] }[]> {
  return tx`
    select t.id, t.name, t.is_active as "isActive", t.is_default as "isDefault",
           coalesce((select array_agg(tt.task_id) from inspection_type_tasks tt
                     where tt.shop_id = t.shop_id and tt.inspection_type_id = t.id), '{}') as "taskIds"
    from inspection_types t
    where t.shop_id = ${shopId} and (t.is_active or ${includeInactive})
    order by t.sort_order, lower(t.name), t.id`;
}

export interface TenantCopyRow {
  shopId: number;
  shopName: string;
  copyId: number | null;
  isDetached: boolean;
  /** The parent's type (its own fields, its tasks and their findings) changed after this copy's publish. */
  changed: boolean;
}

/** Each tenant of the parent shop with its copy of the parent's type, if it has one. */
export function selectTenantCopies(tx: Tx, parentShopId: number, typeId: number): Promise<TenantCopyRow[]> {
  return tx<TenantCopyRow[]>`
    with changed as (
      select greatest(
        t.updated_at,
        (select max(greatest(k.updated_at, c.updated_at)) from inspection_type_tasks tt
         join tasks k on k.shop_id = tt.shop_id and k.id = tt.task_id
         join categories c on c.shop_id = k.shop_id and c.id = k.category_id
         where tt.shop_id = t.shop_id and tt.inspection_type_id = t.id),
        (select max(f.updated_at) from inspection_type_tasks tt
         join findings f on f.shop_id = tt.shop_id and f.task_id = tt.task_id
         where tt.shop_id = t.shop_id and tt.inspection_type_id = t.id)
      ) as at
      from inspection_types t where t.shop_id = ${parentShopId} and t.id = ${typeId}
    )
    select s.id as "shopId", s.name as "shopName", copy.id as "copyId",
           coalesce(copy.is_detached, false) as "isDetached",
           coalesce(copy.published_at is null or (select at from changed) > copy.published_at, false) as changed
    from shops_directory s
    left join inspection_types copy on copy.shop_id = s.id and copy.source_type_id = ${typeId}
    where s.parent_shop_id = ${parentShopId} and s.kind = 'shop'
    order by lower(s.name), s.id`;
}

/** The tenant's type of this name that is not the given copy: a name a publish must not take over. */
export async function selectOwnTypeNamed(
  tx: Tx,
  shopId: number,
  name: string,
  sourceTypeId: number,
): Promise<boolean> {
  const rows = await tx`
    select id from inspection_types where shop_id = ${shopId} and lower(name) = lower(${name})
    and source_type_id is distinct from ${sourceTypeId}`;
  return rows.length > 0;
}

export async function updatePublishedAt(tx: Tx, shopId: number, ids: number[]): Promise<void> {
  await tx`update inspection_types set published_at = now() where shop_id = ${shopId} and id = any(${ids}::int[])`;
}
