// The audit's labour entry (seed: audit labor): a manager puts labour hours, and with them the price and
// whether the customer bought the work, on several items at once. It is an item save like any other — the
// same versions, conflicts and row rules (save_items.ts) — but only owners and managers may make it, it
// may change nothing but time, price and sold, and the trail gets one "auditLabor" event for the batch
// ("Audit labor: 3 items, 4.5 h") instead of one event per item.
import type { Sql } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { requirePermission } from "@modules/shops/mod.ts";
import { baseSentence, INSPECTION_TRAIL_MESSAGES } from "@modules/text/mod.ts";
import type { NewEvent } from "../events.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { MAX_ITEMS_PER_SAVE, readPostedItem } from "../checklist/posted_items.ts";
import { saveItems } from "../checklist/save_items.ts";
import type { InspectionItemsResponse, PostedItem } from "../types.ts";

const LABOR_FIELDS = new Set(["taskId", "itemVersion", "time", "price", "sold"]);

/** { items: [{ taskId, itemVersion, time, price?, sold? }] } -> the items to save; 400 for anything else. */
export function readAuditLabor(body: unknown): PostedItem[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0) {
    throw new InputError(
      'Send the labour as a list: { "items": [{ "taskId": ..., "itemVersion": ..., "time": ... }] }.',
    );
  }
  if (items.length > MAX_ITEMS_PER_SAVE) {
    throw new InputError(`Save at most ${MAX_ITEMS_PER_SAVE} items at once (got ${items.length}).`);
  }
  const seen = new Set<number>();
  return items.map((raw, index) => {
    const item = readPostedItem(raw, null, index);
    const other = Object.keys(raw as object).find((field) => !LABOR_FIELDS.has(field));
    if (other) {
      throw new InputError(
        `Task ${item.taskId}: the audit's labour entry changes only time, price and sold (not ${other}).`,
      );
    }
    if (!("time" in (raw as object))) {
      throw new InputError(`Task ${item.taskId}: time (labor hours) is missing; send null to clear it.`);
    }
    if (seen.has(item.taskId)) throw new InputError(`Task ${item.taskId} is in the list twice.`);
    seen.add(item.taskId);
    return item;
  });
}

export async function saveAuditLabor(
  sql: Sql,
  access: InspectionAccess,
  posted: PostedItem[],
  page: string,
): Promise<InspectionItemsResponse> {
  requirePermission(access.roles, "inspections.audit");
  const hours = new Map(posted.map((item) => [item.taskId, item.time ?? 0]));
  return await saveItems(sql, access, posted, page, (events) => [laborEvent(events, hours)]);
}

/** One event for the batch; its details keep each item's changes as the item events would have. */
function laborEvent(events: NewEvent[], hours: Map<number, number>): NewEvent {
  const items = events.map((event) => ({
    ...(event.details as { taskId: number }),
    summary: baseSentence(event.message),
  }));
  const total = roundHours(items.reduce((sum, item) => sum + (hours.get(item.taskId) ?? 0), 0));
  return {
    ...events[0],
    kind: "auditLabor",
    message: { key: INSPECTION_TRAIL_MESSAGES.auditLabor, values: { count: items.length, hours: total } },
    details: { items, hours: total },
  };
}

function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}
