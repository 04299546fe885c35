// The outbox's decisions as pure functions (outbox.ts runs them against IndexedDB): which entries go next,
// how long to wait after a failed attempt, and what the status line says. One queue for the whole app: an
// entry is a change (a checklist item's result, note, value, ...) or a file (a photo or video), recorded by
// one person, kept on the device until the server has it.

export type OutboxEntryState = "waiting" | "failed";

export interface OutboxEntry<Payload = unknown> {
  /** IndexedDB's key, given in the order entries were made: the queue is drained in that order. */
  id: number;
  /** Sent with the entry, so the server applies a resend once. */
  key: string;
  /** Which sender takes it (outbox.ts registers them): "checklist-items", "upload". */
  kind: string;
  /** What it belongs to, e.g. "inspection:{encInspectionId}": a page listens for its own. */
  scope: string;
  /** Changes are "change", pictures and videos "photo": what the status line counts. */
  counts: "change" | "photo";
  /** Who made it: it is sent only while that person is signed in. */
  userId: number;
  /** What the person would call it ("Brakes", "photo of Tread depth"), for the status line's list. */
  label: string;
  createdAt: number;
  attempts: number;
  /** Not before this time (ms since the epoch): the backoff after an attempt without an answer. */
  notBefore: number;
  state: OutboxEntryState;
  /** Why the last attempt failed (shown with the entry). */
  message: string | null;
  payload: Payload;
  /** The sender's progress, kept so a resend starts where the last attempt stopped. */
  checkpoint: unknown;
  /** A refused entry's details for the page that made it (a conflict's stored item). */
  detail?: unknown;
}

export type NewOutboxEntry<Payload = unknown> = Pick<
  OutboxEntry<Payload>,
  "kind" | "scope" | "counts" | "label" | "payload"
>;

/** At most this many entries of one kind and scope go in one request. */
export const MAX_GROUP = 100;

/** Seconds to wait after the nth attempt without an answer: 1, 2, 4, ... up to 30. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The next entries to send: the oldest waiting entry of this person that is due, and, where its sender takes
 * several at once, the other waiting entries of its kind and scope (in order, up to MAX_GROUP).
 */
export function nextGroup(
  entries: readonly OutboxEntry[],
  userId: number,
  now: number,
  groups: (kind: string) => boolean,
): OutboxEntry[] {
  const mine = entries
    .filter((entry) => entry.userId === userId && entry.state === "waiting")
    .sort((a, b) => a.id - b.id);
  const head = mine.find((entry) => entry.notBefore <= now);
  if (!head) return [];
  if (!groups(head.kind)) return [head];
  return mine.filter((entry) => entry.kind === head.kind && entry.scope === head.scope).slice(0, MAX_GROUP);
}

/** When the next waiting entry of this person is due (ms since the epoch), or null when none waits. */
export function nextDue(entries: readonly OutboxEntry[], userId: number): number | null {
  const due = entries
    .filter((entry) => entry.userId === userId && entry.state === "waiting")
    .map((entry) => entry.notBefore);
  return due.length === 0 ? null : Math.min(...due);
}

export interface OutboxCounts {
  /** Changes not sent yet (waiting or failed). */
  changes: number;
  /** Pictures and videos not sent yet (waiting or failed). */
  photos: number;
  /** Of those, the ones that need the person: refused, with a reason. */
  failed: number;
}

/** What is not sent yet, for one person (and, given a scope, for one inspection). */
export function countsOf(
  entries: readonly OutboxEntry[],
  userId: number | null,
  scope?: string,
): OutboxCounts {
  const counts: OutboxCounts = { changes: 0, photos: 0, failed: 0 };
  for (const entry of entries) {
    if (userId !== null && entry.userId !== userId) continue;
    if (scope !== undefined && entry.scope !== scope) continue;
    if (entry.counts === "photo") counts.photos++;
    else counts.changes++;
    if (entry.state === "failed") counts.failed++;
  }
  return counts;
}

/**
 * The status line's words in the staff's language. The kit holds no words of its own: the shop frame makes
 * these from the message catalogue's outbox.* messages (modules/shops/layout/outbox_words.ts).
 */
export interface OutboxWords {
  changes(n: number): string;
  photos(n: number): string;
  /** "A and B", as the language joins two things. */
  both(parts: string[]): string;
  allFailed(what: string, n: number): string;
  someFailed(n: number): string;
  offline(what: string): string;
  problem(what: string, problem: string): string;
  sending(what: string): string;
  allSaved: string;
  notSentYet: string;
  retry: string;
  discard: string;
  discardTitle: string;
  discardMessage(label: string): string;
  /** The page is the copy kept on this device at `when`, shown offline. */
  keptCopy(when: Date): string;
  /** The same, once the network is back: reloading shows the latest. */
  keptCopyOnline(when: Date): string;
  reload: string;
}

/** "3 changes and 2 photos", "1 change", "1 photo or video": what is not sent yet. */
export function unsentText(counts: OutboxCounts, words: OutboxWords): string {
  const parts: string[] = [];
  if (counts.changes > 0) parts.push(words.changes(counts.changes));
  if (counts.photos > 0) parts.push(words.photos(counts.photos));
  return words.both(parts);
}

/** The status line every staff page shows, or null when there is nothing to say. */
export function statusText(
  counts: OutboxCounts,
  online: boolean,
  problem: string | null,
  words: OutboxWords,
): { text: string; tone: "saved" | "waiting" | "offline" | "failed" } | null {
  const unsent = counts.changes + counts.photos;
  if (unsent === 0) return null;
  const what = unsentText(counts, words);
  if (counts.failed === unsent) return { text: words.allFailed(what, unsent), tone: "failed" };
  const waiting = counts.failed > 0 ? ` ${words.someFailed(counts.failed)}` : "";
  if (!online) return { text: `${words.offline(what)}${waiting}`, tone: "offline" };
  if (problem) return { text: `${words.problem(what, problem)}${waiting}`, tone: "waiting" };
  return { text: `${words.sending(what)}${waiting}`, tone: "waiting" };
}
