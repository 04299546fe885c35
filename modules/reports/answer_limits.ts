// How many answers a report takes. The link is the only credential and it gets passed around, so the
// answers are counted so that someone else holding it cannot lock the customer out: per browser, per client
// address and per report, all or none (a post refused by one is counted by none). One person on one
// address, clearing cookies as often as they like, spends at most a fifth of the report's ceiling; the
// customer's own browser keeps its twenty. Answers stay idempotent (answer_report.ts): a repeat changes
// nothing.
//
// The report's ceiling can still be filled from five addresses (issue 32). A browser that opened the report
// before that (opened_reports.ts) is not stopped by it: its answers count in the report while there is room,
// and beyond it only against the browser and the address. A browser that first opens the report once the
// ceiling is full stays under it.
import { limitAddress } from "../../src/platform/client_info.ts";
import type { Sql } from "../../src/platform/db.ts";
import { RateLimitedError } from "../../src/platform/errors.ts";
import { hitRateLimits, isRateLimitFull, type RateLimit } from "../../src/platform/rate_limit.ts";

const WHAT = "answers to this report";

/** A customer changes their mind a few times at most. */
export const ANSWERS_PER_BROWSER: RateLimit = { what: WHAT, limit: 20, windowSeconds: 3600 };
/** A household or a workplace behind one address: a few browsers' worth. */
export const ANSWERS_PER_ADDRESS: RateLimit = { what: WHAT, limit: 60, windowSeconds: 3600 };
/** Against many addresses at once; five times what one address can reach. */
export const ANSWERS_PER_REPORT: RateLimit = { what: WHAT, limit: 300, windowSeconds: 3600 };

const reportBucket = (inspectionId: number) => `report-answers:${inspectionId}`;

/**
 * Counts one answer post; throws RateLimitedError (429) when a limit is spent: the browser's, the address's,
 * or, unless the browser opened the report before the report's ceiling was reached, the report's.
 */
export async function countAnswer(
  sql: Sql,
  inspectionId: number,
  browser: string,
  clientIp: string,
  openedBefore: boolean,
): Promise<void> {
  const own = [
    { rule: ANSWERS_PER_BROWSER, bucket: `report-answers:${inspectionId}:browser:${browser}` },
    // By the address as every limit counts it (an IPv6 /64 is one subscriber's), or one person could move
    // through their own /64 for a fresh allowance.
    { rule: ANSWERS_PER_ADDRESS, bucket: `report-answers:${inspectionId}:ip:${limitAddress(clientIp)}` },
  ];
  const all = [...own, { rule: ANSWERS_PER_REPORT, bucket: reportBucket(inspectionId) }];
  try {
    await hitRateLimits(sql, all);
  } catch (error) {
    if (!openedBefore || !(error instanceof RateLimitedError)) throw error;
    // Refused by the report's ceiling, or by the browser's or the address's own limit, which refuse again.
    await hitRateLimits(sql, own);
  }
}

/** True once the report's ceiling is reached: a browser opening it now is not one that opened it before. */
export function isReportFull(sql: Sql, inspectionId: number): Promise<boolean> {
  return isRateLimitFull(sql, ANSWERS_PER_REPORT, reportBucket(inspectionId));
}
