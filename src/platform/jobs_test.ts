import assert from "node:assert/strict";
import { dbTest, quietLog, uniqueName } from "../../tests/support/databases.ts";
import type { Sql } from "./db.ts";
import { asJsonText, type JobDefinition, startJobs } from "./jobs.ts";
import { createLogger } from "./log.ts";
import { VACUUM_JOB, vacuumJob } from "./vacuum_job.ts";

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function deadRows(sql: Sql, table: string): Promise<{ dead: number; vacuums: number }> {
  const [row] = await sql`
    select n_dead_tup::int as dead, vacuum_count::int as vacuums
    from pg_stat_user_tables where relname = ${table}`;
  return row as { dead: number; vacuums: number };
}

dbTest(
  "the scheduled vacuum job, sent through the queue, is worked and clears a table's dead rows",
  async (db) => {
    const jobs = await startJobs({
      sql: db.sql,
      log: quietLog,
      definitions: [vacuumJob],
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    const table = uniqueName("churn").replaceAll("-", "_");
    try {
      await db.sql.begin(async (tx) => {
        // Autovacuum (on a real server) must not get there first: only the job may clean this table.
        await tx.unsafe(`create table ${table} (id int) with (autovacuum_enabled = false)`);
        await tx.unsafe(`insert into ${table} select generate_series(1, 500)`);
      });
      await db.sql.begin(async (tx) => {
        await tx.unsafe(`delete from ${table}`);
        await tx`select pg_stat_force_next_flush()`;
      });
      await waitFor(
        "the dead rows to show in the statistics",
        async () => (await deadRows(db.sql, table))?.dead >= 500,
      );

      const id = await jobs.queue.send(VACUUM_JOB);
      assert.ok(id);
      await waitFor(
        "the job to complete",
        async () => (await jobs.queue.state(VACUUM_JOB, id)) === "completed",
      );
      const after = await waitFor("the vacuum to show in the statistics", async () => {
        const stats = await deadRows(db.sql, table);
        return stats.vacuums > 0 && stats;
      });
      assert.equal(after.dead, 0);
    } finally {
      await jobs.stop();
      await db.sql.unsafe(`drop table if exists ${table}`);
    }
  },
);

dbTest("a job enqueued inside a transaction exists exactly when the transaction commits", async (db) => {
  const probe: JobDefinition = { name: `test.${uniqueName("probe")}`, handler: () => Promise.resolve() };
  const jobs = await startJobs({ sql: db.sql, log: quietLog, definitions: [probe], work: false });
  try {
    let rolledBack: string | null = null;
    await assert.rejects(
      db.sql.begin(async (tx) => {
        rolledBack = await jobs.queue.enqueue(tx, probe.name, { inspectionId: 1 });
        throw new Error("the change failed");
      }),
      /the change failed/,
    );
    assert.ok(rolledBack);
    assert.equal(await jobs.queue.state(probe.name, rolledBack), null);

    const committed = await db.sql.begin((tx) => jobs.queue.enqueue(tx, probe.name, { inspectionId: 2 }));
    assert.ok(committed);
    assert.equal(await jobs.queue.state(probe.name, committed), "created");
  } finally {
    await jobs.stop();
  }
});

dbTest("a queue's changed settings reach the queue that exists already", async (db) => {
  const name = `test.${uniqueName("settings")}`;
  const define = (retryLimit: number): JobDefinition => ({
    name,
    queue: { retryLimit },
    handler: () => Promise.resolve(),
  });
  const before = await startJobs({ sql: db.sql, log: quietLog, definitions: [define(1)], work: false });
  await before.stop();
  const after = await startJobs({ sql: db.sql, log: quietLog, definitions: [define(4)], work: false });
  try {
    const id = await after.queue.send(name);
    const [job] = await db.sql`select retry_limit from pgboss.job where name = ${name} and id = ${id}`;
    assert.equal(job.retry_limit, 4);
  } finally {
    await after.stop();
  }
});

dbTest("a schedule fires its job and records the job's id, with no job queue error logged", async (db) => {
  const name = `test.${uniqueName("every-second")}`;
  const ran: string[] = [];
  const lines: string[] = [];
  const log = createLogger({ level: "warn", format: "json", write: (line) => lines.push(line) });
  const jobs = await startJobs({
    sql: db.sql,
    log,
    // Every second, checked every second: the schedule fires within moments instead of a minute.
    definitions: [{
      name,
      schedule: "* * * * * *",
      handler: (_data, { jobId }) => (ran.push(jobId), Promise.resolve()),
    }],
    work: true,
    pollingIntervalSeconds: 0.5,
    scheduleCheckSeconds: 1,
  });
  try {
    const recorded = await waitFor("the schedule to record the job it sent", async () => {
      const [row] = await db.sql<{ lastJobId: string | null }[]>`
        select last_job_id as "lastJobId" from pgboss.schedule where name = ${name}`;
      return row?.lastJobId;
    });
    await waitFor("the scheduled job to run", () => Promise.resolve(ran.includes(recorded)));
    assert.deepEqual(lines.map((line) => JSON.parse(line).msg), []);
  } finally {
    await jobs.stop();
    await db.sql`delete from pgboss.schedule where name = ${name}`;
  }
});

Deno.test("pg-boss's JSON parameters reach postgres.js as JSON text, and absent ones as null", () => {
  const fired = JSON.stringify([{ name: "a", key: "", jobId: "x" }]);
  assert.deepEqual(asJsonText("select * from json_to_recordset($1::json) as x (name text)", [fired]), {
    text: "select * from json_to_recordset($1::text::json) as x (name text)",
    values: [fired],
  });
  assert.deepEqual(
    asJsonText("update t set output = $3::jsonb where id = $1 and n = $2", ["id", undefined, { a: 1 }]),
    {
      text: "update t set output = $3::text::jsonb where id = $1 and n = $2",
      values: ["id", null, '{"a":1}'],
    },
  );
});
