// Checklist changes in the device's outbox (src/ui/outbox): one entry per tap or finished field, sent to the
// bulk item save (POST /ajax/inspections/{enc}/items) with every other waiting change of the same
// inspection, merged per task (the last change of a field wins), at the item version the change was made
// against. What the answer does to each entry:
// - saved / unchanged: done; later changes to the task move on to the version the server now has;
// - conflict: someone else saved first: refused, with their item, for the row to offer "apply mine again";
// - invalid / notFound, or the inspection cannot take changes (403/404/409): refused with the server's reason;
// - no answer (network, 5xx): sent again later. The server may have saved it and only the answer was lost,
//   so before the next attempt the items are read: a task whose stored values are the ones sent, at a newer
//   version, is done, and its later changes move on to that version (a resend never meets its own save as a
//   conflict). A resend of a change the server already holds is answered "unchanged" anyway.
import { post } from "@ui/calls.ts";
import type { EntryOutcome, OutboxEntry, OutboxSender, SendResult } from "@ui/outbox/outbox.ts";
import {
  type InspectionItem,
  type InspectionItemsResponse,
  ITEM_VALUE_FIELDS,
  type ItemValues,
} from "../types.ts";

export const ITEMS_KIND = "checklist-items";

export interface ItemsPayload {
  encInspectionId: string;
  taskId: number;
  /** The item version the change was made against. */
  itemVersion: number;
  fields: Partial<ItemValues>;
}

