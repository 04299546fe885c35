// Fixed-window rate limits kept in Postgres, so every web process counts the same attempts. A hit is
// written with the caller's plain client, outside any transaction the attempt itself rolls back.
import type { Sql } from "./db.ts";
import { RateLimitedError } from "./errors.ts";
import type { JobDefinition } from "./jobs.ts";

export interface RateLimit {
  /** What is limited, for the message: "sign-in attempts", "codes", ... */
  what: string;
  limit: number;
  windowSeconds: number;
}

/** Counts one attempt against each bucket; throws RateLimitedError when any of them is over its limit. */
export async function hitRateLimit(sql: Sql, rule: RateLimit, buckets: string[]): Promise<void> {
  let retryAfter = 0;
  for (const bucket of buckets) {
    const [row] = await sql<{ hits: number; retryAfter: number }[]>`
      insert into rate_limit_counters (bucket, window_start, hits)
      values (
        ${bucket},
        to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}) * ${rule.windowSeconds}),
        1)
      on conflict (bucket, window_start) do update set hits = rate_limit_counters.hits + 1
      returning hits,
        ceil(extract(epoch from window_start + make_interval(secs => ${rule.windowSeconds}) - now()))::int
          as "retryAfter"`;
    if (row.hits > rule.limit) retryAfter = Math.max(retryAfter, row.retryAfter, 1);
  }
  if (retryAfter > 0) {
    throw new RateLimitedError(
      `Too many ${rule.what}. Try again in ${describeWait(retryAfter)}.`,
      retryAfter,
    );
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Old windows are only history; an hourly job drops those older than a day. */
export const rateLimitCleanupJob: JobDefinition = {
  name: "platform.rate-limit-cleanup",
  schedule: "41 * * * *",
  queue: { retryLimit: 1 },
  async handler(_data, { sql, log }) {
    const deleted = await sql`delete from rate_limit_counters where window_start < now() - interval '1 day'`;
    log.info("dropped old rate-limit windows", { count: deleted.count });
  },
};
