// Background work on pg-boss, in the app's own database. Modules declare their jobs as JobDefinitions;
// src/main.ts starts the queue and, unless ROLE=web, the workers and schedules.
//
// A job that belongs to a change is enqueued with `enqueue(tx, ...)` inside that change's transaction, so it
// exists exactly when the change committed.
import { PgBoss } from "pg-boss";
import type { Clock, Db, Queue, SendOptions } from "pg-boss";
import type postgres from "postgres";
import type { Sql, Tx } from "./db.ts";
import type { Logger } from "./log.ts";

const NO_JOB_ID = "00000000-0000-0000-0000-000000000000";

export interface JobContext {
  sql: Sql;
  log: Logger;
  /** The queue, for a job whose work enqueues more (a message's delivery) inside its own transaction. */
  jobs: JobQueue;
  jobId: string;
  /** How many times this job was tried before this attempt (0 on the first). */
  retryCount: number;
  /** How many retries the job has in all: this attempt is the last when retryCount equals it. */
  retryLimit: number;
}

export interface JobDefinition<Data extends object = Record<string, never>> {
  /** Queue name, `module.what-it-does`. */
  name: string;
  handler: (data: Data, context: JobContext) => Promise<void>;
  /** Cron expression (UTC) for recurring jobs. */
  schedule?: string;
  /** Queue settings: retries, expiry, dead letter (whose queue must be defined before this one). */
  queue?: Omit<Queue, "name">;
  /**
   * How often an idle worker looks for this queue's jobs, when someone waits on them (an uploaded photo's
   * thumbnail): an idle worker picks a job up after half of it on average. The app's interval if shorter.
   */
  pollingIntervalSeconds?: number;
}

// Handlers differ in their data type; the registry only needs to call them with what was stored.
// deno-lint-ignore no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;

export interface JobQueue {
  /** Enqueue as part of the caller's transaction. */
  enqueue(tx: Tx, name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Enqueue on its own, outside any transaction. */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** A job's state (created, active, completed, failed, ...) or null when unknown. */
  state(name: string, id: string): Promise<string | null>;
  /** True when the queue answers; used by /healthz. */
  healthy(): Promise<boolean>;
}

export interface Jobs {
  queue: JobQueue;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  sql: Sql;
  log: Logger;
  definitions: AnyJobDefinition[];
  /** Poll and run handlers, and keep the schedules (everything but ROLE=web). */
  work: boolean;
  /** How often an idle worker looks for new jobs; tests shorten it. */
  pollingIntervalSeconds?: number;
  /** How often dead workers' jobs (missed heartbeats, expired) are failed for a retry (JOB_MONITOR_SECONDS). */
  monitorSeconds?: number;
  /** How often schedules are checked for jobs that are due (pg-boss's 30 s); tests of schedules shorten it. */
  scheduleCheckSeconds?: number;
  /**
   * Tests only: pg-boss's TestClock, moved by the test, in place of the wall clock (for the queue's timers
   * and its SQL). On the embedded database only: the setting that points its SQL at the pinned time is
   * made once, on the one session there is.
   */
  clock?: Clock;
}

export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { sql, log, definitions } = options;
  const boss = new PgBoss({
    db: adapter(sql, () => sql.reserve()),
    schema: "pgboss",
    ...(options.clock ? { clock: options.clock } : {}),
    supervise: options.work,
    schedule: options.work,
    migrate: true,
    // Both timers gate a monitor pass (pg-boss runs one when both are due), so they move together. Left
    // out when not given: pg-boss refuses an explicit undefined.
    ...(options.monitorSeconds === undefined
      ? {}
      : { superviseIntervalSeconds: options.monitorSeconds, monitorIntervalSeconds: options.monitorSeconds }),
    ...(options.scheduleCheckSeconds === undefined ? {} : {
      cronMonitorIntervalSeconds: options.scheduleCheckSeconds,
      cronWorkerIntervalSeconds: options.scheduleCheckSeconds,
    }),
  });
  boss.on("error", (error) => log.error("job queue error", { error }));
  await boss.start();

  const names = new Set<string>();
  for (const definition of definitions) {
    if (names.has(definition.name)) throw new Error(`Two jobs are named ${definition.name}.`);
    names.add(definition.name);
    await boss.createQueue(definition.name, definition.queue);
    // createQueue leaves an existing queue as it was; a changed setting (a retry limit from the config)
    // must reach it too. Jobs already queued keep the settings they were sent with.
    const { policy: _policy, partition: _partition, ...settings } = definition.queue ?? {};
    if (Object.keys(settings).length > 0) await boss.updateQueue(definition.name, settings);
  }
  // pg-boss looks a queue up (and caches it) on first use, through its own client. Inside a transaction on
  // the one-connection embedded database that look-up would wait for the transaction's own connection, so
  // every queue is looked up now, before any transaction enqueues to it.
  for (const name of names) await boss.findJobs(name, { id: NO_JOB_ID });

