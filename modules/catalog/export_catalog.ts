// A shop's catalogue (or some of its inspection types with what they need) as a catalogue document: for
// templates:export, and as the first half of every copy between shops (apply_catalog.ts is the second).
import type { Tx } from "../../src/platform/db.ts";
import { CATALOG_FORMAT, type CatalogDocument } from "./catalog_document.ts";
import { storedValueColumns, type StoredValues, taskValuesOf } from "./tasks/stored_values.ts";

export interface ExportOptions {
  /** Only these inspection types, with the categories, tasks, findings and priorities they use. */
  typeIds?: number[];
  /** Leave out what is inactive or archived (a copy to another shop); an export keeps everything. */
  activeOnly?: boolean;
  /** Each thing's id in this shop, so the shop applying the document can link its copies (publishing). */
  withSourceIds?: boolean;
}

export async function exportCatalog(
  tx: Tx,
  shop: { id: number; uriName: string; name: string },
  description: string,
  options: ExportOptions = {},
): Promise<CatalogDocument> {
  const shopId = shop.id;
  const activeOnly = options.activeOnly === true;
  const source = (id: number) => (options.withSourceIds ? id : undefined);
  const types = await tx<
    {
      id: number;
      name: string;
      description: string;
      subjectType: "general" | "vehicle" | "appliance";
      customerMode: "none" | "required" | "optional";
      isActive: boolean;
      isDefault: boolean;
      tasks: string[];
    }[]
  >`
    select t.id, t.name, t.description, t.subject_type as "subjectType", t.customer_mode as "customerMode",
           t.is_active as "isActive", t.is_default as "isDefault",
           coalesce(array_agg(k.name order by c.sort_order, c.id, k.sort_order, k.id)
                    filter (where k.id is not null), '{}') as tasks
    from inspection_types t
    left join inspection_type_tasks tt on tt.shop_id = t.shop_id and tt.inspection_type_id = t.id
    left join tasks k on k.shop_id = tt.shop_id and k.id = tt.task_id and (k.is_active or not ${activeOnly})
    left join categories c on c.shop_id = k.shop_id and c.id = k.category_id
    where t.shop_id = ${shopId}
      and (${options.typeIds ?? null}::int[] is null or t.id = any(${options.typeIds ?? null}::int[]))
      and (t.is_active or not ${activeOnly})
    group by t.id
    order by t.sort_order, lower(t.name)`;
  const wanted = options.typeIds
    ? new Set(types.flatMap((type) => type.tasks.map((n) => n.toLowerCase())))
    : null;

  const tasks = (await tx<
    (StoredValues & {
      id: number;
      categoryId: number;
      name: string;
      isActive: boolean;
      taskType: CatalogDocument["categories"][number]["tasks"][number]["taskType"];
      conclusionMode: CatalogDocument["categories"][number]["tasks"][number]["conclusionMode"];
      mediaMode: CatalogDocument["categories"][number]["tasks"][number]["mediaMode"];
      notesMode: CatalogDocument["categories"][number]["tasks"][number]["notesMode"];
      valueMode: CatalogDocument["categories"][number]["tasks"][number]["valueMode"];
      yellowFinding: string | null;
      redFinding: string | null;
      notifyMode: CatalogDocument["categories"][number]["tasks"][number]["notifyMode"];
      defaultPriority: string | null;
      priceMin: string | null;
      priceMax: string | null;
      instructions: string;
    })[]
  >`
    select k.id, k.category_id as "categoryId", k.name, k.is_active as "isActive", k.task_type as "taskType",
           k.conclusion_mode as "conclusionMode", k.media_mode as "mediaMode", k.notes_mode as "notesMode",
           k.value_mode as "valueMode", ${tx.unsafe(storedValueColumns("k"))},
           (select text from findings where shop_id = k.shop_id and id = k.yellow_finding_id) as "yellowFinding",
           (select text from findings where shop_id = k.shop_id and id = k.red_finding_id) as "redFinding",
           k.notify_mode as "notifyMode", p.name as "defaultPriority", k.price_min::text as "priceMin",
           k.price_max::text as "priceMax", k.instructions
    from tasks k
    left join priorities p on p.shop_id = k.shop_id and p.id = k.default_priority_id
    where k.shop_id = ${shopId} and (k.is_active or not ${activeOnly})
    order by k.sort_order, k.id`).filter((task) => !wanted || wanted.has(task.name.toLowerCase()));
  const taskIds = tasks.map((task) => task.id);

  const findings = await tx<
    {
      id: number;
      taskId: number;
      text: string;
      explanation: string;
      recommendation: string;
      priority: string | null;
      status: CatalogDocument["categories"][number]["tasks"][number]["findings"][number]["status"];
    }[]
  >`
    select f.id, f.task_id as "taskId", f.text, f.explanation, f.recommendation, p.name as priority, f.status
    from findings f
    left join priorities p on p.shop_id = f.shop_id and p.id = f.priority_id
    where f.shop_id = ${shopId} and f.task_id = any(${taskIds}::int[])
      and (f.status <> 'archived' or not ${activeOnly})
    order by f.sort_order, f.id`;
  const findingsOf = Map.groupBy(findings, (finding) => finding.taskId);
  const tasksOf = Map.groupBy(tasks, (task) => task.categoryId);

  const categories = await tx<{ id: number; name: string; isActive: boolean }[]>`
    select id, name, is_active as "isActive" from categories
    where shop_id = ${shopId} and (is_active or not ${activeOnly})
    order by sort_order, id`;

  const used = new Set<string>();
  for (const task of tasks) {
    if (task.defaultPriority) used.add(task.defaultPriority);
    for (const finding of findingsOf.get(task.id) ?? []) if (finding.priority) used.add(finding.priority);
  }
  const priorities = (await tx<{ name: string; colour: string; isActive: boolean }[]>`
    select name, colour, is_active as "isActive" from priorities where shop_id = ${shopId}
    order by sort_order, id`).filter((priority) => !options.typeIds || used.has(priority.name));

  const document: Omit<CatalogDocument, "translations"> = {
    format: CATALOG_FORMAT,
    key: shop.uriName.replace(/^_/, ""),
    name: shop.name,
    description,
    priorities,
    categories: categories
      .filter((category) => !options.typeIds || tasksOf.has(category.id))
      .map((category) => ({
        name: category.name,
        isActive: category.isActive,
        sourceId: source(category.id),
        tasks: (tasksOf.get(category.id) ?? []).map((task) => ({
          name: task.name,
          isActive: task.isActive,
          taskType: task.taskType,
          conclusionMode: task.conclusionMode,
          mediaMode: task.mediaMode,
          notesMode: task.notesMode,
          valueMode: task.valueMode,
          values: taskValuesOf(task),
          yellowFinding: task.yellowFinding ?? undefined,
          redFinding: task.redFinding ?? undefined,
          notifyMode: task.notifyMode,
          defaultPriority: task.defaultPriority ?? undefined,
          priceMin: task.priceMin === null ? null : Number(task.priceMin),
          priceMax: task.priceMax === null ? null : Number(task.priceMax),
          instructions: task.instructions,
          sourceId: source(task.id),
          findings: (findingsOf.get(task.id) ?? []).map((finding) => ({
            text: finding.text,
            explanation: finding.explanation,
            recommendation: finding.recommendation,
            priority: finding.priority ?? undefined,
            status: finding.status,
            sourceId: source(finding.id),
          })),
        })),
      })),
    inspectionTypes: types.map((type) => ({
      name: type.name,
      description: type.description,
      subjectType: type.subjectType,
      customerMode: type.customerMode,
      isActive: type.isActive,
      isDefault: type.isDefault,
      tasks: type.tasks,
      sourceId: source(type.id),
    })),
  };
  return { ...document, translations: await translationsOf(tx, shopId, document) };
}

/** The shop's translations of the texts a document says, by culture (decision 028). */
async function translationsOf(
  tx: Tx,
  shopId: number,
  document: Omit<CatalogDocument, "translations">,
): Promise<CatalogDocument["translations"]> {
  const texts = [...new Set(documentTexts(document))];
  const rows = await tx<{ culture: string; source: string; translation: string }[]>`
    select culture, source, translation from catalog_translations
    where shop_id = ${shopId} and source = any(${texts}::text[])
    order by culture, source`;
  const translations: CatalogDocument["translations"] = {};
  for (const row of rows) (translations[row.culture] ??= {})[row.source] = row.translation;
  return translations;
}

/** The customer-facing texts of a document: what the customer report translates. */
export function documentTexts(document: Pick<CatalogDocument, "categories">): string[] {
  return document.categories.flatMap((category) => [
    category.name,
    ...category.tasks.flatMap((task) => [
      task.name,
      ...task.findings.flatMap((finding) => [finding.text, finding.explanation, finding.recommendation]),
    ]),
  ]).filter((text) => text !== "");
}
