// Where the outbox lives on the device: one IndexedDB object store, through `idb`. Entries survive a
// reload, leaving the page, closing the tab and restarting the phone; files are kept as Blobs in the entry.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { NewOutboxEntry, OutboxEntry } from "./outbox_rules.ts";

const DB_NAME = "bay-outbox";

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { key: string } };
}

/** Where the outbox keeps its entries (outbox.ts): IndexedDB on a device, memory in the property test. */
export interface OutboxStore {
  /** Every entry, oldest first. */
  read(): Promise<OutboxEntry[]>;
  /** Adds an entry with a fresh idempotency key; resolves with it as stored. */
  add(entry: NewOutboxEntry, userId: number, now: number): Promise<OutboxEntry>;
  /** Changes stored entries (those still there: one sent meanwhile is gone and stays gone). */
  update(changes: ReadonlyArray<{ id: number; change: Partial<OutboxEntry> }>): Promise<void>;
  remove(ids: readonly number[]): Promise<void>;
}

/** A new entry as a store keeps it, before it has its id. */
export function newRecord(entry: NewOutboxEntry, userId: number, now: number): Omit<OutboxEntry, "id"> {
  return {
    ...entry,
    key: crypto.randomUUID(),
    userId,
    createdAt: now,
    attempts: 0,
    notBefore: 0,
    state: "waiting",
    message: null,
    checkpoint: null,
  };
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

/** This device's IndexedDB. */
export const deviceStore: OutboxStore = {
  async read() {
    return await (await db()).getAll("entries");
  },
  async add(entry, userId, now) {
    const record = newRecord(entry, userId, now);
    const id = await (await db()).add("entries", record as OutboxEntry);
    return { ...record, id } as OutboxEntry;
  },
  async update(changes) {
    if (changes.length === 0) return;
    const tx = (await db()).transaction("entries", "readwrite");
    for (const { id, change } of changes) {
      const stored = await tx.store.get(id);
      if (stored) await tx.store.put({ ...stored, ...change, id });
    }
    await tx.done;
  },
  async remove(ids) {
    if (ids.length === 0) return;
    const tx = (await db()).transaction("entries", "readwrite");
    for (const id of ids) await tx.store.delete(id);
    await tx.done;
  },
};
