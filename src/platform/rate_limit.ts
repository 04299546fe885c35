// Rate limits as sliding windows kept in Postgres, so every web process counts the same attempts: a rule
// allows at most `limit` hits in ANY `windowSeconds`, not per clock-aligned block. Each counted attempt is a
// row (rate_limit_hits); counting and adding happen in one short transaction that holds a lock per bucket,
// so two processes cannot both take the last place. That transaction is the limiter's own, never the
// attempt's: an attempt that fails and rolls back still counts.
//
// A refused attempt is not counted (the window frees up as its hits age, whatever the caller keeps
// sending), and a counted attempt can be taken back: sign-in counts only failures by counting every try
// first and refunding the ones that turned out right, so concurrent guesses cannot all slip in before any
// of them is counted. See docs/decisions/013-rate-limits.md.
import type { Sql } from "./db.ts";
import { RateLimitedError } from "./errors.ts";
import type { JobDefinition } from "./jobs.ts";

export interface RateLimit {
  /** What is limited, for the message: "sign-in attempts", "codes", ... */
  what: string;
  limit: number;
  windowSeconds: number;
  /** Said after the wait, when there is another way in: "You can still sign in with a link or a code." */
  advice?: string;
}

/** One bucket counted under one rule: several are counted together, all or none. */
export interface RateLimitCount {
  rule: RateLimit;
  bucket: string;
}

/** Attempts that were counted, which the caller may take back when they turn out not to count. */
export interface CountedHits {
  refund(): Promise<void>;
}

export interface RateLimitOptions {
  /** The attempt's time; the database's clock unless a test moves time. */
  at?: Date;
}

/** Counts one attempt against each bucket; throws RateLimitedError (counting nothing) when one is full. */
export function hitRateLimit(
  sql: Sql,
  rule: RateLimit,
  buckets: string[],
  options: RateLimitOptions = {},
): Promise<CountedHits> {
  return hitRateLimits(sql, buckets.map((bucket) => ({ rule, bucket })), options);
}

/**
 * Counts one attempt in every bucket, each under its own rule, or, when any of them is full, in none and
 * throws RateLimitedError with the longest wait.
 */
export async function hitRateLimits(
  sql: Sql,
  counts: RateLimitCount[],
  options: RateLimitOptions = {},
): Promise<CountedHits> {
  const at = options.at ?? null;
  // Locks are always taken in the same order, so two attempts sharing buckets cannot deadlock.
  const ordered = [...counts].sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  const outcome = await sql.begin(async (tx) => {
    let refusal: { rule: RateLimit; retryAfter: number } | null = null;
    for (const { rule, bucket } of ordered) {
      await tx`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`;
      // Full when `limit` hits are younger than the window; a place frees up when the limit-th newest of
      // them leaves it.
      const [row] = await tx<{ hits: number; retryAfter: number | null }[]>`
        select count(*)::int as hits,
          ceil(extract(epoch from
            (array_agg(at order by at desc))[${rule.limit}]
              + make_interval(secs => ${rule.windowSeconds}) - coalesce(${at}::timestamptz, now())
          ))::int as "retryAfter"
        from rate_limit_hits
        where bucket = ${bucket}
          and at > coalesce(${at}::timestamptz, now()) - make_interval(secs => ${rule.windowSeconds})`;
      if (row.hits >= rule.limit) {
        const retryAfter = Math.max(row.retryAfter ?? 1, 1);
        if (!refusal || retryAfter > refusal.retryAfter) refusal = { rule, retryAfter };
      }
    }
    const ids: string[] = [];
    if (refusal) return { refusal, ids };
    for (const { rule, bucket } of ordered) {
      const [row] = await tx<{ id: string }[]>`
        insert into rate_limit_hits (bucket, at, expires_at)
        values (${bucket}, coalesce(${at}::timestamptz, now()),
                coalesce(${at}::timestamptz, now()) + make_interval(secs => ${rule.windowSeconds}))
        returning id::text`;
      ids.push(row.id);
    }
    return { refusal, ids };
  });
  if (outcome.refusal) {
    const { rule, retryAfter } = outcome.refusal;
    const advice = rule.advice ? ` ${rule.advice}` : "";
    throw new RateLimitedError(
      `Too many ${rule.what}. Try again in ${describeWait(retryAfter)}.${advice}`,
      retryAfter,
    );
  }
  return {
    async refund() {
      await sql`delete from rate_limit_hits where id = any(${outcome.ids}::bigint[])`;
    },
  };
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Hits that left their window count for nothing: an hourly job drops them. */
export const rateLimitCleanupJob: JobDefinition = {
  name: "platform.rate-limit-cleanup",
  schedule: "41 * * * *",
  queue: { retryLimit: 1 },
  async handler(_data, { sql, log }) {
    const deleted = await sql`delete from rate_limit_hits where expires_at < now()`;
    log.info("dropped rate-limit hits that left their window", { count: deleted.count });
  },
};
