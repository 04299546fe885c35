// Puts a catalogue document into a shop: sign-up (a template into an empty shop), seed type clone (one
// template type into a working shop), templates:import (into a template shop) and publishing to tenant
// shops. Things are matched by name (and, when linked, by the id they had in the shop they came from), so
// applying twice adds nothing twice. Runs inside the caller's transaction: all or nothing.
import type { Tx } from "../../src/platform/db.ts";
import { ConflictError, InputError } from "../../src/platform/errors.ts";
import type { CatalogDocument } from "./catalog_document.ts";
import { taskConfigurationProblems } from "./tasks/task_rules.ts";
import { storedValuesOf } from "./tasks/stored_values.ts";
import { documentTexts } from "./export_catalog.ts";
import { sayIn } from "@modules/text/ui.ts";

/** A document's refusal is read by whoever imports or publishes it, in the shipped en-US words. */
const say = sayIn(null);

export interface ApplyOptions {
  /** What a type whose name the shop already uses becomes: refused, given a free name, or replaced. */
  typeNameClash: "refuse" | "rename" | "replace";
  /** Matched categories, tasks, findings and priorities take the document's settings (publishing). */
  updateExisting: boolean;
  /** Keep where each thing came from (source ids); attached copies follow later publishes. */
  link?: { detached: boolean };
  /** The user the new findings are recorded as created by. */
  userId?: number | null;
}

export interface Applied {
  /** The shop's ids of the document's inspection types, in the document's order. */
  typeIds: number[];
  created: { categories: number; tasks: number; findings: number; types: number };
}

export async function applyCatalog(
  tx: Tx,
  shopId: number,
  document: CatalogDocument,
  options: ApplyOptions,
): Promise<Applied> {
  const created = { categories: 0, tasks: 0, findings: 0, types: 0 };
  const priorityIds = new Map<string, number>();
  for (const [index, priority] of document.priorities.entries()) {
    const [row] = await tx<{ id: number; inserted: boolean }[]>`
      insert into priorities (shop_id, name, colour, is_active, sort_order)
      values (${shopId}, ${priority.name}, ${priority.colour}, ${priority.isActive},
              ${index} + (select coalesce(max(sort_order) + 1, 0) from priorities where shop_id = ${shopId}))
      on conflict (shop_id, lower(name)) do update
        set colour = case when ${options.updateExisting} then excluded.colour else priorities.colour end
      returning id, (xmax = 0) as inserted`;
    priorityIds.set(priority.name.toLowerCase(), row.id);
  }
  const priorityId = (
    name: string | undefined,
  ) => (name ? priorityIds.get(name.toLowerCase()) ?? null : null);

  const taskIds = new Map<string, number>();
  const [{ nextCategory }] = await tx<{ nextCategory: number }[]>`
    select coalesce(max(sort_order) + 1, 0) as "nextCategory" from categories where shop_id = ${shopId}`;
  for (const [categoryIndex, category] of document.categories.entries()) {
    const sourceId = options.link ? category.sourceId ?? null : null;
    const [row] = await tx<{ id: number; inserted: boolean }[]>`
      insert into categories (shop_id, name, sort_order, is_active, source_category_id)
      values (${shopId}, ${category.name}, ${nextCategory + categoryIndex}, ${category.isActive}, ${sourceId})
      on conflict (shop_id, lower(name)) do update set is_active = case when ${options.updateExisting}
        then excluded.is_active else categories.is_active end
      returning id, (xmax = 0) as inserted`;
    if (row.inserted) created.categories++;
    for (const task of category.tasks) {
      const problems = taskConfigurationProblems({
        ...task,
        priceMin: task.priceMin,
        priceMax: task.priceMax,
      }, say);
      if (problems.length > 0) throw new InputError(`The task "${task.name}": ${problems.join(" ")}`);
      const id = await upsertTask(tx, shopId, row.id, task, priorityId(task.defaultPriority), options);
      if (id.inserted) created.tasks++;
      taskIds.set(task.name.toLowerCase(), id.id);
      for (const [findingIndex, finding] of task.findings.entries()) {
        const [inserted] = await tx<{ inserted: boolean }[]>`
          insert into findings (shop_id, task_id, text, status, explanation, recommendation, priority_id,
                                sort_order, created_by_user_id, source_finding_id)
          values (${shopId}, ${id.id}, ${finding.text}, ${finding.status}, ${finding.explanation},
                  ${finding.recommendation}, ${priorityId(finding.priority)},
                  ${findingIndex} + (select coalesce(max(sort_order) + 1, 0) from findings where task_id = ${id.id}),
                  ${options.userId ?? null}, ${options.link ? finding.sourceId ?? null : null})
          on conflict (task_id, lower(text)) do update set
            explanation = case when ${options.updateExisting} then excluded.explanation else findings.explanation end,
            recommendation = case when ${options.updateExisting}
              then excluded.recommendation else findings.recommendation end,
            priority_id = case when ${options.updateExisting} then excluded.priority_id else findings.priority_id end,
            updated_at = now()
          returning (xmax = 0) as inserted`;
        if (inserted.inserted) created.findings++;
      }
      if (task.yellowFinding || task.redFinding) {
        await linkSuggestedFindings(tx, shopId, id.id, task, options);
      }
    }
  }

  const typeIds: number[] = [];
  for (const [typeIndex, type] of document.inspectionTypes.entries()) {
    const typeId = await placeType(tx, shopId, type, typeIndex, options);
    if (typeId.inserted) created.types++;
    const ids = type.tasks.map((name) => taskIds.get(name.toLowerCase())!);
    await tx`delete from inspection_type_tasks where shop_id = ${shopId} and inspection_type_id = ${typeId.id}
             and not (task_id = any(${ids}::int[]))`;
    if (ids.length > 0) {
      await tx`insert into inspection_type_tasks ${
        tx(ids.map((taskId) => ({ shop_id: shopId, inspection_type_id: typeId.id, task_id: taskId })))
      } on conflict do nothing`;
    }
    // The document's default becomes the shop's only when the shop has none: a clone or a publish never
    // changes which type a shop's new inspections get.
    if (type.isDefault) {
      await tx`update inspection_types set is_default = true where shop_id = ${shopId} and id = ${typeId.id}
               and not exists (select 1 from inspection_types where shop_id = ${shopId} and is_default)`;
    }
    typeIds.push(typeId.id);
  }
  await addTranslations(tx, shopId, document);
  return { typeIds, created };
}

