// What the adviser is warned of before approving (issue 22): rows the mechanic left unchecked, a required
// finding, note, value, photo or video missing (the checklist's own row rules say which), and a price outside
// the task's price hints; and, as for prices, a measured value that reads worse than the row's result (a
// battery passed at 12.6 CCA of 650 rated) or outside every range the task grades by (98 V: a misread or a
// typo). Read from the items as they stand on the page, unsaved edits included. Pure and client-safe; the
// page says each reason in the staff's words.
import {
  checkRow,
  type MissingPart,
  readingAt,
  saidAt,
  VALUE_FIELDS,
  type ValueGrade,
} from "@modules/catalog/ui.ts";
import type { AuditItem } from "./audit_review.ts";
import type { InspectionItem } from "../types.ts";

export type ApproveReason =
  | MissingPart
  | { part: "priceLow" | "priceHigh"; price: number; min: number | null; max: number | null }
  /** A reading graded worse than the row's result: "Measured CCA 12.6 CCA (1% of 650 CCA)", red. */
  | { part: "valueGrade"; value: string; grade: ValueGrade }
  /** A number in none of its task's ranges. */
  | { part: "valueOutside"; value: string };

/** The worst result each grade allows: a yellow reading on a passed row, a red one on a warned row. */
const ALLOWS: Record<ValueGrade, readonly string[]> = {
  green: ["pass", "warn", "fail", "nota"],
  yellow: ["warn", "fail", "nota"],
  red: ["fail", "nota"],
};

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
    const texts = VALUE_FIELDS.map((field) => now[field]);
    item.rules.values.forEach((_, index) => {
      const read = readingAt(item.rules!.values, index, texts);
      if (!read) return;
      const value = saidAt(item.rules!.values, index, texts);
      if (read.grade === null) reasons.push({ part: "valueOutside", value });
      else if (now.result !== "none" && !ALLOWS[read.grade].includes(now.result)) {
        reasons.push({ part: "valueGrade", value, grade: read.grade });
      }
    });
    return reasons.length > 0 ? [{ taskId: item.taskId, taskName: item.taskName, reasons }] : [];
  });
}
