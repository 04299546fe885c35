// The checklist's save queue, as pure functions (the page keeps it in localStorage, keyed by the inspection,
// so it survives a reload and a dropped connection). One entry per task holds every change not yet
// acknowledged, merged (the last tap wins), with the item version the change was made against. A batch is
// what is due; each task's answer decides what happens to its entry:
// - saved / unchanged: the fields sent are done (a change made while the batch was out stays queued);
// - conflict: someone else saved first; the entry leaves the queue and becomes a conflict the row shows,
//   with the person's attempted change kept to re-apply with one tap;
// - invalid / notFound: it cannot succeed by trying again; it leaves the queue with the server's message;
// - no answer (network, 5xx, sign-in needed): it stays and is tried again later, with backoff.
// Resending is safe: the server answers "unchanged" for a change it already has.
import { ITEM_VALUE_FIELDS, type ItemValues, type PostedItem, type PostedItemStatus } from "../types.ts";

export interface QueuedChange {
  taskId: number;
  /** The item version the change was made against. */
  itemVersion: number;
  fields: Partial<ItemValues>;
  attempts: number;
  /** Not before this time (ms since the epoch): the backoff after a failed attempt. */
  notBefore: number;
}

export interface SaveQueue {
  changes: Record<string, QueuedChange>;
}

export const EMPTY_QUEUE: SaveQueue = { changes: {} };
export const MAX_BATCH = 100;

/** Adds a change to a task's entry (an entry already queued keeps its version: it was made against it). */
export function queueChange(
  queue: SaveQueue,
  taskId: number,
  itemVersion: number,
  fields: Partial<ItemValues>,
): SaveQueue {
  const existing = queue.changes[taskId];
  const change: QueuedChange = existing
    ? { ...existing, fields: { ...existing.fields, ...fields }, notBefore: 0 }
    : { taskId, itemVersion, fields: { ...fields }, attempts: 0, notBefore: 0 };
  return { changes: { ...queue.changes, [taskId]: change } };
}

/** The items to send now: due entries the caller says may be sent (a row still invalid is held back). */
export function batchToSend(
  queue: SaveQueue,
  now: number,
  sendable: (change: QueuedChange) => boolean = () => true,
): PostedItem[] {
  return Object.values(queue.changes)
    .filter((change) => change.notBefore <= now && sendable(change))
    .slice(0, MAX_BATCH)
    .map((change) => ({ taskId: change.taskId, itemVersion: change.itemVersion, ...change.fields }));
}

/** Seconds to wait after the nth failed attempt: 1, 2, 4, ... up to 30. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

export interface RefusedChange {
  taskId: number;
  /** What the person tried to record (for a conflict: to apply again with one tap). */
  attempted: Partial<ItemValues>;
  message: string;
  kind: "conflict" | "invalid";
}

export interface SettledBatch {
  queue: SaveQueue;
  /** Tasks whose change the server now holds. */
  saved: number[];
  refused: RefusedChange[];
}

/**
 * What an answer does to the queue. `statuses` is the answer's postedItemsStatus, or null when no answer
 * came back (network error, 5xx, 401): then every item sent is tried again later.
 */
export function settleBatch(
  queue: SaveQueue,
  sent: PostedItem[],
  statuses: Record<string, PostedItemStatus> | null,
  now: number,
): SettledBatch {
  const changes = { ...queue.changes };
  const saved: number[] = [];
  const refused: RefusedChange[] = [];
  for (const item of sent) {
    const change = changes[item.taskId];
    if (!change) continue;
    const status = statuses?.[item.taskId];
    if (!status) {
      // No word about this item: the whole batch failed, or a 400 refused it for another item's sake.
      const attempts = statuses ? change.attempts : change.attempts + 1;
      changes[item.taskId] = { ...change, attempts, notBefore: statuses ? 0 : now + backoffMs(attempts) };
      continue;
    }
    if (status.status === "saved" || status.status === "unchanged") {
      saved.push(item.taskId);
      const left = fieldsChangedSince(change.fields, item);
      if (Object.keys(left).length === 0) delete changes[item.taskId];
      else {
        changes[item.taskId] = {
          ...change,
          fields: left,
          itemVersion: status.itemVersion ?? change.itemVersion,
          attempts: 0,
          notBefore: 0,
        };
      }
      continue;
    }
    delete changes[item.taskId];
    refused.push({
      taskId: item.taskId,
      attempted: change.fields,
      message: status.message ?? "This change could not be saved.",
      kind: status.status === "conflict" ? "conflict" : "invalid",
    });
  }
  return { queue: { changes }, saved, refused };
}

/** The fields of a queued change that differ from what was sent (changed again while the batch was out). */
function fieldsChangedSince(fields: Partial<ItemValues>, sent: PostedItem): Partial<ItemValues> {
  const left: Partial<ItemValues> = {};
  for (const field of ITEM_VALUE_FIELDS) {
    if (fields[field] !== undefined && fields[field] !== sent[field]) {
      (left as Record<string, unknown>)[field] = fields[field];
    }
  }
  return left;
}

/** How many tasks have changes waiting. */
export function waitingCount(queue: SaveQueue): number {
  return Object.keys(queue.changes).length;
}

/** A stored queue, read defensively (an old or damaged entry is an empty queue, never a crash). */
export function readStoredQueue(text: string | null): SaveQueue {
  if (!text) return EMPTY_QUEUE;
  try {
    const parsed = JSON.parse(text) as SaveQueue;
    if (typeof parsed !== "object" || parsed === null || typeof parsed.changes !== "object") {
      return EMPTY_QUEUE;
    }
    const changes: Record<string, QueuedChange> = {};
    for (const change of Object.values(parsed.changes ?? {})) {
      if (
        Number.isSafeInteger(change?.taskId) && Number.isSafeInteger(change.itemVersion) &&
        typeof change.fields === "object" && change.fields !== null
      ) {
        changes[change.taskId] = { ...change, attempts: 0, notBefore: 0 };
      }
    }
    return { changes };
  } catch {
    return EMPTY_QUEUE;
  }
}

/** The localStorage key of an inspection's queue. */
export function queueStorageKey(encInspectionId: string): string {
  return `checklist-queue:${encInspectionId}`;
}
