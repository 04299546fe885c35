// Integration tests run on the embedded PGlite always, and also on a real Postgres when the test runner
// (scripts/run_tests.ts) created a fresh database for this run from TEST_DATABASE_URL.
//
// One database per backend is shared by the whole test process, migrated once. Tests isolate themselves by
// creating their own shops (see uniqueName), never by emptying tables.
import { createHash } from "node:crypto";
import { type Database, openDatabase, type Sql } from "../../src/platform/db.ts";
import type { JobContext } from "../../src/platform/jobs.ts";
import { createLogger } from "../../src/platform/log.ts";
import { migrate } from "../../src/platform/migrations.ts";
import { installBuiltInTemplates } from "../../modules/catalog/mod.ts";

export type Backend = "pglite" | "postgres";

/** Set by scripts/run_tests.ts: a database it created for this run and drops afterwards. */
export const FRESH_POSTGRES_URL = Deno.env.get("TEST_POSTGRES_FRESH_URL") ?? null;

export const quietLog = createLogger({
  level: "error",
  format: "text",
  write: (line) => console.error(line),
});

/**
 * What a job's handler is given, for a test that calls a clean-up job's handler directly. No queue runs
 * here, so one that enqueues fails: a job that enqueues is tested through the running app instead.
 */
export function directJobContext(sql: Sql): JobContext {
  const noQueue = () => Promise.reject(new Error("This test calls a job's handler directly: no queue runs."));
  return {
    sql,
    log: quietLog,
    jobs: { enqueue: noQueue, send: noQueue, state: noQueue, healthy: () => Promise.resolve(false) },
    jobId: "test",
    retryCount: 0,
    retryLimit: 1,
  };
}

export function backends(): Backend[] {
  return FRESH_POSTGRES_URL ? ["pglite", "postgres"] : ["pglite"];
}

let migratedDump: Promise<Blob> | null = null;

/** What the dump holds comes from these folders: a change to any file in them makes a new dump. */
const DUMP_SOURCES = ["../../migrations/", "../../modules/catalog/templates/"];
const DUMP_FOLDER = new URL("../../test-output/", import.meta.url);

/**
 * A migrated embedded database with the built-in templates, as a dump. The first test file of a run makes it
 * and keeps it in test-output/ (each test file runs in an isolate of its own); the shared PGlite database and
 * every test app's in-memory one start from it, instead of each running initdb, every migration and the
 * templates again (seconds per app on a 2-core machine).
 */
export function migratedEmbeddedDump(): Promise<Blob> {
  return migratedDump ??=
    (async () =>
      await keptDump("pglite-migrated-", await migratedDumpKey(), async () => {
        const db = await openTestDatabase("pglite");
        try {
          await migrate(db.sql);
          await installBuiltInTemplates(db.sql);
          return await db.dump!();
        } finally {
          await db.close();
        }
      }))();
}

/**
 * The dump named `prefix` + `key` in test-output/, made by `make` when no file of that name is there yet.
 * Written whole, then renamed: a test file started at the same moment never reads half a dump. Dumps of the
 * same prefix with another key are of no more use (44 MB each) and are removed.
 */
export async function keptDump(prefix: string, key: string, make: () => Promise<Blob>): Promise<Blob> {
  const name = `${prefix}${key}.tar`;
  const file = new URL(name, DUMP_FOLDER);
  const kept = await Deno.readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const dump = await make();
  await Deno.mkdir(DUMP_FOLDER, { recursive: true });
  const partial = new URL(`${name}.${crypto.randomUUID()}.partial`, DUMP_FOLDER);
  await Deno.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await Deno.rename(partial, file);
  for (const entry of Deno.readDirSync(DUMP_FOLDER)) {
    const stale = entry.name.startsWith(prefix) && entry.name.endsWith(".tar") && entry.name !== name;
    if (stale) await Deno.remove(new URL(entry.name, DUMP_FOLDER)).catch(() => {});
  }
  return dump;
}

/** The migrated dump's key: a hash of what it is made of. */
export async function migratedDumpKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const folder of DUMP_SOURCES) {
    const url = new URL(folder, import.meta.url);
    const names = [...Deno.readDirSync(url)].filter((entry) => entry.isFile).map((entry) => entry.name)
      .sort();
    for (const name of names) hash.update(name).update(await Deno.readFile(new URL(name, url)));
  }
  return hash.digest("hex").slice(0, 16);
}

const shared = new Map<Backend, Promise<Database>>();

