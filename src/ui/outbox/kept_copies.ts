// The latest answer the server gave for a scope (an inspection's items), kept on the device for the person
// who saw it (issue 32). A kept page is the page as it was when the device last loaded it; what was saved
// since, online, is in the answers to those saves. A page opened from its kept copy lays the newest kept
// answer over it, so a row saved online a minute before the network went is never shown as untouched.
// Copies belong to one person: another person's are dropped when someone else (or nobody) is signed in.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

export interface KeptCopy<Data = unknown> {
  /** When the server gave it (ms since the epoch, the device's clock). */
  at: number;
  data: Data;
}

export interface KeptCopies {
  read(userId: number, scope: string): Promise<KeptCopy | null>;
  write(userId: number, scope: string, copy: KeptCopy): Promise<void>;
  /** Drops every copy but this person's (every copy, for nobody). */
  keepOnly(userId: number | null): Promise<void>;
}

interface KeptSchema extends DBSchema {
  copies: { key: string; value: KeptCopy & { userId: number; scope: string } };
}

let opened: Promise<IDBPDatabase<KeptSchema>> | null = null;

function db(): Promise<IDBPDatabase<KeptSchema>> {
  opened ??= openDB<KeptSchema>("bay-kept", 1, {
    upgrade(database) {
      database.createObjectStore("copies");
    },
  });
  return opened;
}

const keyOf = (userId: number, scope: string) => `${userId} ${scope}`;

/** This device's IndexedDB. A browser that refuses it (private mode) keeps nothing: the page still works. */
export const deviceKeptCopies: KeptCopies = {
  async read(userId, scope) {
    const found = await (await db()).get("copies", keyOf(userId, scope)).catch(() => undefined);
    return found ? { at: found.at, data: found.data } : null;
  },
  async write(userId, scope, copy) {
    await (await db()).put("copies", { ...copy, userId, scope }, keyOf(userId, scope)).catch(() => undefined);
  },
  async keepOnly(userId) {
    const tx = (await db()).transaction("copies", "readwrite");
    for (const key of await tx.store.getAllKeys()) {
      if (userId === null || !key.startsWith(`${userId} `)) await tx.store.delete(key);
    }
    await tx.done;
  },
};
