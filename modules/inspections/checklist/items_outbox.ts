// Checklist changes in the device's outbox (src/ui/outbox): one entry per tap or finished field, sent to the
// bulk item save (POST /ajax/inspections/{enc}/items) with every other waiting change of the same
// inspection, merged per task (the last change of a field wins). Each entry carries only the fields the
// person set and, in `was`, what each of them showed when they set it; the server changes a field only while
// it still holds that value (item_decision.ts), so a change replayed from a stale copy, hours later or after
// someone else's save, can meet a conflict but never write over a value its author did not see. Merged
// entries send the first `was` of each field: the value before this device's changes to it.
// What the answer does to each entry:
// - saved / unchanged: done;
// - conflict: someone else changed a field since: refused, with their item, for the row to offer "apply mine
//   again";
// - invalid / notFound, or the inspection cannot take changes (403/404/409): refused with the server's reason;
// - no answer (network, 5xx): sent again later. The server may have saved it and only the answer was lost,
//   so before the next attempt the items are read: a task whose stored values are the ones sent is done, so
//   a later change of the same field (made over the value that was sent) goes alone, over that value. A
//   resend of a change the server already holds is answered "unchanged" anyway.
import { post } from "@ui/calls.ts";
import type { EntryOutcome, OutboxEntry, OutboxSender, SendResult } from "@ui/outbox/outbox.ts";
import {
  type InspectionItem,
  type InspectionItemsResponse,
  ITEM_VALUE_FIELDS,
  type ItemValues,
  type PostedItem,
} from "../types.ts";

export const ITEMS_KIND = "checklist-items";

export interface ItemsPayload {
  encInspectionId: string;
  taskId: number;
  /** The item version the row showed when the change was made. */
  itemVersion: number;
  fields: Partial<ItemValues>;
  /** What each field of `fields` showed when the person changed it (absent in entries made before issue 32). */
  was?: Partial<ItemValues>;
}

/** What a batch without an answer sent for the entry's task, to find out later whether it landed. */
interface SentCheckpoint {
  fields: Partial<ItemValues>;
}

/** What the sender tells the inspection's page after an answer. */
export interface ItemsAnnouncement {
  type: "items";
  allItems: InspectionItem[];
}

// Why an attempt went unanswered, as the page's status says it ("3 changes not sent yet: ...").
const OFFLINE_MESSAGE = "no connection. They are kept on this device and sent when you are back.";
const NO_ANSWER = "the server did not answer. Trying again shortly.";
const SIGNED_OUT = "Your session has ended: sign in again to send your changes.";

export function inspectionScope(encInspectionId: string): string {
  return `inspection:${encInspectionId}`;
}

/** One task's waiting changes, merged: the last value of each field, the first `was` of each field. */
interface TaskChanges {
  item: PostedItem;
  entries: OutboxEntry[];
}

