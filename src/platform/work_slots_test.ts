import assert from "node:assert/strict";
import { WorkSlots } from "./work_slots.ts";

Deno.test("at most `size` run at once; the others wait their turn in order, a failure frees its slot", async () => {
  const slots = new WorkSlots(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const work = (id: number) => async () => {
    started.push(id);
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    if (id === 1) throw new Error("a picture that does not decode");
    return id;
  };
  const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((id) => slots.run(work(id))));
  assert.equal(most, 2);
  assert.deepEqual(started, [1, 2, 3, 4, 5, 6]);
  assert.equal(results[0].status, "rejected");
  assert.deepEqual(results.slice(1).map((result) => result.status === "fulfilled" && result.value), [
    2,
    3,
    4,
    5,
    6,
  ]);
  assert.equal(await slots.run(() => Promise.resolve("free again")), "free again");
});