async function upsertTask(
  tx: Tx,
  shopId: number,
  categoryId: number,
  task: CatalogDocument["categories"][number]["tasks"][number],
  defaultPriorityId: number | null,
  options: ApplyOptions,
): Promise<{ id: number; inserted: boolean }> {
  const sourceId = options.link ? task.sourceId ?? null : null;
  const stored = storedValuesOf(task.values);
  const fields = {
    category_id: categoryId,
    name: task.name,
    is_active: task.isActive,
    task_type: task.taskType,
    conclusion_mode: task.conclusionMode,
    media_mode: task.mediaMode,
    notes_mode: task.notesMode,
    value_mode: task.valueMode,
    ...stored,
    value_grades: tx.json(stored.value_grades as never),
    notify_mode: task.notifyMode,
    default_priority_id: defaultPriorityId,
    price_min: task.priceMin,
    price_max: task.priceMax,
    instructions: task.instructions,
  };
  // A published task the tenant already has (perhaps under an old name) is found by where it came from.
  const [linked] = sourceId === null ? [] : await tx<{ id: number }[]>`
    select id from tasks where shop_id = ${shopId} and source_task_id = ${sourceId}`;
  const [named] = linked ? [linked] : await tx<{ id: number }[]>`
    select id from tasks where shop_id = ${shopId} and lower(name) = lower(${task.name})`;
  if (named) {
    if (options.updateExisting) {
      await tx`update tasks set ${tx(fields)}, source_task_id = coalesce(${sourceId}, source_task_id),
               updated_at = now() where shop_id = ${shopId} and id = ${named.id}`;
    }
    return { id: named.id, inserted: false };
  }
  const [{ next }] = await tx<{ next: number }[]>`
    select coalesce(max(sort_order) + 1, 0) as next from tasks where shop_id = ${shopId} and category_id = ${categoryId}`;
  const [row] = await tx<{ id: number }[]>`
    insert into tasks ${
    tx({ ...fields, shop_id: shopId, source_task_id: sourceId, sort_order: next })
  } returning id`;
  return { id: row.id, inserted: true };
}

