// How an item save reads in the event trail: "Pass → Fail, finding “Worn to 2 mm”, notes changed", as the
// trail's messages (its reader's language), one a change.
import { INSPECTION_TRAIL_MESSAGES as T, type StoredMessage } from "@modules/text/mod.ts";
import { ITEM_VALUE_FIELDS, type ItemValues } from "../types.ts";

type Recorded = ItemValues & { findingText: string };

export interface ItemChanges {
  messages: StoredMessage[];
  /** Each changed field: [before, after]. */
  fields: Record<string, [unknown, unknown]>;
}

export function describeItemChanges(before: Recorded, after: Recorded): ItemChanges {
  const fields: Record<string, [unknown, unknown]> = {};
  for (const field of ITEM_VALUE_FIELDS) {
    if (before[field] !== after[field]) fields[field] = [before[field], after[field]];
  }
  const messages: StoredMessage[] = [];
  const result = (value: string) => ({ key: T.result, values: { result: value } });
  if (fields.result) {
    messages.push({ key: T.resultChange, values: { from: result(before.result), to: result(after.result) } });
  }
  if (fields.conclusionId) {
    fields.conclusionId = [before.findingText || null, after.findingText || null];
    messages.push(
      after.findingText
        ? { key: T.finding, values: { finding: after.findingText } }
        : { key: T.findingCleared },
    );
  }
  if (fields.notes) {
    const notes = { key: T.field, values: { field: "notes" } };
    messages.push({ key: after.notes.trim() ? T.textChanged : T.textCleared, values: { field: notes } });
  }
  if (fields.price) {
    messages.push(
      after.price === null ? { key: T.priceCleared } : { key: T.price, values: { price: after.price } },
    );
  }
  if (fields.time) {
    messages.push(
      after.time === null ? { key: T.laborCleared } : { key: T.labor, values: { hours: after.time } },
    );
  }
  if (fields.sold) messages.push({ key: after.sold ? T.sold : T.notSold });
  if (fields.priorityId) messages.push({ key: T.priorityChanged });
  const values = ["value1", "value2", "value3", "value4"].filter((field) => fields[field]);
  if (values.length > 0) messages.push({ key: T.valuesChanged, values: { count: values.length } });
  return { messages, fields };
}
