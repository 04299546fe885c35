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
  const buckets = ordered.map((count) => count.bucket);
  const windows = ordered.map((count) => count.rule.windowSeconds);
  const limits = ordered.map((count) => count.rule.limit);
  const outcome = await sql.begin(async (tx) => {
    // Its own statement: a statement sees the hits committed before it began, so the counting one must
    // begin once the locks are held.
    await tx`
      select pg_advisory_xact_lock(hashtextextended(bucket, 0))
      from unnest(${buckets}::text[]) with ordinality as b(bucket, n) order by n`;
    // A bucket is full when `limit` hits are younger than its window; a place frees up when the limit-th
    // newest of them leaves it.
    const rows = await tx<{ n: number; hits: number; retryAfter: number | null }[]>`
      select b.n::int as n, count(h.id)::int as hits,
        ceil(extract(epoch from
          (array_agg(h.at order by h.at desc))[b.max_hits]
            + make_interval(secs => b.window_seconds) - coalesce(${at}::timestamptz, now())
        ))::int as "retryAfter"
      from unnest(${buckets}::text[], ${windows}::int[], ${limits}::int[])
        with ordinality as b(bucket, window_seconds, max_hits, n)
      left join rate_limit_hits h on h.bucket = b.bucket
        and h.at > coalesce(${at}::timestamptz, now()) - make_interval(secs => b.window_seconds)
      group by b.n, b.max_hits, b.window_seconds`;
    let refusal: { rule: RateLimit; retryAfter: number } | null = null;
    for (const row of rows) {
      const { rule } = ordered[row.n - 1];
      if (row.hits < rule.limit) continue;
      const retryAfter = Math.max(row.retryAfter ?? 1, 1);
      if (!refusal || retryAfter > refusal.retryAfter) refusal = { rule, retryAfter };
    }
    if (refusal) return { refusal, ids: [] };
    const inserted = await tx<{ id: string }[]>`
      insert into rate_limit_hits (bucket, at, expires_at)
      select bucket, coalesce(${at}::timestamptz, now()),
        coalesce(${at}::timestamptz, now()) + make_interval(secs => window_seconds)
      from unnest(${buckets}::text[], ${windows}::int[]) as b(bucket, window_seconds)
      returning id::text`;
    return { refusal, ids: inserted.map((row) => row.id) };
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

/**
 * Whether the bucket holds its rule's limit of hits in the window now: a look that counts nothing and takes
 * no lock, for a caller that treats what comes after a flood differently from what came before it.
 */
export async function isRateLimitFull(
  sql: Sql,
  rule: RateLimit,
  bucket: string,
  options: RateLimitOptions = {},
): Promise<boolean> {
  const at = options.at ?? null;
  const [row] = await sql<{ hits: number }[]>`
    select count(*)::int as hits from rate_limit_hits
    where bucket = ${bucket}
      and at > coalesce(${at}::timestamptz, now()) - make_interval(secs => ${rule.windowSeconds})`;
  return row.hits >= rule.limit;
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