export const itemsSender: OutboxSender = {
  groups: true,
  async send(entries, context): Promise<SendResult> {
    const encInspectionId = payloadOf(entries[0]).encInspectionId;
    const scope = inspectionScope(encInspectionId);
    const outcomes = new Map<number, EntryOutcome>();
    const base = `/ajax/inspections/${encodeURIComponent(encInspectionId)}/items`;

    let group = entries;
    if (group.some((entry) => entry.checkpoint)) {
      // The last attempt got no answer: find out what the server has before sending again.
      const stored = await readItems(base);
      if (!stored) return again(group, NO_ANSWER);
      context.announce(scope, { type: "items", allItems: stored } satisfies ItemsAnnouncement);
      const byTask = new Map(stored.map((item) => [item.taskId, item]));
      for (const entry of group) {
        const sent = entry.checkpoint as SentCheckpoint | null;
        const item = byTask.get(payloadOf(entry).taskId);
        if (sent && item && holds(item, sent.fields)) outcomes.set(entry.id, { outcome: "done" });
      }
      group = group.filter((entry) => !outcomes.has(entry.id));
      if (group.length === 0) return { outcomes };
    }

    const tasks = mergeByTask(group);
    let response: Response | null = null;
    try {
      response = await post(base, { items: [...tasks.values()].map((task) => task.item) });
    } catch {
      response = null;
    }
    const body = response ? await response.json().catch(() => null) : null;
    if (body && typeof body === "object" && "postedItemsStatus" in body) {
      const answer = body as InspectionItemsResponse;
      context.announce(scope, { type: "items", allItems: answer.allItems } satisfies ItemsAnnouncement);
      const stored = new Map(answer.allItems.map((item) => [item.taskId, item]));
      for (const [taskId, task] of tasks) {
        const status = answer.postedItemsStatus[taskId];
        for (const entry of task.entries) {
          if (!status) {
            // Refused for another item's sake (a 400 saves nothing): goes again at once without it.
            outcomes.set(entry.id, { outcome: "rewrite", payload: entry.payload });
          } else if (status.status === "saved" || status.status === "unchanged") {
            outcomes.set(entry.id, { outcome: "done" });
          } else if (status.status === "conflict") {
            outcomes.set(entry.id, {
              outcome: "refused",
              message: status.message ?? "Someone else saved this first.",
              detail: { theirs: stored.get(taskId) ?? null, attempted: fieldsOf(task.item) },
            });
          } else {
            outcomes.set(entry.id, {
              outcome: "refused",
              message: status.message ?? "This change could not be saved.",
            });
          }
        }
      }
      return { outcomes };
    }

    const status = response?.status ?? 0;
    if (status === 401) return { ...again(group, SIGNED_OUT), pause: SIGNED_OUT };
    if (status === 400 || status === 403 || status === 404 || status === 409) {
      // The inspection cannot take changes from this person now (locked, gone, not theirs): trying again
      // would not help; the person decides.
      const message = (body as { message?: string } | null)?.message ?? "These changes could not be saved.";
      for (const entry of group) outcomes.set(entry.id, { outcome: "refused", message });
      return { outcomes };
    }
    const message = status === 0 ? OFFLINE_MESSAGE : NO_ANSWER;
    for (const task of tasks.values()) {
      const checkpoint: SentCheckpoint = { fields: fieldsOf(task.item) };
      for (const entry of task.entries) outcomes.set(entry.id, { outcome: "again", message, checkpoint });
    }
    return { outcomes };
  },
};

/** The group's changes per task, in the order they were made. */
export function mergeByTask(entries: readonly OutboxEntry[]): Map<number, TaskChanges> {
  const tasks = new Map<number, TaskChanges>();
  for (const entry of entries) {
    const payload = payloadOf(entry);
    const task = tasks.get(payload.taskId) ??
      { item: { taskId: payload.taskId, itemVersion: payload.itemVersion, was: {} }, entries: [] };
    // The oldest change's version: entries made before `was` existed are judged by it.
    task.item = {
      ...task.item,
      ...payload.fields,
      itemVersion: Math.min(task.item.itemVersion, payload.itemVersion),
      was: { ...payload.was, ...task.item.was },
    };
    task.entries.push(entry);
    tasks.set(payload.taskId, task);
  }
  for (const task of tasks.values()) {
    if (Object.keys(task.item.was ?? {}).length === 0) delete task.item.was;
  }
  return tasks;
}

function fieldsOf(item: PostedItem): Partial<ItemValues> {
  const fields: Partial<ItemValues> = {};
  for (const field of ITEM_VALUE_FIELDS) {
    if (item[field] !== undefined) (fields as Record<string, unknown>)[field] = item[field];
  }
  return fields;
}

export function payloadOf(entry: OutboxEntry): ItemsPayload {
  return entry.payload as ItemsPayload;
}

/** Whether the stored item holds every field as sent. */
function holds(item: InspectionItem, fields: Partial<ItemValues>): boolean {
  return ITEM_VALUE_FIELDS.every((field) => fields[field] === undefined || fields[field] === item[field]);
}

async function readItems(url: string): Promise<InspectionItem[] | null> {
  try {
    const response = await fetch(url, { credentials: "include" });
    if (!response.ok) return null;
    return ((await response.json()) as { allItems: InspectionItem[] }).allItems;
  } catch {
    return null;
  }
}

function again(entries: OutboxEntry[], message: string): SendResult {
  return { outcomes: new Map(entries.map((entry) => [entry.id, { outcome: "again", message }])) };
}
