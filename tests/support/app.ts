// The whole app, started in this test process on a fresh in-memory embedded database with the demo shop,
// listening on a free loopback port. Its log lines are kept for tests to read.
import { type RunningApp, startApp } from "../../src/app.ts";
import { type Config, DEVELOPMENT_SECRET_KEY, loadConfig } from "../../src/platform/config.ts";
import { createLogger } from "../../src/platform/log.ts";
import { DEFAULT_TIME_ZONE } from "../../src/platform/time_zones.ts";
import { keptDump, migratedDumpKey, migratedEmbeddedDump, quietLog } from "./databases.ts";

export interface TestApp extends RunningApp {
  url: string;
  logLines: string[];
  /** Parsed JSON log entries. */
  logEntries(): Array<Record<string, unknown>>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // Uploaded media go to a folder of this test run, removed with the machine's temporary files.
  const dataDir = env.DATA_DIR ?? Deno.makeTempDirSync({ prefix: "dvi-test-data-" });
  const config = loadConfig({
    APP_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    DATA_DIR: dataDir,
    ...env,
  });
  const logLines: string[] = [];
  const log = createLogger({ level: config.logLevel, format: "json", write: (line) => logLines.push(line) });
  const app = await startApp(config, {
    log,
    embeddedDataDir: null,
    // On the embedded database, from a dump: the app then applies no migration (and, from the seeded dump,
    // seeds nothing).
    startFrom: config.databaseUrl ? undefined : await embeddedDumpFor(config),
    pollingIntervalSeconds: 0.5,
  });
  return {
    ...app,
    async close() {
      await app.close();
      if (!env.DATA_DIR) await Deno.remove(dataDir, { recursive: true }).catch(() => {});
    },
    url: app.url!,
    logLines,
    logEntries: () => logLines.map((line) => JSON.parse(line)),
  };
}

/**
 * The dump a test app's in-memory database starts from. In a whole run (scripts/run_tests.ts names it,
 * TEST_RUN_STAMP), the run's seeded dump when the app would seed the demo the same way (at its first start,
 * the demo inspections' ids sealed with the secret key); else the migrated one, and the app seeds.
 */
function embeddedDumpFor(config: Config): Promise<Blob> {
  const run = Deno.env.get("TEST_RUN_STAMP");
  return run && config.seedDemo && config.secretKey === DEVELOPMENT_SECRET_KEY
    ? seededEmbeddedDump(run)
    : migratedEmbeddedDump();
}

let seededDump: Promise<Blob> | null = null;

/**
 * The migrated dump after an app's first start: the job queue's schema made and the demo shop seeded (a
 * second or more of every test app's start on a 2-core machine), shared by the run's files in
 * test-output/. A file run alone seeds in its app, since the seed's code may have changed since the last
 * run. Kept by the demo shop's day too: what the demo made "today" must be today for a test that starts
 * after midnight there.
 */
function seededEmbeddedDump(run: string): Promise<Blob> {
  return seededDump ??= (async () => {
    const demoDay = new Date().toLocaleDateString("en-CA", { timeZone: DEFAULT_TIME_ZONE });
    return await keptDump("pglite-seeded-", `${await migratedDumpKey()}-${run}-${demoDay}`, async () => {
      // ROLE=web: no worker takes the jobs the seed queued; each test app's workers do, as after a seed.
      const dataDir = Deno.makeTempDirSync({ prefix: "dvi-test-data-" });
      const config = loadConfig({
        APP_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        ROLE: "web",
        DATA_DIR: dataDir,
      });
      const app = await startApp(config, {
        log: quietLog,
        embeddedDataDir: null,
        startFrom: await migratedEmbeddedDump(),
      });
      try {
        return await app.database.dump!();
      } finally {
        await app.close();
        await Deno.remove(dataDir, { recursive: true }).catch(() => {});
      }
    });
  })();
}

/** Deno test options for tests that keep an app (and its sockets) open across tests. */
export const LONG_LIVED = { sanitizeOps: false, sanitizeResources: false } as const;