/** What a batch without an answer sent for the entry's task, to find out later whether it landed. */
interface SentCheckpoint {
  itemVersion: number;
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

export const itemsSender: OutboxSender = {
  groups: true,
  async send(entries, context): Promise<SendResult> {
    const encInspectionId = payloadOf(entries[0]).encInspectionId;
    const scope = inspectionScope(encInspectionId);
    const outcomes = new Map<number, EntryOutcome>();
    const base = `/ajax/inspections/${encodeURIComponent(encInspectionId)}/items`;

    // Copies: a rebased version is the outbox's to store (as an outcome), not to change in its entries.
    let group = entries.map((entry) => ({ entry, payload: { ...payloadOf(entry) } }));
    const rebased = new Set<number>();
    if (entries.some((entry) => entry.checkpoint)) {
      // The last attempt got no answer: find out what the server has before sending again.
      const stored = await readItems(base);
      if (!stored) return again(entries, NO_ANSWER);
      context.announce(scope, { type: "items", allItems: stored } satisfies ItemsAnnouncement);
      const byTask = new Map(stored.map((item) => [item.taskId, item]));
      for (const { entry, payload } of group) {
        const sent = entry.checkpoint as SentCheckpoint | null;
        const item = byTask.get(payload.taskId);
        if (!item) continue;
        const landed = group.some(({ entry: other, payload: otherPayload }) =>
          otherPayload.taskId === payload.taskId && other.checkpoint &&
          item.itemVersion > (other.checkpoint as SentCheckpoint).itemVersion &&
          holds(item, (other.checkpoint as SentCheckpoint).fields)
        );
        if (!landed) continue;
        if (sent) outcomes.set(entry.id, { outcome: "done" });
        else if (payload.itemVersion < item.itemVersion) {
          payload.itemVersion = item.itemVersion;
          rebased.add(entry.id);
        }
      }
      group = group.filter(({ entry }) => !outcomes.has(entry.id));
      if (group.length === 0) return { outcomes };
    }

    const tasks = new Map<
      number,
      { itemVersion: number; fields: Partial<ItemValues>; entries: OutboxEntry[] }
    >();
    for (const { entry, payload } of group) {
      const itemVersion = ownVersion(scope, payload.taskId, payload.itemVersion);
      const task = tasks.get(payload.taskId) ?? { itemVersion, fields: {}, entries: [] };
      task.fields = { ...task.fields, ...payload.fields };
      task.entries.push(entry);
      tasks.set(payload.taskId, task);
    }
    const items = [...tasks].map(([taskId, task]) => ({
      taskId,
      itemVersion: task.itemVersion,
      ...task.fields,
    }));
    const rewritten = (entry: OutboxEntry) =>
      rebased.has(entry.id) ? { payload: group.find((one) => one.entry === entry)!.payload } : {};

    let response: Response | null = null;
    try {
      response = await post(base, { items });
    } catch {
      response = null;
    }
    const body = response ? await response.json().catch(() => null) : null;
    if (body && typeof body === "object" && "postedItemsStatus" in body) {
      const answer = body as InspectionItemsResponse;
      context.announce(scope, { type: "items", allItems: answer.allItems } satisfies ItemsAnnouncement);
      const stored = new Map(answer.allItems.map((item) => [item.taskId, item]));
      const sentIds = new Set(group.map(({ entry }) => entry.id));
      for (const [taskId, task] of tasks) {
        const status = answer.postedItemsStatus[taskId];
        for (const entry of task.entries) {
          if (!status) {
            // Refused for another item's sake (a 400 saves nothing): goes again at once without it.
            outcomes.set(entry.id, {
              outcome: "rewrite",
              payload: group.find((one) => one.entry === entry)!.payload,
            });
          } else if (status.status === "saved" || status.status === "unchanged") {
            outcomes.set(entry.id, { outcome: "done" });
          } else if (status.status === "conflict") {
            outcomes.set(entry.id, {
              outcome: "refused",
              message: status.message ?? "Someone else saved this first.",
              detail: { theirs: stored.get(taskId) ?? null, attempted: task.fields },
            });
          } else {
            outcomes.set(entry.id, {
              outcome: "refused",
              message: status.message ?? "This change could not be saved.",
            });
          }
        }
        if (status?.itemVersion && (status.status === "saved" || status.status === "unchanged")) {
          rememberOwnSave(scope, taskId, task.itemVersion, status.itemVersion);
          // Changes made while this request was out were made against the old version: move them on.
          for (const later of context.entries()) {
            const payload = later.kind === ITEMS_KIND ? payloadOf(later) : null;
            if (
              payload && !sentIds.has(later.id) && later.scope === scope && payload.taskId === taskId &&
              payload.itemVersion < status.itemVersion
            ) {
              outcomes.set(later.id, {
                outcome: "rewrite",
                payload: { ...payload, itemVersion: status.itemVersion },
              });
            }
          }
        }
      }
      return { outcomes };
    }

    const status = response?.status ?? 0;
    if (status === 401) return { ...again(group.map(({ entry }) => entry), SIGNED_OUT), pause: SIGNED_OUT };
    if (status === 400 || status === 403 || status === 404 || status === 409) {
      // The inspection cannot take changes from this person now (locked, gone, not theirs): trying again
      // would not help; the person decides.
      const message = (body as { message?: string } | null)?.message ?? "These changes could not be saved.";
      for (const { entry } of group) outcomes.set(entry.id, { outcome: "refused", message });
      return { outcomes };
    }
    const message = status === 0 ? OFFLINE_MESSAGE : NO_ANSWER;
    for (const [, task] of tasks) {
      for (const entry of task.entries) {
        const checkpoint: SentCheckpoint = { itemVersion: task.itemVersion, fields: task.fields };
        outcomes.set(entry.id, { outcome: "again", message, checkpoint, ...rewritten(entry) });
      }
    }
    return { outcomes };
  },
};

/**
 * This device's own saves, by scope and task: the version a save was made against and the one it made. A
 * change made against the first before the answer came (a note typed while the Pass went out) is on top of
 * this device's own save, so it goes at the new version, not as a conflict with itself.
 */
const ownSaves = new Map<string, Map<number, number>>();

function ownVersion(scope: string, taskId: number, itemVersion: number): number {
  const steps = ownSaves.get(`${scope}:${taskId}`);
  let version = itemVersion;
  while (steps?.has(version)) version = steps.get(version)!;
  return version;
}

function rememberOwnSave(scope: string, taskId: number, from: number, to: number): void {
  const key = `${scope}:${taskId}`;
  const steps = ownSaves.get(key) ?? new Map<number, number>();
  if (to > from) steps.set(from, to);
  ownSaves.set(key, steps);
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