  // Made before the workers start: a handler may enqueue as soon as its first job is fetched.
  const queue: JobQueue = {
    enqueue: (tx, name, data = {}, sendOptions = {}) =>
      boss.send(name, data, { ...sendOptions, db: adapter(tx, null) }),
    send: (name, data = {}, sendOptions = {}) => boss.send(name, data, sendOptions),
    async state(name, id) {
      const [job] = await boss.findJobs(name, { id });
      return job?.state ?? null;
    },
    async healthy() {
      try {
        return await boss.isInstalled();
      } catch {
        return false;
      }
    },
  };

  if (options.work) {
    const appInterval = options.pollingIntervalSeconds ?? 2;
    for (const definition of definitions) {
      const workOptions = {
        pollingIntervalSeconds: Math.min(appInterval, definition.pollingIntervalSeconds ?? appInterval),
        includeMetadata: true,
      } as const;
      await boss.work<object, void, typeof workOptions>(definition.name, workOptions, async (jobs) => {
        for (const job of jobs) {
          const jobLog = log.child({ job: definition.name, jobId: job.id });
          const started = performance.now();
          const context: JobContext = {
            sql,
            log: jobLog,
            jobs: queue,
            jobId: job.id,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          };
          try {
            await definition.handler(job.data, context);
            jobLog.info("job done", { durationMs: Math.round(performance.now() - started) });
          } catch (error) {
            const durationMs = Math.round(performance.now() - started);
            // A failure with retries left is expected now and then (a peer that is down); the last is not.
            if (job.retryCount < job.retryLimit) {
              jobLog.warn("job failed; it will be retried", {
                error,
                durationMs,
                retryCount: job.retryCount,
              });
            } else jobLog.error("job failed", { error, durationMs, retryCount: job.retryCount });
            throw error;
          }
        }
      });
      if (definition.schedule) await boss.schedule(definition.name, definition.schedule);
      // A job that lost its schedule in this version must stop running on the old one.
      else await boss.unschedule(definition.name);
    }
  }

  return {
    queue,
    // Jobs in flight get 8 s to finish, inside the default 10 s SHUTDOWN_GRACE_MS.
    stop: () => boss.stop({ graceful: true, timeout: 8_000, close: false }),
  };
}

/**
 * pg-boss's database interface over postgres.js: the app's client (which can reserve a connection), or the
 * caller's transaction (which already is one).
 */
function adapter(sql: Tx, reserve: (() => Promise<postgres.ReservedSql>) | null): Db {
  return {
    // Only a TestClock asks (StartJobsOptions.clock): run once, as on a single-session database.
    async setSessionStatements(statements: string[]) {
      for (const statement of statements) await sql.unsafe(statement);
    },
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const statement = asJsonText(text, values);
        return {
          rows: await sql.unsafe(statement.text, statement.values as postgres.ParameterOrJSON<never>[]),
        };
      }
      // Parameterless text may hold several statements (schema set-up, locked blocks with BEGIN ... COMMIT),
      // which must go as one simple query; if one fails, the session it ran on must be rolled back, or the
      // aborted transaction would poison every later query on that connection.
      const reserved = reserve ? await reserve() : null;
      const on = reserved ?? sql;
      try {
        const result = await on.unsafe(text);
        // A multi-statement answer is a list of results, one per statement; pg-boss wants their rows.
        const rows = result.length > 0 && Array.isArray(result[0]) ? result.flat() : result;
        return { rows };
      } catch (error) {
        if (reserved) await reserved.unsafe("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        reserved?.release();
      }
    },
  };
}

/** A parameter pg-boss casts to JSON in its SQL: `$2::jsonb`, `json_to_recordset($1::json)`. */
const JSON_PARAMETER = /\$(\d+)(::jsonb?)\b/g;

/**
 * pg-boss is written for node-postgres, which sends every string as untyped text: it hands JSON over already
 * serialised (`JSON.stringify(fired)` for `$1::json`). postgres.js instead asks the server for each
 * parameter's type and serialises a json-typed one itself, so that text would arrive as a JSON string
 * (`"[{...}]"`), and `json_to_recordset` fails on the scalar (schedules' last job ids were never recorded) or a
 * `jsonb` column silently keeps a string. Casting those parameters from text keeps pg-boss's JSON as it is;
 * a value that is not text yet is serialised as node-postgres would. Absent options (undefined, which
 * node-postgres allows) become null for postgres.js.
 */
export function asJsonText(text: string, values: unknown[]): { text: string; values: unknown[] } {
  const json = new Set([...text.matchAll(JSON_PARAMETER)].map((match) => Number(match[1]) - 1));
  return {
    text: json.size === 0
      ? text
      : text.replace(JSON_PARAMETER, (_, number, cast) => `$${number}::text${cast}`),
    values: values.map((value, index) => {
      if (value === undefined || value === null) return null;
      return json.has(index) && typeof value !== "string" ? JSON.stringify(value) : value;
    }),
  };
}
