import assert from "node:assert/strict";
import { RenderSlots } from "./_render_slots.ts";

Deno.test("no more than the limit run at once, the rest in turn, and a failure frees its slot", async () => {
  const slots = new RenderSlots(2);
  let running = 0;
  let most = 0;
  const finished: number[] = [];
  const work = (id: number) =>
    slots.run(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (id === 1) throw new Error("Chromium said no");
      finished.push(id);
      return id;
    });
  const results = await Promise.allSettled([0, 1, 2, 3, 4].map(work));
  assert.equal(most, 2);
  assert.deepEqual(results.map((result) => result.status), [
    "fulfilled",
    "rejected",
    "fulfilled",
    "fulfilled",
    "fulfilled",
  ]);
  assert.deepEqual(finished, [0, 2, 3, 4]);
});
