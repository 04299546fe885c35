// How many answers a report takes. The link is the only credential and it gets passed around, so the
// answers are counted so that someone else holding it cannot lock the customer out: per browser first, then
// per client address, and only what passed both counts against the report's own ceiling. One person on one
// address, clearing cookies as often as they like, spends at most a fifth of the ceiling; the customer's
// own browser keeps its twenty. Answers stay idempotent (answer_report.ts): a repeat changes nothing.
import type { Sql } from "../../src/platform/db.ts";
import { hitRateLimit, type RateLimit } from "../../src/platform/rate_limit.ts";

const WHAT = "answers to this report";

/** A customer changes their mind a few times at most. */
export const ANSWERS_PER_BROWSER: RateLimit = { what: WHAT, limit: 20, windowSeconds: 3600 };
/** A household or a workplace behind one address: a few browsers' worth. */
export const ANSWERS_PER_ADDRESS: RateLimit = { what: WHAT, limit: 60, windowSeconds: 3600 };
/** Against many addresses at once; five times what one address can reach. */
export const ANSWERS_PER_REPORT: RateLimit = { what: WHAT, limit: 300, windowSeconds: 3600 };

/** Counts one answer post; throws RateLimitedError (429) when any of the three is spent. */
export async function countAnswer(
  sql: Sql,
  inspectionId: number,
  browser: string,
  clientIp: string,
): Promise<void> {
  // In this order: a refused post is not counted against the wider buckets.
  await hitRateLimit(sql, ANSWERS_PER_BROWSER, [`report-answers:${inspectionId}:browser:${browser}`]);
  await hitRateLimit(sql, ANSWERS_PER_ADDRESS, [`report-answers:${inspectionId}:ip:${clientIp}`]);
  await hitRateLimit(sql, ANSWERS_PER_REPORT, [`report-answers:${inspectionId}`]);
}
