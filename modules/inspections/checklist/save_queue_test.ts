// The checklist's save queue: taps merge per task, what is due is sent, and each answer does the right thing.
import assert from "node:assert/strict";
import {
  backoffMs,
  batchToSend,
  EMPTY_QUEUE,
  queueChange,
  readStoredQueue,
  settleBatch,
  waitingCount,
} from "./save_queue.ts";

Deno.test("taps on one task merge into one entry at the version they were made against", () => {
  let queue = queueChange(EMPTY_QUEUE, 7, 3, { result: "warn" });
  queue = queueChange(queue, 7, 4, { result: "fail", notes: "Leaking" });
  queue = queueChange(queue, 9, 1, { result: "pass" });
  assert.equal(waitingCount(queue), 2);
  assert.deepEqual(batchToSend(queue, 0), [
    { taskId: 7, itemVersion: 3, result: "fail", notes: "Leaking" },
    { taskId: 9, itemVersion: 1, result: "pass" },
  ]);
});

Deno.test("a row the caller holds back (still invalid) is not sent", () => {
  let queue = queueChange(EMPTY_QUEUE, 7, 1, { value1: "abc" });
  queue = queueChange(queue, 8, 1, { result: "pass" });
  assert.deepEqual(batchToSend(queue, 0, (change) => change.taskId !== 7).map((item) => item.taskId), [8]);
});

Deno.test("saved and unchanged answers empty the entry; a change made while the batch was out stays", () => {
  let queue = queueChange(EMPTY_QUEUE, 7, 1, { result: "warn" });
  queue = queueChange(queue, 8, 1, { result: "pass" });
  const sent = batchToSend(queue, 0);
  queue = queueChange(queue, 7, 1, { notes: "Pads at 3 mm" });
  const settled = settleBatch(queue, sent, {
    7: { status: "saved", itemVersion: 2 },
    8: { status: "unchanged", itemVersion: 5 },
  }, 0);
  assert.deepEqual(settled.saved, [7, 8]);
  assert.deepEqual(settled.refused, []);
  assert.deepEqual(batchToSend(settled.queue, 0), [{ taskId: 7, itemVersion: 2, notes: "Pads at 3 mm" }]);
});

Deno.test("a conflict leaves the queue and keeps the attempted change to apply again", () => {
  const queue = queueChange(EMPTY_QUEUE, 7, 1, { result: "pass" });
  const settled = settleBatch(queue, batchToSend(queue, 0), {
    7: { status: "conflict", itemVersion: 3, message: "Someone else saved Pads first." },
  }, 0);
  assert.equal(waitingCount(settled.queue), 0);
  assert.deepEqual(settled.refused, [{
    taskId: 7,
    attempted: { result: "pass" },
    message: "Someone else saved Pads first.",
    kind: "conflict",
  }]);
});

Deno.test("a refused batch drops the invalid item and sends the others again at once", () => {
  let queue = queueChange(EMPTY_QUEUE, 7, 1, { value1: "abc" });
  queue = queueChange(queue, 8, 1, { result: "pass" });
  const settled = settleBatch(queue, batchToSend(queue, 0), {
    7: { status: "invalid", itemVersion: 1, message: 'Depth: "abc" is not a number.' },
  }, 0);
  assert.equal(settled.refused[0].kind, "invalid");
  assert.deepEqual(batchToSend(settled.queue, 0), [{ taskId: 8, itemVersion: 1, result: "pass" }]);
});

Deno.test("no answer keeps everything and waits longer each time, up to 30 seconds", () => {
  const queue = queueChange(EMPTY_QUEUE, 7, 1, { result: "pass" });
  const once = settleBatch(queue, batchToSend(queue, 0), null, 1000);
  assert.deepEqual(batchToSend(once.queue, 1500), [], "not before its backoff");
  assert.equal(batchToSend(once.queue, 2000).length, 1);
  const twice = settleBatch(once.queue, batchToSend(once.queue, 2000), null, 2000);
  assert.equal(twice.queue.changes[7].notBefore, 4000);
  assert.deepEqual([1, 2, 3, 6, 10].map(backoffMs), [1000, 2000, 4000, 30000, 30000]);
  assert.equal(batchToSend(queueChange(twice.queue, 7, 1, { notes: "x" }), 2000).length, 1, "a new tap");
});

Deno.test("a stored queue survives a reload; a damaged one is an empty queue", () => {
  const queue =
    settleBatch(queueChange(EMPTY_QUEUE, 7, 2, { result: "fail" }), [{ taskId: 7, itemVersion: 2 }], null, 0)
      .queue;
  const read = readStoredQueue(JSON.stringify(queue));
  assert.deepEqual(batchToSend(read, 0), [{ taskId: 7, itemVersion: 2, result: "fail" }], "due at once");
  assert.deepEqual(readStoredQueue("{not json"), EMPTY_QUEUE);
  assert.deepEqual(readStoredQueue('{"changes":{"1":{"taskId":"x"}}}'), { changes: {} });
  assert.deepEqual(readStoredQueue(null), EMPTY_QUEUE);
});
