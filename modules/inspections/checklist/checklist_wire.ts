// The checklist page's data as the page carries it (issue 19): the loader's answer is written into the page
// for the browser to pick up, and a 150-task checklist repeated the same settings, the same untouched item
// and the same priority in every row (94 KB of 330). Here each list keeps only what differs from its most
// common values, which travel once, and priorities are named once by id; the page gets back exactly the
// object the loader made (fromWire(toWire(page)) equals page). Client-safe.
import { useMemo } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import type { InspectionItem } from "../types.ts";
import type { ChecklistPage } from "./checklist_page.server.ts";

/** What the page can carry (the server function's answer is checked to be serializable). */
type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };
type Row = { [key: string]: Json };
type Chip = { name: string; colour: string };

/** A list as its rows' common values (present in every row, the same in most) and what each row adds. */
interface Compacted {
  common: Row;
  rows: Row[];
}

export interface ChecklistWire extends Omit<ChecklistPage, "categories" | "items"> {
  categories: Array<Omit<ChecklistPage["categories"][number], "tasks"> & { tasks: Compacted }>;
  /** Every task's findings in one list (ofTask: the task), so their common values are shared too. */
  findings: Compacted;
  items: Compacted;
  /** Priority id -> what a task's default or a finding's priority shows. */
  chips: Record<string, Chip>;
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/** Values worth sharing: plain values and empty lists or objects (a row's own objects stay with it). */
function shareable(value: Json): boolean {
  if (value === undefined) return false;
  if (value === null || typeof value !== "object") return true;
  return Object.keys(value).length === 0;
}

function compact(rows: Row[]): Compacted {
  const common: Row = {};
  if (rows.length > 1) {
    for (const key of Object.keys(rows[0])) {
      if (!rows.every((row) => Object.hasOwn(row, key))) continue;
      const counts = new Map<string, number>();
      for (const row of rows) {
        if (!shareable(row[key])) continue;
        const text = JSON.stringify(row[key]);
        counts.set(text, (counts.get(text) ?? 0) + 1);
      }
      const [text, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
      if (text !== undefined && count > 1) common[key] = JSON.parse(text);
    }
  }
  return {
    common,
    rows: rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).filter(([key, value]) => !(key in common && same(value, common[key]))),
      )
    ),
  };
}

function expand(list: Compacted): Row[] {
  // A fresh copy of the shared values per row: rows are not to share an array another could change.
  return list.rows.map((row) => ({ ...structuredClone(list.common), ...row }));
}

/** The loader's page as the page carries it. */
export function toWire(page: ChecklistPage): ChecklistWire {
  const chips: Record<string, Chip> = {};
  const chipOf = (id: number | null, chip: Chip | null) => {
    if (id === null || chip === null) return;
    chips[id] ??= chip;
  };
  for (const category of page.categories) {
    for (const task of category.tasks) {
      chipOf(task.defaultPriorityId, task.defaultPriority);
      for (const finding of task.findings) chipOf(finding.priorityId, finding.priority);
    }
  }
  // A chip is left out where the id names it; kept where it says something else.
  const withoutChip = (row: Row, idKey: string, chipKey: string): Row => {
    const { [chipKey]: chip, ...rest } = row;
    const id = row[idKey] as number | null;
    return same(chip, id === null ? null : chips[id] ?? null) ? rest : row;
  };
  const taskNames = new Map<number, string>();
  const findings: Row[] = [];
  const categories = page.categories.map(({ tasks, ...category }) => ({
    ...category,
    tasks: compact(tasks.map(({ findings: taskFindings, ...task }) => {
      taskNames.set(task.id, task.name);
      for (const finding of taskFindings) {
        findings.push({
          ofTask: task.id,
          ...withoutChip(finding as unknown as Row, "priorityId", "priority"),
        });
      }
      return withoutChip(task as unknown as Row, "defaultPriorityId", "defaultPriority");
    })),
  }));
  const items = page.items.map(({ taskName, ...item }) =>
    taskName === taskNames.get(item.taskId) ? item : { ...item, taskName }
  );
  return {
    ...page,
    categories,
    findings: compact(findings),
    items: compact(items as unknown as Row[]),
    chips,
  };
}

/** The loader's page again, from what the page carried. */
export function fromWire(wire: ChecklistWire): ChecklistPage {
  const { categories, findings, items, chips, ...page } = wire;
  const chipOf = (id: unknown) => (typeof id === "number" ? chips[id] ?? null : null);
  const findingsOf = new Map<number, Row[]>();
  for (const { ofTask, ...finding } of expand(findings)) {
    const row = {
      ...finding,
      priority: "priority" in finding ? finding.priority : chipOf(finding.priorityId),
    };
    findingsOf.set(ofTask as number, [...findingsOf.get(ofTask as number) ?? [], row]);
  }
  const taskNames = new Map<number, string>();
  const fullCategories = categories.map((category) => ({
    ...category,
    tasks: expand(category.tasks).map((task) => {
      taskNames.set(task.id as number, task.name as string);
      return {
        ...task,
        defaultPriority: "defaultPriority" in task ? task.defaultPriority : chipOf(task.defaultPriorityId),
        findings: findingsOf.get(task.id as number) ?? [],
      };
    }),
  })) as unknown as ChecklistPage["categories"];
  const fullItems = expand(items).map((item) => ({
    ...item,
    taskName: "taskName" in item ? item.taskName : taskNames.get(item.taskId as number),
  })) as unknown as InspectionItem[];
  return { ...page, categories: fullCategories, items: fullItems };
}

/** The checklist the page carried made whole again, once per loader answer (the route hands it on). */
export function useFullChecklist(carried: ShownOutcome<ChecklistWire>): ShownOutcome<ChecklistPage> {
  return useMemo(
    () => carried.outcome === "ok" ? { outcome: "ok", page: fromWire(carried.page) } : carried,
    [carried],
  );
}
