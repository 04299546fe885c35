// The device's outbox: every change and file a person records in the bay goes here first and is sent from
// here, in order, whenever the app is online: on `online`, when the page is shown again, on an interval, when
// the service worker relays a Background Sync, and right after something is added. Any page of the app drains
// it, not only the page that made the entry (the routes register a sender per kind of entry). One tab at a
// time drains (a Web Lock), so two open tabs never send the same entry at once; the others hear what happened
// on a BroadcastChannel. Entries are sent only while the person who made them is signed in.
import { deviceKeptCopies, type KeptCopies } from "./kept_copies.ts";
import { deviceStore, type OutboxStore } from "./outbox_db.ts";
import {
  backoffMs,
  countsOf,
  type NewOutboxEntry,
  nextDue,
  nextGroup,
  type OutboxCounts,
  type OutboxEntry,
} from "./outbox_rules.ts";

export type { NewOutboxEntry, OutboxCounts, OutboxEntry } from "./outbox_rules.ts";

export type EntryOutcome =
  /** The server has it: the entry leaves the outbox. */
  | { outcome: "done" }
  /** No answer (network, 5xx): tried again later, with backoff (and what the sender learnt meanwhile). */
  | { outcome: "again"; message: string; payload?: unknown; checkpoint?: unknown }
  /** Refused for a reason trying again will not change: kept for the person to retry or discard. */
  | { outcome: "refused"; message: string; detail?: unknown }
  /** Still to send at once, as this payload (a change sent beside another item the server refused). */
  | { outcome: "rewrite"; payload: unknown };

export interface SendResult {
  /** What became of each entry (those sent, and any other the answer settles). */
  outcomes: Map<number, EntryOutcome>;
  /** Nothing can be sent until the person acts (signed out): draining stops, and the status says why. */
  pause?: string;
}

export interface SendContext {
  /** Keeps the sender's progress on the entry, so a resend starts where this attempt stopped. */
  checkpoint(entry: OutboxEntry, checkpoint: unknown): Promise<void>;
  /** Live progress for the pages (an upload's percent); not stored. */
  progress(entry: OutboxEntry, progress: unknown): void;
  /** Tells the pages listening to a scope what the server answered. */
  announce(scope: string, message: unknown): void;
  /** The entries as they stand now (others may have been added while a request was out). */
  entries(): readonly OutboxEntry[];
}

export interface OutboxSender {
  /** Whether waiting entries of one scope go together in one request. */
  groups: boolean;
  send(entries: OutboxEntry[], context: SendContext): Promise<SendResult>;
}

/**
 * What the outbox needs of the device: where entries (and the answers pages keep) are kept, whether the
 * network is there, the clock and its timers. The browser's are IndexedDB, `navigator.onLine`, `Date.now` and
 * `setTimeout`; the outbox's property test gives its own.
 */
export interface OutboxDevice {
  store: OutboxStore;
  /** The server's latest answers, kept for the pages shown from a kept copy. */
  kept: KeptCopies;
  online(): boolean;
  now(): number;
  /** Runs `work` after `ms` (the browser's setTimeout); the answer cancels it. */
  later(work: () => void, ms: number): () => void;
}

const browserDevice: OutboxDevice = {
  store: deviceStore,
  kept: deviceKeptCopies,
  online: () => typeof navigator === "undefined" || navigator.onLine !== false,
  now: () => Date.now(),
  later(work, ms) {
    const timer = setTimeout(work, ms);
    return () => clearTimeout(timer);
  },
};

export interface OutboxSnapshot {
  /** False until the device's entries have been read (the status says nothing before). */
  ready: boolean;
  /** Who the outbox sends for: a page shows only that person's entries. */
  userId: number | null;
  entries: readonly OutboxEntry[];
  counts: OutboxCounts;
  online: boolean;
  /** Why sending has stopped (signed out), or null. */
  problem: string | null;
  /** Live progress by entry id (uploads). */
  progress: ReadonlyMap<number, unknown>;
}

const CHANNEL = "bay-outbox";
const LOCK = "bay-outbox-drain";
/** A quiet page still tries every so often: the `online` event does not fire on every network change. */
const POLL_MS = 15_000;
/** Taps that come together (Bring all, quick taps) go in one request. */
const GATHER_MS = 30;

