// The embedded database (PGlite) runs no autovacuum, so without this job its tables and pg-boss's job
// tables would only grow. Every hour it does what autovacuum would: VACUUM (ANALYZE) each table whose dead
// rows or changes since the last analyse pass autovacuum's default thresholds. On a real Postgres server
// autovacuum usually got there first and the job finds little to do.
import type { JobDefinition } from "./jobs.ts";

export const VACUUM_JOB = "platform.vacuum";

export const vacuumJob: JobDefinition = {
  name: VACUUM_JOB,
  schedule: "17 * * * *",
  queue: { retryLimit: 1 },
  async handler(_data, { sql, log }) {
    const tables = await sql<{ schema: string; table: string }[]>`
      select schemaname as schema, relname as table
      from pg_stat_user_tables
      where schemaname in ('public', 'pgboss')
        and (n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup)
      order by n_dead_tup desc`;
    for (const { schema, table } of tables) {
      await sql`vacuum (analyze) ${sql(`${schema}.${table}`)}`;
    }
    log.info("vacuumed tables", {
      count: tables.length,
      tables: tables.map((t) => `${t.schema}.${t.table}`),
    });
  },
};
