import assert from "node:assert/strict";
import {
  backoffMs,
  countsOf,
  nextDue,
  nextGroup,
  type OutboxEntry,
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
  assert.equal(unsentText(counts), "3 changes and 1 photo or video");
  assert.equal(
    statusText(counts, false, null)?.text,
    "Offline: 3 changes and 1 photo or video not sent yet. Kept on this device and sent when you are back online. 1 could not be sent: see below.",
  );
  assert.equal(
    statusText(counts, true, null)?.text,
    "Sending 3 changes and 1 photo or video… 1 could not be sent: see below.",
  );
  assert.equal(
    statusText({ changes: 1, photos: 0, failed: 0 }, true, "Sign in again.")?.text,
    "1 change not sent yet: Sign in again.",
  );
  assert.equal(
    statusText({ changes: 0, photos: 2, failed: 2 }, true, null)?.text,
    "2 photos or videos could not be sent. Retry or discard them below.",
  );
  assert.equal(statusText({ changes: 0, photos: 0, failed: 0 }, false, null), null);
  assert.deepEqual(countsOf(entries, 1, "inspection:b"), { changes: 0, photos: 0, failed: 0 });
});
