// The whole app, started in this test process on a fresh in-memory embedded database with the demo shop,
// listening on a free loopback port. Its log lines are kept for tests to read.
import { type RunningApp, startApp } from "../../src/app.ts";
import { loadConfig } from "../../src/platform/config.ts";
import { createLogger } from "../../src/platform/log.ts";
import { migratedEmbeddedDump } from "./databases.ts";

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
    // On the embedded database, from the process's migrated dump: the app then applies no migration.
    startFrom: config.databaseUrl ? undefined : await migratedEmbeddedDump(),
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

/** Deno test options for tests that keep an app (and its sockets) open across tests. */
export const LONG_LIVED = { sanitizeOps: false, sanitizeResources: false } as const;