/** The findings the task's yellow and red values suggest, by text, once the findings are in the shop. */
async function linkSuggestedFindings(
  tx: Tx,
  shopId: number,
  taskId: number,
  task: CatalogDocument["categories"][number]["tasks"][number],
  options: ApplyOptions,
): Promise<void> {
  await tx`
    update tasks set
      yellow_finding_id = coalesce(case when ${options.updateExisting} then null else yellow_finding_id end,
        (select id from findings where task_id = ${taskId} and lower(text) = lower(${
    task.yellowFinding ?? ""
  }))),
      red_finding_id = coalesce(case when ${options.updateExisting} then null else red_finding_id end,
        (select id from findings where task_id = ${taskId} and lower(text) = lower(${task.redFinding ?? ""})))
    where shop_id = ${shopId} and id = ${taskId}`;
}

async function placeType(
  tx: Tx,
  shopId: number,
  type: CatalogDocument["inspectionTypes"][number],
  index: number,
  options: ApplyOptions,
): Promise<{ id: number; inserted: boolean }> {
  const sourceId = options.link ? type.sourceId ?? null : null;
  const [linked] = sourceId === null ? [] : await tx<{ id: number; isDetached: boolean }[]>`
    select id, is_detached as "isDetached" from inspection_types
    where shop_id = ${shopId} and source_type_id = ${sourceId}`;
  const [named] = linked ? [linked] : await tx<{ id: number }[]>`
    select id from inspection_types where shop_id = ${shopId} and lower(name) = lower(${type.name})`;
  let name = type.name;
  if (named && options.typeNameClash === "replace") {
    // Publishing replaces only its own attached copy: never a type the shop made, nor a detached copy.
    if (options.link?.detached === false && (named !== linked || linked.isDetached)) {
      throw new ConflictError(`This shop already has its own inspection type named "${type.name}".`);
    }
    await tx`update inspection_types set name = ${type.name}, description = ${type.description},
             subject_type = ${type.subjectType}, customer_mode = ${type.customerMode}, is_active = ${type.isActive},
             version = version + 1, updated_at = now()
             where shop_id = ${shopId} and id = ${named.id}`;
    return { id: named.id, inserted: false };
  }
  if (named && options.typeNameClash === "refuse") {
    throw new ConflictError(`This shop already has an inspection type named "${type.name}".`);
  }
  if (named) name = await freeTypeName(tx, shopId, type.name);
  const [row] = await tx<{ id: number }[]>`
    insert into inspection_types (shop_id, name, description, subject_type, customer_mode, is_active, sort_order,
                                  source_type_id, is_detached)
    values (${shopId}, ${name}, ${type.description}, ${type.subjectType}, ${type.customerMode}, ${type.isActive},
            ${index} + (select coalesce(max(sort_order) + 1, 0) from inspection_types where shop_id = ${shopId}),
            ${sourceId}, ${options.link?.detached ?? false})
    returning id`;
  return { id: row.id, inserted: true };
}

/** "Brake check (2)", "Brake check (3)", ...: the first name the shop does not use yet. */
async function freeTypeName(tx: Tx, shopId: number, name: string): Promise<string> {
  const taken = new Set(
    (await tx<{ name: string }[]>`
      select lower(name) as name from inspection_types where shop_id = ${shopId}
      and lower(name) like lower(${name}) || '%'`).map((row) => row.name),
  );
  for (let n = 2;; n++) {
    const candidate = `${name.slice(0, 112)} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * The document's translations of its own texts, where the shop has none of its own in that culture: a shop
 * that made a template its catalogue reads its report in Spanish from the start (issue 32), and a
 * translation the shop wrote is never replaced.
 */
export async function addTranslations(tx: Tx, shopId: number, document: CatalogDocument): Promise<void> {
  const texts = new Set(documentTexts(document));
  const rows = Object.entries(document.translations).flatMap(([culture, words]) =>
    Object.entries(words).filter(([source]) => texts.has(source)).map(([source, translation]) => ({
      shop_id: shopId,
      culture,
      source,
      translation,
    }))
  );
  for (let start = 0; start < rows.length; start += 500) {
    await tx`insert into catalog_translations ${tx(rows.slice(start, start + 500))} on conflict do nothing`;
  }
}
