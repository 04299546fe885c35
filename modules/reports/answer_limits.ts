// How many answers a report takes. The link is the only credential and it gets passed around, so the
// answers are counted so that someone else holding it cannot lock the customer out: per browser, per client
// address and per report, all or none (a post refused by one is counted by none). One person on one
// address, clearing cookies as often as they like, spends at most a fifth of the report's ceiling; the
// customer's own browser keeps its twenty. Answers stay idempotent (answer_report.ts): a repeat changes
// nothing.
import { limitAddress } from "../../src/platform/client_info.ts";
import type { Sql } from "../../src/platform/db.ts";
import { hitRateLimits, type RateLimit } from "../../src/platform/rate_limit.ts";

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
  await hitRateLimits(sql, [
    { rule: ANSWERS_PER_BROWSER, bucket: `report-answers:${inspectionId}:browser:${browser}` },
    // By the address as every limit counts it (an IPv6 /64 is one subscriber's), or one person could move
    // through their own /64 for a fresh allowance.
    { rule: ANSWERS_PER_ADDRESS, bucket: `report-answers:${inspectionId}:ip:${limitAddress(clientIp)}` },
    { rule: ANSWERS_PER_REPORT, bucket: `report-answers:${inspectionId}` },
  ]);
}
