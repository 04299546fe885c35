// What a posted item does to the stored one, field by field (issue 32: a replayed offline change must never
// write over a value its author did not see). A posted item names the fields it sets and, in `was`, what
// the person saw in each of them when they changed it:
// - a field already holding the posted value needs nothing (a resend after a lost answer is "unchanged");
// - a field with its `was` changes only while it still holds that value: someone else's newer value there is
//   a conflict, never overwritten, whatever the item's version (a stale copy of the page, a rebased version,
//   a replay hours later all meet the same check);
// - a field without `was` (the audit's labour, a caller of the seed's call) changes only at the item's
//   stored version, as before.
// Another field changed since by someone else is kept: two people on one row, on different fields, both
// keep their change. The result is all or nothing per item: one conflicting field refuses the item.
// Pure and client-safe: the item saves use it, and the outbox's property test runs it as its server.
import { ITEM_VALUE_FIELDS, type ItemValues, type PostedItem } from "../types.ts";

export type ItemField = keyof ItemValues;

export type ItemDecision =
  | { outcome: "unchanged" }
  /** The fields someone else changed since the person saw them. */
  | { outcome: "conflict"; fields: ItemField[] }
  /** The item's values after the save, and the fields that change. */
  | { outcome: "apply"; values: ItemValues; changed: ItemField[] };

export function decideItemSave(
  stored: ItemValues & { itemVersion: number },
  posted: PostedItem,
): ItemDecision {
  const values = {} as Record<ItemField, unknown>;
  const changed: ItemField[] = [];
  const conflicts: ItemField[] = [];
  for (const field of ITEM_VALUE_FIELDS) {
    const next = posted[field];
    values[field] = stored[field];
    if (next === undefined || next === stored[field]) continue;
    const was = posted.was?.[field];
    const seen = was === undefined ? posted.itemVersion === stored.itemVersion : was === stored[field];
    if (!seen) conflicts.push(field);
    values[field] = next;
    changed.push(field);
  }
  if (changed.length === 0) return { outcome: "unchanged" };
  if (conflicts.length > 0) return { outcome: "conflict", fields: conflicts };
  return { outcome: "apply", values: values as unknown as ItemValues, changed };
}