export class Outbox {
  #entries: OutboxEntry[] = [];
  #senders = new Map<string, OutboxSender>();
  #listeners = new Set<() => void>();
  #scopeListeners = new Map<string, Set<(message: unknown) => void>>();
  #progress = new Map<number, unknown>();
  #userId: number | null = null;
  #ready = false;
  #problem: string | null = null;
  #draining = false;
  #again = false;
  /** Cancels the drain a kick planned, if any. */
  #cancelKick: (() => void) | null = null;
  #channel: BroadcastChannel | null = null;
  #snapshot: OutboxSnapshot = {
    ready: false,
    userId: null,
    entries: [],
    counts: { changes: 0, photos: 0, failed: 0 },
    online: true,
    problem: null,
    progress: new Map(),
  };
  #stop: (() => void) | null = null;
  /** Counts this tab's writes, so a read of the store that overlapped one is read again. */
  #writes = 0;

  constructor(readonly device: OutboxDevice = browserDevice) {}

  register(kind: string, sender: OutboxSender): void {
    this.#senders.set(kind, sender);
  }

  /**
   * Sends for this person from now on, once the device's entries are read (the page's triggers are start's;
   * the property test drives the outbox with this and sendNow alone).
   */
  async follow(userId: number): Promise<void> {
    this.#userId = userId;
    await this.#reload();
  }

  /** Sends what is due now; resolves when this round of sending is over. */
  async sendNow(): Promise<void> {
    await this.#drain();
  }

  /** Starts draining for the signed-in person (once per page; a second call only changes the person). */
  start(userId: number): () => void {
    this.#userId = userId;
    if (this.#stop) {
      this.kick(0);
      return this.#stop;
    }
    const kick = () => this.kick(0);
    const shown = () => {
      if (document.visibilityState === "visible") void this.#reload().then(kick);
    };
    const changed = () => this.#publish();
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "outbox-sync") kick();
    };
    addEventListener("online", kick);
    addEventListener("online", changed);
    addEventListener("offline", changed);
    document.addEventListener("visibilitychange", shown);
    navigator.serviceWorker?.addEventListener("message", fromWorker);
    const interval = setInterval(kick, POLL_MS);
    if (typeof BroadcastChannel === "function") {
      this.#channel = new BroadcastChannel(CHANNEL);
      this.#channel.onmessage = (event) => this.#heard(event.data);
    }
    void this.#reload().then(kick);
    this.#stop = () => {
      removeEventListener("online", kick);
      removeEventListener("online", changed);
      removeEventListener("offline", changed);
      document.removeEventListener("visibilitychange", shown);
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
      clearInterval(interval);
      this.#cancelKick?.();
      this.#channel?.close();
      this.#channel = null;
      this.#stop = null;
    };
    return this.#stop;
  }

  subscribe = (listener: () => void): () => void => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  snapshot = (): OutboxSnapshot => this.#snapshot;

  /** Hears what the server answered for a scope (in this tab or another). */
  listen(scope: string, listener: (message: unknown) => void): () => void {
    const listeners = this.#scopeListeners.get(scope) ?? new Set();
    listeners.add(listener);
    this.#scopeListeners.set(scope, listeners);
    return () => listeners.delete(listener);
  }

  /** Keeps an entry on the device and sends it as soon as it can. */
  async add(entry: NewOutboxEntry): Promise<OutboxEntry> {
    if (this.#userId === null) throw new Error("The outbox has not started: nobody is signed in.");
    this.#writes++;
    const stored = await this.device.store.add(entry, this.#userId, this.device.now());
    this.#entries = [...this.#entries.filter((other) => other.id !== stored.id), stored];
    this.#changed();
    askForBackgroundSync();
    this.kick(GATHER_MS);
    return stored;
  }

  /** Sends refused entries again (with a new payload where the page rebased them). */
  async retry(ids: readonly number[], payload?: (entry: OutboxEntry) => unknown): Promise<void> {
    const changes = this.#entries.filter((entry) => ids.includes(entry.id)).map((entry) => ({
      id: entry.id,
      change: {
        state: "waiting" as const,
        attempts: 0,
        notBefore: 0,
        message: null,
        detail: undefined,
        ...(payload ? { payload: payload(entry) } : {}),
      },
    }));
    this.#writes++;
    await this.device.store.update(changes);
    this.#apply(changes);
    this.#problem = null;
    this.#changed();
    this.kick(0);
  }

  /** Drops entries the person chose not to send. */
  async discard(ids: readonly number[]): Promise<void> {
    this.#writes++;
    await this.device.store.remove(ids);
    this.#entries = this.#entries.filter((entry) => !ids.includes(entry.id));
    for (const id of ids) this.#progress.delete(id);
    this.#changed();
  }

  /** Drains after a short wait (0: at once). */
  kick(delay: number): void {
    this.#cancelKick?.();
    this.#cancelKick = this.device.later(() => {
      this.#cancelKick = null;
      void this.#drain();
    }, delay);
  }

  async #drain(): Promise<void> {
    if (this.#draining) {
      this.#again = true;
      return;
    }
    if (!this.#ready || this.#userId === null || !this.device.online()) return;
    this.#draining = true;
    try {
      const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
      if (locks) {
        await locks.request(LOCK, { ifAvailable: true }, (lock) => lock ? this.#sendAll() : undefined);
      } else await this.#sendAll();
    } finally {
      this.#draining = false;
    }
    if (this.#again) {
      this.#again = false;
      this.kick(0);
    }
  }

  async #sendAll(): Promise<void> {
    // Another tab may have sent or added entries since this one last looked.
    await this.#reload();
    while (this.device.online() && this.#userId !== null) {
      const group = nextGroup(
        this.#entries,
        this.#userId,
        this.device.now(),
        (kind) => this.#senders.get(kind)?.groups ?? false,
      )
        .filter((entry) => this.#senders.has(entry.kind));
      if (group.length === 0) break;
      const sender = this.#senders.get(group[0].kind)!;
      let result: SendResult;
      try {
        result = await sender.send(group, this.#context());
      } catch (error) {
        // A sender's own mistake must not stop the queue for good: the group waits and is tried again.
        const message = error instanceof Error ? error.message : String(error);
        result = { outcomes: new Map(group.map((entry) => [entry.id, { outcome: "again", message }])) };
      }
      await this.#settle(result);
      this.#problem = result.pause ?? null;
      this.#changed();
      if (result.pause) return;
    }
    const due = this.#userId === null ? null : nextDue(this.#entries, this.#userId);
    if (due !== null) this.kick(Math.max(0, due - this.device.now()));
  }

  async #settle(result: SendResult): Promise<void> {
    const now = this.device.now();
    const done: number[] = [];
    const changes: Array<{ id: number; change: Partial<OutboxEntry> }> = [];
    for (const [id, outcome] of result.outcomes) {
      const entry = this.#entries.find((other) => other.id === id);
      if (!entry) continue;
      if (outcome.outcome === "done") {
        done.push(id);
        this.#progress.delete(id);
      } else if (outcome.outcome === "again") {
        const attempts = entry.attempts + 1;
        const { payload, checkpoint } = outcome;
        changes.push({
          id,
          change: {
            attempts,
            notBefore: now + backoffMs(attempts),
            message: outcome.message,
            ...(payload === undefined ? {} : { payload }),
            ...(checkpoint === undefined ? {} : { checkpoint }),
          },
        });
      } else if (outcome.outcome === "refused") {
        changes.push({ id, change: { state: "failed", message: outcome.message, detail: outcome.detail } });
        this.#progress.delete(id);
      } else {
        changes.push({ id, change: { payload: outcome.payload, notBefore: 0 } });
      }
    }
    this.#writes++;
    await this.device.store.remove(done);
    await this.device.store.update(changes);
    this.#entries = this.#entries.filter((entry) => !done.includes(entry.id));
    this.#apply(changes);
  }

  #context(): SendContext {
    return {
      checkpoint: async (entry, checkpoint) => {
        this.#writes++;
        await this.device.store.update([{ id: entry.id, change: { checkpoint } }]);
        this.#apply([{ id: entry.id, change: { checkpoint } }]);
      },
      progress: (entry, progress) => {
        this.#progress.set(entry.id, progress);
        this.#publish();
      },
      announce: (scope, message) => {
        this.#tellScope(scope, message);
        this.#channel?.postMessage({ type: "announce", scope, message });
      },
      entries: () => this.#entries,
    };
  }

  #apply(changes: ReadonlyArray<{ id: number; change: Partial<OutboxEntry> }>): void {
    this.#entries = this.#entries.map((entry) => {
      const change = changes.find((one) => one.id === entry.id);
      return change ? { ...entry, ...change.change } : entry;
    });
  }

  async #reload(): Promise<void> {
    try {
      for (;;) {
        const writes = this.#writes;
        const entries = await this.device.store.read();
        // An entry added here while the store was being read must not vanish from this tab's view.
        if (writes === this.#writes) {
          this.#entries = entries;
          break;
        }
      }
    } catch {
      // IndexedDB refused (private mode, storage full): the page still works online, entry by entry.
      this.#entries = [];
    }
    this.#ready = true;
    this.#publish();
  }

  #heard(data: unknown): void {
    const message = data as { type?: string; scope?: string; message?: unknown };
    if (message.type === "changed") void this.#reload();
    else if (message.type === "announce" && typeof message.scope === "string") {
      this.#tellScope(message.scope, message.message);
    }
  }

  #tellScope(scope: string, message: unknown): void {
    for (const listener of this.#scopeListeners.get(scope) ?? []) listener(message);
  }

  /** Something changed here: this tab's pages and the other tabs hear of it. */
  #changed(): void {
    this.#channel?.postMessage({ type: "changed" });
    this.#publish();
  }

  #publish(): void {
    this.#snapshot = {
      ready: this.#ready,
      userId: this.#userId,
      entries: this.#entries,
      counts: countsOf(this.#entries, this.#userId),
      online: this.device.online(),
      problem: this.#problem,
      progress: new Map(this.#progress),
    };
    for (const listener of this.#listeners) listener();
  }
}

/** Where the browser has Background Sync, the service worker wakes a page to drain even after the tab closed. */
function askForBackgroundSync(): void {
  const worker = navigator.serviceWorker;
  if (!worker?.controller) return;
  void worker.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync
        ?.register("outbox")
    )
    .catch(() => {
      // Not allowed here (no permission, an old browser): the page's own triggers still drain it.
    });
}

/** The one outbox of this page. */
export const outbox = new Outbox();
