// Where the outbox lives on the device: one IndexedDB object store, through `idb`. Entries survive a
// reload, leaving the page, closing the tab and restarting the phone; files are kept as Blobs in the entry.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { NewOutboxEntry, OutboxEntry } from "./outbox_rules.ts";

const DB_NAME = "bay-outbox";

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { key: string } };
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function db(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore("entries", { keyPath: "id", autoIncrement: true });
      store.createIndex("key", "key", { unique: true });
    },
  });
  return opened;
}

/** Every entry, oldest first. */
export async function readEntries(): Promise<OutboxEntry[]> {
  return await (await db()).getAll("entries");
}

/** Adds an entry with a fresh idempotency key; resolves with it as stored. */
export async function addEntry(entry: NewOutboxEntry, userId: number): Promise<OutboxEntry> {
  const record = {
    ...entry,
    key: crypto.randomUUID(),
    userId,
    createdAt: Date.now(),
    attempts: 0,
    notBefore: 0,
    state: "waiting",
    message: null,
    checkpoint: null,
  } as Omit<OutboxEntry, "id">;
  const id = await (await db()).add("entries", record as OutboxEntry);
  return { ...record, id } as OutboxEntry;
}

/** Changes stored entries (those still there: one sent meanwhile is gone and stays gone). */
export async function updateEntries(
  changes: ReadonlyArray<{ id: number; change: Partial<OutboxEntry> }>,
): Promise<void> {
  if (changes.length === 0) return;
  const tx = (await db()).transaction("entries", "readwrite");
  for (const { id, change } of changes) {
    const stored = await tx.store.get(id);
    if (stored) await tx.store.put({ ...stored, ...change, id });
  }
  await tx.done;
}

export async function removeEntries(ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const tx = (await db()).transaction("entries", "readwrite");
  for (const id of ids) await tx.store.delete(id);
  await tx.done;
}
