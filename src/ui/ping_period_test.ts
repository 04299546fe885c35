import assert from "node:assert/strict";
import { nextPingPeriod, PING_PERIOD_MS, pingIsOn, sendSucceeded } from "./ping_period.ts";

Deno.test("the ping starts every 60 s", () => {
  assert.equal(PING_PERIOD_MS, 60_000);
  assert.ok(pingIsOn(PING_PERIOD_MS));
});

Deno.test("each failure multiplies the period by 1.5", () => {
  assert.equal(nextPingPeriod(60_000, false), 90_000);
  assert.equal(nextPingPeriod(90_000, false), 135_000);
});

Deno.test("at or below 15,000,000 ms it still grows; above it the ping is off and stays so", () => {
  assert.equal(nextPingPeriod(15_000_000, false), 22_500_000);
  assert.ok(pingIsOn(15_000_000));
  assert.ok(!pingIsOn(22_500_000));
  assert.equal(nextPingPeriod(22_500_000, false), 22_500_000);
  let period = PING_PERIOD_MS;
  let failures = 0;
  while (pingIsOn(period)) {
    period = nextPingPeriod(period, false);
    failures++;
  }
  assert.equal(failures, 14, "60 s × 1.5^14 is the first period over 15,000,000 ms");
});

Deno.test("a success sets the period back to 60 s, even when the ping was off", () => {
  assert.equal(nextPingPeriod(135_000, true), 60_000);
  assert.equal(nextPingPeriod(22_500_000, true), 60_000);
  assert.equal(nextPingPeriod(60_000, true), 60_000);
});

Deno.test("statuses 200 to 399 are successes; no answer is a failure", () => {
  assert.deepEqual([199, 200, 204, 302, 399, 400, 500].map(sendSucceeded), [
    false,
    true,
    true,
    true,
    true,
    false,
    false,
  ]);
  assert.equal(sendSucceeded(null), false);
});
