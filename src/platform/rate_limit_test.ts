// The sliding window against the database, with time moved by explicit timestamps instead of waiting.
import assert from "node:assert/strict";
import { dbTest, directJobContext, uniqueName } from "../../tests/support/databases.ts";
import { RateLimitedError } from "./errors.ts";
import {
  hitRateLimit,
  hitRateLimits,
  isRateLimitFull,
  type RateLimit,
  rateLimitCleanupJob,
} from "./rate_limit.ts";

const QUARTER_HOUR = 15 * 60;
const TEN_PER_QUARTER_HOUR: RateLimit = { what: "attempts", limit: 10, windowSeconds: QUARTER_HOUR };

/** A clock-aligned quarter-hour (where the old fixed windows began), in the past so nothing else meets it. */
const BOUNDARY = new Date(Date.UTC(2026, 0, 5, 10, 15, 0));
const seconds = (n: number) => new Date(BOUNDARY.getTime() + n * 1000);

/** How many of the hits at the given times were let through. */
async function allowed(hit: (at: Date) => Promise<unknown>, times: Date[]): Promise<number> {
  let count = 0;
  for (const at of times) {
    try {
      await hit(at);
      count++;
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
    }
  }
  return count;
}

dbTest("a burst across a clock-aligned quarter-hour gets no more than the limit", async ({ sql }) => {
  const bucket = uniqueName("burst");
  const hit = (at: Date) => hitRateLimit(sql, TEN_PER_QUARTER_HOUR, [bucket], { at });
  const before = Array.from({ length: 10 }, (_, i) => seconds(-10 + i));
  const after = Array.from({ length: 10 }, (_, i) => seconds(1 + i));
  assert.equal(await allowed(hit, before), 10, "ten in the seconds before the boundary");
  assert.equal(
    await allowed(hit, after),
    0,
    "none in the seconds after it: the window slides, it does not reset",
  );
  await assert.rejects(hit(seconds(60)), (error) => {
    assert.ok(error instanceof RateLimitedError);
    // The first hit (10 s before the boundary) leaves the window 14 min 50 s after it; at +60 s that is
    // 13 min 50 s away: said as 14 minutes.
    assert.equal(error.retryAfterSeconds, QUARTER_HOUR - 10 - 60);
    assert.equal(error.message, "Too many attempts. Try again in 14 minutes.");
    return true;
  });
});

dbTest("the window slides: a place frees up exactly when the oldest hit is a window old", async ({ sql }) => {
  const bucket = uniqueName("slide");
  const hit = (at: Date) => hitRateLimit(sql, TEN_PER_QUARTER_HOUR, [bucket], { at });
  // One hit a minute for ten minutes fills the window.
  assert.equal(await allowed(hit, Array.from({ length: 10 }, (_, i) => seconds(i * 60))), 10);
  assert.equal(await allowed(hit, [seconds(QUARTER_HOUR - 1)]), 0, "the first is still a second inside");
  assert.equal(await allowed(hit, [seconds(QUARTER_HOUR)]), 1, "the first has left; its place is taken");
  assert.equal(await allowed(hit, [seconds(QUARTER_HOUR + 30)]), 0, "the second leaves only at 16 minutes");
  assert.equal(await allowed(hit, [seconds(QUARTER_HOUR + 60)]), 1);
});

dbTest(
  "a look at whether a bucket is full counts nothing and follows the sliding window",
  async ({ sql }) => {
    const bucket = uniqueName("look");
    const full = (at: Date) => isRateLimitFull(sql, TEN_PER_QUARTER_HOUR, bucket, { at });
    const hit = (at: Date) => hitRateLimit(sql, TEN_PER_QUARTER_HOUR, [bucket], { at });
    assert.equal(await allowed(hit, Array.from({ length: 9 }, (_, i) => seconds(i))), 9);
    for (let look = 0; look < 3; look++) {
      assert.equal(
        await full(seconds(20)),
        false,
        "looking counts nothing",
      );
    }
    assert.equal(await allowed(hit, [seconds(9)]), 1);
    assert.equal(await full(seconds(20)), true);
    assert.equal(await full(seconds(QUARTER_HOUR)), false, "the first hit has left the window");
  },
);

dbTest("several buckets count all or none; a refused attempt is not counted", async ({ sql }) => {
  const [pair, address] = [uniqueName("pair"), uniqueName("address")];
  const two: RateLimit = { what: "sign-in attempts", limit: 2, windowSeconds: QUARTER_HOUR };
  const five: RateLimit = { ...two, limit: 5, advice: "You can still sign in with a link or a code." };
  const both = (at: Date) =>
    hitRateLimits(sql, [{ rule: two, bucket: pair }, { rule: five, bucket: address }], { at });
  assert.equal(await allowed(both, [seconds(0), seconds(1), seconds(2), seconds(3)]), 2);
  const [{ count }] = await sql<{ count: number }[]>`
    select count(*)::int as count from rate_limit_hits where bucket = ${address}`;
  assert.equal(count, 2, "the two refused attempts took no place in the address's bucket");
  const alone = (at: Date) => hitRateLimit(sql, five, [address], { at });
  assert.equal(await allowed(alone, [seconds(4), seconds(5), seconds(6), seconds(7)]), 3);
  await assert.rejects(
    alone(seconds(8)),
    /^RateLimitedError: Too many sign-in attempts\. Try again in 15 minutes\. You can still sign in with a link or a code\.$/,
  );
});

dbTest("a refunded hit gives its place back", async ({ sql }) => {
  const bucket = uniqueName("refund");
  const one: RateLimit = { what: "attempts", limit: 1, windowSeconds: QUARTER_HOUR };
  const hits = await hitRateLimit(sql, one, [bucket], { at: seconds(0) });
  await hits.refund();
  await hitRateLimit(sql, one, [bucket], { at: seconds(1) });
  await assert.rejects(hitRateLimit(sql, one, [bucket], { at: seconds(2) }), RateLimitedError);
});

dbTest("attempts at the same moment from many connections take no more than the limit", async ({ sql }) => {
  const bucket = uniqueName("parallel");
  const outcomes = await Promise.allSettled(
    Array.from({ length: 30 }, () => hitRateLimit(sql, TEN_PER_QUARTER_HOUR, [bucket])),
  );
  const refused = outcomes.filter((outcome) => outcome.status === "rejected");
  assert.ok(refused.every((outcome) => outcome.reason instanceof RateLimitedError), String(refused[0]));
  assert.equal(outcomes.length - refused.length, 10);
});

dbTest("the hourly clean-up drops only hits that left their window", async ({ sql }) => {
  const bucket = uniqueName("cleanup");
  const minute: RateLimit = { what: "attempts", limit: 5, windowSeconds: 60 };
  await hitRateLimit(sql, minute, [`${bucket}:old`], { at: new Date(Date.now() - 120_000) });
  await hitRateLimit(sql, minute, [`${bucket}:recent`]);
  await rateLimitCleanupJob.handler({}, directJobContext(sql));
  const rows = await sql<{ bucket: string }[]>`
    select bucket from rate_limit_hits where bucket like ${`${bucket}:%`}`;
  assert.deepEqual(rows.map((row) => row.bucket), [`${bucket}:recent`]);
});
