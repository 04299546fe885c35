import assert from "node:assert/strict";
import { RateLimitedError } from "../../src/platform/errors.ts";
import { dbTest } from "../../tests/support/databases.ts";
import { ANSWERS_PER_ADDRESS, countAnswer } from "./answer_limits.ts";

// A report id no other test uses: the buckets are named by it.
const report = () => 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

dbTest(
  "answers from one IPv6 /64 share one address's allowance, whichever of its addresses they use",
  async (db) => {
    const inspectionId = report();
    // A fresh browser and a fresh address of the same /64 each time: only the address's limit can stop them.
    for (let n = 0; n < ANSWERS_PER_ADDRESS.limit; n++) {
      await countAnswer(db.sql, inspectionId, `browser-${n}`, `2001:db8:5:7::${(n + 1).toString(16)}`);
    }
    await assert.rejects(
      countAnswer(db.sql, inspectionId, "browser-next", "2001:db8:5:7:ffff::1"),
      (error) => error instanceof RateLimitedError && /Too many answers to this report/.test(error.message),
    );
    // Another subscriber (another /64) still answers.
    await countAnswer(db.sql, inspectionId, "browser-other", "2001:db8:5:8::1");
  },
);
