// What the adviser is warned of before approving (issue 22): rows the mechanic left unchecked, a required
// finding, note, value, photo or video missing (the checklist's own row rules say which), and a price outside
// the task's price hints. Read from the items as they stand on the page, unsaved edits included. Pure and
// client-safe; the page says each reason in the staff's words.
import { checkRow, type MissingPart } from "@modules/catalog/ui.ts";
import type { AuditItem } from "./audit_review.ts";
import type { InspectionItem } from "../types.ts";

export type ApproveReason =
  | MissingPart
  | { part: "priceLow" | "priceHigh"; price: number; min: number | null; max: number | null };

export interface ApproveWarning {
  taskId: number;
  taskName: string;
  reasons: ApproveReason[];
}

export function approveWarnings(
  items: readonly AuditItem[],
  live: (item: AuditItem) => InspectionItem,
): ApproveWarning[] {
  return items.flatMap((item) => {
    if (!item.rules) return [];
    const now = live(item);
    const reasons: ApproveReason[] = [
      ...checkRow(item.rules, { ...now, mediaCount: now.itemAssets.length }).missingParts,
    ];
    const { priceMin: min, priceMax: max } = item.rules;
    if (now.price !== null && min !== null && now.price < min) {
      reasons.push({ part: "priceLow", price: now.price, min, max });
    } else if (now.price !== null && max !== null && now.price > max) {
      reasons.push({ part: "priceHigh", price: now.price, min, max });
    }
    return reasons.length > 0 ? [{ taskId: item.taskId, taskName: item.taskName, reasons }] : [];
  });
}
