// What the audit shows and prints: every item of the inspection under its category, in the shop's
// checklist order, with the labels of its values and the name of its priority, and the totals a service
// adviser quotes from. The audit page, the printable HTML and the printable text all read this one shape.
import type { Tx } from "@platform/db.ts";
import {
  isWarnOrFail,
  loadChecklistOutline,
  type OutlineTask,
  type RowTask,
  type TaskValue,
  withUnit,
} from "@modules/catalog/mod.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { type InspectionSummary, summarizeInspection } from "../inspection_summary.ts";
import { selectItems } from "../queries.server.ts";
import { type AuditTotals, totalsOf } from "./audit_totals.ts";
import type { InspectionItem } from "../types.ts";
import type { ShopPricing } from "../shared/item_amount.ts";
import { findShopPricing } from "@modules/shops/mod.ts";

export interface AuditItem extends InspectionItem {
  /** The value fields that are in use, with their labels and units: [{ label: "LF", value: "5/32" }]. */
  values: Array<{ label: string; value: string }>;
  priorityName: string;
  /** The priority's colour ('#rrggbb'), '' without one. */
  priorityColour: string;
  /** The chosen finding's customer-facing words ('' without a finding). */
  explanation: string;
  recommendation: string;
  /** Whether the customer hears of this task's result (the task's "Tell the customer"). */
  notifyMode: OutlineTask["notifyMode"];
  /** Warn or fail: what the "needs attention only" filter keeps. */
  needsAttention: boolean;
  /** The task's rules and price hints, for the approve check (approve_check.ts); null for a task the
   * catalogue no longer lists. */
  rules: (RowTask & { values: TaskValue[]; priceMin: number | null; priceMax: number | null }) | null;
}

export interface AuditCategory {
  name: string;
  items: AuditItem[];
}

export interface AuditReview {
  shopName: string;
  /** The shop's time zone, for the dates printed. */
  timeZone: string;
  /** ISO 4217: the prices' currency. */
  currency: string;
  summary: InspectionSummary;
  categories: AuditCategory[];
  totals: AuditTotals;
  /** The shop's labour rate and tax rates: each item's amount is parts, labour and tax. */
  pricing: ShopPricing;
  priorities: Array<{ id: number; name: string }>;
}

export async function loadAuditReview(tx: Tx, access: InspectionAccess): Promise<AuditReview> {
  return {
    shopName: access.shop.name,
    timeZone: access.shop.timeZone,
    currency: access.shop.currency,
    summary: await summarizeInspection(tx, access),
    ...await reviewItems(tx, access.shop.id, access.inspection.id),
  };
}

/** The items under their categories with their totals: what both the audit and the customer's report read. */
export async function reviewItems(
  tx: Tx,
  shopId: number,
  inspectionId: number,
): Promise<Pick<AuditReview, "categories" | "totals" | "pricing" | "priorities">> {
  const [items, pricing] = await Promise.all([
    selectItems(tx, shopId, inspectionId),
    findShopPricing(tx, shopId),
  ]);
  const outline = await loadChecklistOutline(tx, shopId, {
    typeId: null,
    taskIds: items.map((item) => item.taskId),
    includeInactive: true,
  });
  const priorities = new Map(outline.priorities.map((priority) => [priority.id, priority]));
  const byTask = new Map(items.map((item) => [item.taskId, item]));
  const categories: AuditCategory[] = [];
  for (const category of outline.categories) {
    const rows = category.tasks.flatMap((task) => {
      const item = byTask.get(task.id);
      if (!item) return [];
      byTask.delete(task.id);
      return [auditItem(item, task, priorities)];
    });
    if (rows.length > 0) categories.push({ name: category.name, items: rows });
  }
  // A task the catalogue no longer lists still shows what was recorded on it.
  if (byTask.size > 0) {
    categories.push({
      name: "Other",
      items: [...byTask.values()].map((item) => auditItem(item, null, priorities)),
    });
  }
  return {
    categories,
    totals: totalsOf(categories.flatMap((category) => category.items), pricing),
    pricing,
    priorities: outline.priorities.map(({ id, name }) => ({ id, name })),
  };
}

function auditItem(
  item: InspectionItem,
  task: OutlineTask | null,
  priorities: Map<number, { name: string; colour: string }>,
): AuditItem {
  const recorded = [item.value1, item.value2, item.value3, item.value4];
  const priority = item.priorityId === null ? undefined : priorities.get(item.priorityId);
  const finding = task?.findings.find((finding) => finding.id === item.conclusionId);
  return {
    ...item,
    values: (task?.values ?? []).flatMap((value, index) =>
      (recorded[index] ?? "") === ""
        ? []
        : [{ label: value.label, value: withUnit(recorded[index], value.unit) }]
    ),
    priorityName: priority?.name ?? "",
    priorityColour: priority?.colour ?? "",
    explanation: finding?.explanation ?? "",
    recommendation: finding?.recommendation ?? "",
    notifyMode: task?.notifyMode ?? "relevant",
    needsAttention: isWarnOrFail(item.result),
    rules: task && {
      taskType: task.taskType,
      conclusionMode: task.conclusionMode,
      mediaMode: task.mediaMode,
      notesMode: task.notesMode,
      valueMode: task.valueMode,
      values: task.values,
      priceMin: task.priceMin,
      priceMax: task.priceMax,
    },
  };
}
