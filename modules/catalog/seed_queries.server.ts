// The SQL of the seed (template) pages: template types, catalogue outlines and the shop's matching things.
// Every function takes the caller's Tx and filters by shop_id.
import type { Tx } from "../../src/platform/db.ts";
import type {
  ConclusionMode,
  CustomerMode,
  FindingStatus,
  MediaMode,
  NotesMode,
  NotifyMode,
  SubjectType,
  TaskType,
  TaskValue,
  ValueInputType,
  ValueMode,
} from "./types.ts";

export interface SeedType {
  id: number;
  shopId: number;
  name: string;
  description: string;
  subjectType: SubjectType;
  customerMode: CustomerMode;
  isActive: boolean;
  isDefault: boolean;
  taskCount: number;
}

export interface PriorityChip {
  name: string;
  colour: string;
}

export interface OutlineFinding {
  id: number;
  text: string;
  explanation: string;
  recommendation: string;
  priority: PriorityChip | null;
  status: FindingStatus;
}

export interface OutlineTask {
  id: number;
  name: string;
  isActive: boolean;
  taskType: TaskType;
  conclusionMode: ConclusionMode;
  mediaMode: MediaMode;
  notesMode: NotesMode;
  valueMode: ValueMode;
  values: TaskValue[];
  notifyMode: NotifyMode;
  defaultPriority: PriorityChip | null;
  priceMin: number | null;
  priceMax: number | null;
  instructions: string;
  findings: OutlineFinding[];
}

export interface OutlineCategory {
  id: number;
  name: string;
  isActive: boolean;
  tasks: OutlineTask[];
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
    from inspection_types t join shops s on s.id = t.shop_id
    where (${filter.shopIds}::int[] is null or t.shop_id = any(${filter.shopIds}::int[]))
      and (${filter.typeId}::int is null or t.id = ${filter.typeId}::int)
      and (s.kind = 'template' or not ${filter.templatesOnly})
      and (t.is_active or ${filter.includeInactive})
    order by t.sort_order, lower(t.name)`;
}

/**
 * A shop's categories, tasks and findings in checklist order: all of them, or those of one inspection type.
 * Inactive tasks and archived findings are left out unless asked for.
 */
export async function selectOutline(
  tx: Tx,
  shopId: number,
  options: { typeId?: number; includeInactive: boolean },
): Promise<OutlineCategory[]> {
  const typeId = options.typeId ?? null;
  const rows = await tx<
    (Omit<OutlineTask, "values" | "findings" | "priceMin" | "priceMax"> & {
      categoryId: number;
      categoryName: string;
      categoryActive: boolean;
      valueLabels: string[];
      valueInputTypes: ValueInputType[];
      priceMin: string | null;
      priceMax: string | null;
    })[]
  >`
    select k.id, k.name, k.is_active as "isActive", k.task_type as "taskType",
           k.conclusion_mode as "conclusionMode", k.media_mode as "mediaMode", k.notes_mode as "notesMode",
           k.value_mode as "valueMode", k.value_labels as "valueLabels", k.value_input_types as "valueInputTypes",
           k.notify_mode as "notifyMode", k.price_min::text as "priceMin", k.price_max::text as "priceMax",
           k.instructions,
           case when p.id is null then null else json_build_object('name', p.name, 'colour', p.colour) end
             as "defaultPriority",
           c.id as "categoryId", c.name as "categoryName", c.is_active as "categoryActive"
    from tasks k
    join categories c on c.shop_id = k.shop_id and c.id = k.category_id
    left join priorities p on p.shop_id = k.shop_id and p.id = k.default_priority_id
    where k.shop_id = ${shopId} and (k.is_active or ${options.includeInactive})
      and (${typeId}::int is null or exists (
        select 1 from inspection_type_tasks tt
        where tt.shop_id = k.shop_id and tt.inspection_type_id = ${typeId}::int and tt.task_id = k.id))
    order by c.sort_order, c.id, k.sort_order, k.id`;
  const findings = await tx<(OutlineFinding & { taskId: number })[]>`
    select f.id, f.task_id as "taskId", f.text, f.explanation, f.recommendation, f.status,
           case when p.id is null then null else json_build_object('name', p.name, 'colour', p.colour) end
             as priority
    from findings f
    left join priorities p on p.shop_id = f.shop_id and p.id = f.priority_id
    where f.shop_id = ${shopId} and f.task_id = any(${rows.map((row) => row.id)}::int[])
      and (f.status <> 'archived' or ${options.includeInactive})
    order by f.sort_order, f.id`;
  const findingsOf = Map.groupBy(findings, (finding) => finding.taskId);
  const categories: OutlineCategory[] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, isActive: row.categoryActive, tasks: [] };
      categories.push(category);
    }
    const { categoryId: _c, categoryName: _n, categoryActive: _a, valueLabels, valueInputTypes, ...task } =
      row;
    category.tasks.push({
      ...task,
      values: valueLabels.map((label, index) => ({ label, inputType: valueInputTypes[index] })),
      priceMin: row.priceMin === null ? null : Number(row.priceMin),
      priceMax: row.priceMax === null ? null : Number(row.priceMax),
      findings: (findingsOf.get(row.id) ?? []).map(({ taskId: _t, ...finding }) => finding),
    });
  }
  return categories;
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
