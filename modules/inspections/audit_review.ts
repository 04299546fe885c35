// What the audit shows and prints: every item of the inspection under its category, in the shop's
// checklist order, with the labels of its values and the name of its priority, and the totals a service
// adviser quotes from. The audit page, the printable HTML and the printable text all read this one shape.
import type { Tx } from "../../src/platform/db.ts";
import { loadChecklistOutline } from "../catalog/mod.ts";
import type { InspectionAccess } from "./inspection_access.ts";
import { type InspectionSummary, summarizeInspection } from "./inspection_summary.ts";
import { selectItems } from "./queries.server.ts";
import { isWarnOrFail } from "./row_rules.ts";
import { type AuditTotals, totalsOf } from "./audit_totals.ts";
import type { InspectionItem } from "./types.ts";

export interface AuditItem extends InspectionItem {
  /** The value fields that are in use, with their labels: [["Left front (32nds)", "5"]]. */
  values: Array<{ label: string; value: string }>;
  priorityName: string;
  /** Warn or fail: what the "needs attention only" filter keeps. */
  needsAttention: boolean;
}

export interface AuditCategory {
  name: string;
  items: AuditItem[];
}

export interface AuditReview {
  shopName: string;
  /** The shop's time zone, for the dates printed. */
  timeZone: string;
  summary: InspectionSummary;
  categories: AuditCategory[];
  totals: AuditTotals;
  priorities: Array<{ id: number; name: string }>;
}

export async function loadAuditReview(tx: Tx, access: InspectionAccess): Promise<AuditReview> {
  const shopId = access.shop.id;
  const items = await selectItems(tx, shopId, access.inspection.id);
  const outline = await loadChecklistOutline(tx, shopId, {
    typeId: null,
    taskIds: items.map((item) => item.taskId),
    includeInactive: true,
  });
  const priorityNames = new Map(outline.priorities.map((priority) => [priority.id, priority.name]));
  const byTask = new Map(items.map((item) => [item.taskId, item]));
  const categories: AuditCategory[] = [];
  for (const category of outline.categories) {
    const rows = category.tasks.flatMap((task) => {
      const item = byTask.get(task.id);
      if (!item) return [];
      byTask.delete(task.id);
      return [auditItem(item, task.values.map((value) => value.label), priorityNames)];
    });
    if (rows.length > 0) categories.push({ name: category.name, items: rows });
  }
  // A task the catalogue no longer lists still shows what was recorded on it.
  if (byTask.size > 0) {
    categories.push({
      name: "Other",
      items: [...byTask.values()].map((item) => auditItem(item, [], priorityNames)),
    });
  }
  return {
    shopName: access.shop.name,
    timeZone: access.shop.timeZone,
    summary: await summarizeInspection(tx, access),
    categories,
    totals: totalsOf(categories.flatMap((category) => category.items)),
    priorities: outline.priorities.map(({ id, name }) => ({ id, name })),
  };
}

function auditItem(item: InspectionItem, labels: string[], priorityNames: Map<number, string>): AuditItem {
  const recorded = [item.value1, item.value2, item.value3, item.value4];
  return {
    ...item,
    values: labels.map((label, index) => ({ label, value: recorded[index] ?? "" }))
      .filter((value) => value.value !== ""),
    priorityName: item.priorityId === null ? "" : priorityNames.get(item.priorityId) ?? "",
    needsAttention: isWarnOrFail(item.result),
  };
}
