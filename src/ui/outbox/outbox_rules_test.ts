import assert from "node:assert/strict";
import {
  backoffMs,
  countsOf,
  nextDue,
  nextGroup,
  type OutboxEntry,
  type OutboxWords,
  statusText,
  unsentText,
} from "./outbox_rules.ts";

let ids = 0;
function entry(change: Partial<OutboxEntry> = {}): OutboxEntry {
  ids++;
  return {
    id: ids,
    key: `key-${ids}`,
    kind: "checklist-items",
    scope: "inspection:a",
    counts: "change",
    userId: 1,
    label: `Task ${ids}`,
    createdAt: 0,
    attempts: 0,
    notBefore: 0,
    state: "waiting",
    message: null,
    payload: null,
    checkpoint: null,
    ...change,
  };
}

const groups = (kind: string) => kind === "checklist-items";

/** Words that show which sentence was chosen and what went into it. */
const TAGS: OutboxWords = {
  changes: (n) => `${n} changes`,
  photos: (n) => `${n} photos`,
  both: (parts) => `[${parts.join("+")}]`,
  allFailed: (what, n) => `all failed(${what}, ${n})`,
  someFailed: (n) => `failed(${n})`,
  offline: (what) => `offline(${what})`,
  problem: (what, problem) => `problem(${what}, ${problem})`,
  sending: (what) => `sending(${what})`,
  allSaved: "saved",
  notSentYet: "unsent",
  retry: "retry",
  discard: "discard",
  discardTitle: "discard?",
  discardMessage: (label) => `discard ${label}?`,
  keptCopy: (when) => `kept(${when.toISOString()})`,
  keptCopyOnline: (when) => `kept online(${when.toISOString()})`,
  reload: "reload",
};

Deno.test("outbox: the oldest due entry goes first, with the waiting entries of its kind and scope", () => {
  const photo = entry({ kind: "upload", counts: "photo" });
  const a1 = entry();
  const b1 = entry({ scope: "inspection:b" });
  const a2 = entry();
  const all = [a2, b1, a1, photo];
  assert.deepEqual(nextGroup(all, 1, 0, groups).map((one) => one.id), [photo.id], "a photo goes alone");
  const rest = all.filter((one) => one !== photo);
  assert.deepEqual(nextGroup(rest, 1, 0, groups).map((one) => one.id), [a1.id, a2.id]);
});

Deno.test("outbox: another person's, failed and not-yet-due entries wait", () => {
  const theirs = entry({ userId: 2 });
  const failed = entry({ state: "failed", message: "No." });
  const later = entry({ notBefore: 5_000 });
  assert.deepEqual(nextGroup([theirs, failed, later], 1, 1_000, groups), []);
  assert.equal(nextDue([theirs, failed, later], 1), 5_000);
  assert.equal(nextDue([theirs], 1), null);
  assert.deepEqual(nextGroup([theirs, failed, later], 1, 5_000, groups).map((one) => one.id), [later.id]);
});

Deno.test("outbox: backoff doubles from 1 s up to 30 s", () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7].map(backoffMs), [1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

Deno.test("outbox: the counts and the status line say what is not sent and what happens to it", () => {
  const entries = [
    entry(),
    entry(),
    entry({ kind: "upload", counts: "photo" }),
    entry({ state: "failed", message: "Locked." }),
    entry({ userId: 2 }),
  ];
  const counts = countsOf(entries, 1);
  assert.deepEqual(counts, { changes: 3, photos: 1, failed: 1 });
  // Which sentence, with what in it: the words themselves are the catalogue's (outbox_words_test.ts).
  assert.equal(unsentText(counts, TAGS), "[3 changes+1 photos]");
  assert.equal(statusText(counts, false, null, TAGS)?.text, "offline([3 changes+1 photos]) failed(1)");
  assert.equal(statusText(counts, false, null, TAGS)?.tone, "offline");
  assert.equal(statusText(counts, true, null, TAGS)?.text, "sending([3 changes+1 photos]) failed(1)");
  assert.equal(
    statusText({ changes: 1, photos: 0, failed: 0 }, true, "Sign in again.", TAGS)?.text,
    "problem([1 changes], Sign in again.)",
  );
  assert.deepEqual(statusText({ changes: 0, photos: 2, failed: 2 }, true, null, TAGS), {
    text: "all failed([2 photos], 2)",
    tone: "failed",
  });
  assert.equal(statusText({ changes: 0, photos: 0, failed: 0 }, false, null, TAGS), null);
  assert.deepEqual(countsOf(entries, 1, "inspection:b"), { changes: 0, photos: 0, failed: 0 });
});