/** The backend's shared, migrated database. */
export function sharedDatabase(backend: Backend): Promise<Database> {
  let database = shared.get(backend);
  if (!database) {
    const opened = backend === "pglite"
      ? migratedEmbeddedDump().then((startFrom) => openTestDatabase(backend, { startFrom }))
      : openTestDatabase(backend);
    // Migrating a restored database finds nothing to do; on Postgres it builds the schema.
    database = opened.then(async (db) => {
      await migrate(db.sql);
      await installBuiltInTemplates(db.sql);
      return db;
    });
    shared.set(backend, database);
  }
  return database;
}

/**
 * A new database of the backend, for tests that need a schema of their own (migrations): empty, or on PGlite
 * started from a dump (`startFrom`).
 */
export async function openTestDatabase(
  backend: Backend,
  options: { name?: string; startFrom?: Blob } = {},
): Promise<Database> {
  if (backend === "pglite") {
    return await openDatabase({ databaseUrl: null, dataDir: "", dbPoolMax: 1 }, {
      log: quietLog,
      embeddedDataDir: null,
      startFrom: options.startFrom,
    });
  }
  const url = new URL(FRESH_POSTGRES_URL!);
  if (options.name) url.pathname = `/${options.name}`;
  return await openDatabase({ databaseUrl: url.href, dataDir: "", dbPoolMax: 4 }, { log: quietLog });
}

/**
 * Registers one Deno test per backend. The shared connections outlive each test, so the op and resource
 * sanitizers, which would count them as leaks, are off for these. `ownDatabase`: the file's tests get a
 * database of their own on Postgres (on PGlite the shared one is the file's already), for tests that run job
 * workers on the app's own queues: test files run two at a time, and a worker on the shared database would
 * take the other file's jobs and deliver them with its own settings.
 */
export function dbTest(
  name: string,
  fn: (db: Database, backend: Backend) => Promise<void>,
  options: { ownDatabase?: boolean } = {},
): void {
  for (const backend of backends()) {
    Deno.test({
      name: `${name} [${backend}]`,
      sanitizeOps: false,
      sanitizeResources: false,
      fn: async () => fn(await (options.ownDatabase ? fileDatabase : sharedDatabase)(backend), backend),
    });
  }
}

let ownByFile: Promise<{ url: string; db: Database }> | null = null;

/**
 * This test file's own migrated Postgres database (named after the run's, so the run's clean-up drops it with
 * the rest): for tests whose job workers take whatever their queues hold, which on the shared database would
 * be the jobs of the other test file running at the same time.
 */
export function filePostgresDatabase(): Promise<{ url: string; db: Database }> {
  return ownByFile ??= (async () => {
    const shared = await sharedDatabase("postgres");
    const name = `${new URL(FRESH_POSTGRES_URL!).pathname.slice(1)}_own_${crypto.randomUUID().slice(0, 8)}`;
    await shared.sql.unsafe(`create database ${name}`);
    const db = await openTestDatabase("postgres", { name });
    await migrate(db.sql);
    await installBuiltInTemplates(db.sql);
    const url = new URL(FRESH_POSTGRES_URL!);
    url.pathname = `/${name}`;
    return { url: url.href, db };
  })();
}

/** The file's own database on Postgres; on PGlite the shared one is the file's already. */
async function fileDatabase(backend: Backend): Promise<Database> {
  return backend === "pglite" ? await sharedDatabase(backend) : (await filePostgresDatabase()).db;
}

let counter = 0;
/** A name no other test in this run uses: shop uri names, e-mail addresses. */
export function uniqueName(prefix: string): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}${
    Math.floor(Math.random() * 1296).toString(36)
  }`;
}

const scratch = new Map<Backend, Promise<Database>>();

/**
 * A database apart from the shared one, emptied before each use: for tests of the schema machinery itself
 * (migrations), which need a schema nothing else has touched.
 */
export async function emptyScratchDatabase(backend: Backend): Promise<Database> {
  let database = scratch.get(backend);
  if (!database) {
    database = (async () => {
      if (backend === "pglite") return await openTestDatabase(backend);
      const shared = await sharedDatabase(backend);
      const name = `${new URL(FRESH_POSTGRES_URL!).pathname.slice(1)}_scratch`;
      await shared.sql.unsafe(`create database ${name}`);
      return await openTestDatabase(backend, { name });
    })();
    scratch.set(backend, database);
  }
  const db = await database;
  await db.sql.unsafe("drop schema public cascade; create schema public");
  return db;
}
