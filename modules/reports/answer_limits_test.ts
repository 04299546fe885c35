import assert from "node:assert/strict";
import { RateLimitedError } from "../../src/platform/errors.ts";
import { dbTest } from "../../tests/support/databases.ts";
import {
  ANSWERS_PER_ADDRESS,
  ANSWERS_PER_BROWSER,
  ANSWERS_PER_REPORT,
  countAnswer,
  isReportFull,
} from "./answer_limits.ts";

// A report id no other test uses: the buckets are named by it.
const report = () => 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

dbTest(
  "answers from one IPv6 /64 share one address's allowance, whichever of its addresses they use",
  async (db) => {
    const inspectionId = report();
    // A fresh browser and a fresh address of the same /64 each time: only the address's limit can stop them.
    for (let n = 0; n < ANSWERS_PER_ADDRESS.limit; n++) {
      await countAnswer(db.sql, inspectionId, `browser-${n}`, `2001:db8:5:7::${(n + 1).toString(16)}`, false);
    }
    await assert.rejects(
      countAnswer(db.sql, inspectionId, "browser-next", "2001:db8:5:7:ffff::1", false),
      (error) => error instanceof RateLimitedError && /Too many answers to this report/.test(error.message),
    );
    // Another subscriber (another /64) still answers.
    await countAnswer(db.sql, inspectionId, "browser-other", "2001:db8:5:8::1", false);
  },
);

dbTest(
  "once the report's ceiling is reached, only a browser that opened it before answers, up to its own limit",
  async (db) => {
    const inspectionId = report();
    // The flood: the report's ceiling spent, as five addresses can.
    await db.sql`
      insert into rate_limit_hits (bucket, at, expires_at)
      select ${`report-answers:${inspectionId}`}, now(), now() + interval '1 hour'
      from generate_series(1, ${ANSWERS_PER_REPORT.limit})`;
    assert.equal(await isReportFull(db.sql, inspectionId), true);
    const refused = (error: unknown) =>
      error instanceof RateLimitedError && /Too many answers to this report/.test(error.message);
    await assert.rejects(countAnswer(db.sql, inspectionId, "opened-now", "203.0.113.1", false), refused);
    for (let n = 0; n < ANSWERS_PER_BROWSER.limit; n++) {
      await countAnswer(db.sql, inspectionId, "opened-before", "203.0.113.2", true);
    }
    await assert.rejects(countAnswer(db.sql, inspectionId, "opened-before", "203.0.113.2", true), refused);
  },
);
