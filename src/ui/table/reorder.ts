// Drag reorder rules (seed 001, "Tables"): rows carry a sort id (data-sort-id); the order handed to the save
// is only the ids that are positive integers (a row not saved yet moves on screen but is not sent); a row
// dragged over a collapsed row for 500 ms opens it; rows slide to their new places in 200 ms; a failed save
// puts the previous order back and says "Failed to re-order table rows: " and why.

export const HOVER_EXPAND_MS = 500;
export const SORT_ANIMATION_MS = 200;
export const REORDER_FAILED = "Failed to re-order table rows: ";

export type Place = "before" | "after";

export interface Drop {
  targetId: string;
  place: Place;
}

/** A row's box in the table, measured without transforms (offsetTop/offsetHeight). */
export interface RowBox {
  id: string;
  top: number;
  height: number;
}

/** The ids to save: positive integers only, in order. */
export function positiveSortIds(ids: readonly string[]): number[] {
  return ids.filter((id) => /^\d+$/.test(id)).map(Number).filter((id) => id > 0 && Number.isSafeInteger(id));
}

/** The order with `id` moved before or after `targetId`; unchanged when either is missing. */
export function moveRow(order: readonly string[], id: string, drop: Drop): string[] {
  if (id === drop.targetId || !order.includes(id) || !order.includes(drop.targetId)) return [...order];
  const rest = order.filter((item) => item !== id);
  const at = rest.indexOf(drop.targetId) + (drop.place === "after" ? 1 : 0);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Where a row dropped at `y` goes: beside the row under it, in the half it is over. */
export function dropAt(boxes: readonly RowBox[], draggedId: string, y: number): Drop | null {
  const box = boxes.find((row) => y >= row.top && y < row.top + row.height);
  if (!box || box.id === draggedId) return null;
  return { targetId: box.id, place: y < box.top + box.height / 2 ? "before" : "after" };
}

/** The keys that move a focused drag handle's row among the rows shown (the filter may hide some). */
export function keyboardDrop(visibleIds: readonly string[], id: string, key: string): Drop | null {
  const at = visibleIds.indexOf(id);
  if (at === -1) return null;
  const last = visibleIds.length - 1;
  if (key === "ArrowUp" && at > 0) return { targetId: visibleIds[at - 1], place: "before" };
  if (key === "ArrowDown" && at < last) return { targetId: visibleIds[at + 1], place: "after" };
  if (key === "Home" && at > 0) return { targetId: visibleIds[0], place: "before" };
  if (key === "End" && at < last) return { targetId: visibleIds[last], place: "after" };
  return null;
}

/** The row to open after the hover delay: a collapsed row other than the dragged one, or null. */
export function hoverExpandCandidate(
  overId: string | null,
  draggedId: string,
  isExpanded: (id: string) => boolean,
): string | null {
  return overId === null || overId === draggedId || isExpanded(overId) ? null : overId;
}

export function reorderFailureMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return REORDER_FAILED + reason;
}

/** What the live region says after a move. */
export function movedAnnouncement(label: string, visibleIds: readonly string[], id: string): string {
  return `${label} moved to position ${visibleIds.indexOf(id) + 1} of ${visibleIds.length}.`;
}
