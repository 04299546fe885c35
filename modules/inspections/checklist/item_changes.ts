// How an item save reads in the event trail: "Pass → Fail, finding “Worn to 2 mm”, notes changed".
import { ITEM_RESULT_LABELS, ITEM_VALUE_FIELDS, type ItemValues } from "../types.ts";

type Recorded = ItemValues & { findingText: string };

export interface ItemChanges {
  summary: string;
  /** Each changed field: [before, after]. */
  fields: Record<string, [unknown, unknown]>;
}

export function describeItemChanges(before: Recorded, after: Recorded): ItemChanges {
  const fields: Record<string, [unknown, unknown]> = {};
  for (const field of ITEM_VALUE_FIELDS) {
    if (before[field] !== after[field]) fields[field] = [before[field], after[field]];
  }
  const parts: string[] = [];
  if (fields.result) parts.push(`${ITEM_RESULT_LABELS[before.result]} → ${ITEM_RESULT_LABELS[after.result]}`);
  if (fields.conclusionId) {
    fields.conclusionId = [before.findingText || null, after.findingText || null];
    parts.push(after.findingText ? `finding “${after.findingText}”` : "finding cleared");
  }
  if (fields.notes) parts.push(after.notes.trim() ? "notes changed" : "notes cleared");
  if (fields.price) parts.push(after.price === null ? "price cleared" : `price ${after.price.toFixed(2)}`);
  if (fields.time) parts.push(after.time === null ? "labor cleared" : `labor ${after.time} h`);
  if (fields.sold) parts.push(after.sold ? "sold" : "not sold");
  if (fields.priorityId) parts.push("priority changed");
  const values = ["value1", "value2", "value3", "value4"].filter((field) => fields[field]);
  if (values.length > 0) parts.push(`${values.length === 1 ? "a value" : `${values.length} values`} changed`);
  return { summary: parts.join(", "), fields };
}
