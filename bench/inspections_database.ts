// The bench's own way into the running app's database for the inspections section: the embedded one
// shared through its holder file (as the CLI does), or the Postgres server; and the address postgres.js
// clients use for the ceiling row.
import { join } from "node:path";
import { loadConfig } from "../src/platform/config.ts";
import { openDatabase, type Sql } from "../src/platform/db.ts";
import { Keys } from "../src/platform/keys.ts";
import { createLogger } from "../src/platform/log.ts";

export async function inspectionsDatabase(
  dataDir: string,
  databaseUrl?: string,
): Promise<{ sql: Sql; databaseUrl: string; keys: Keys; close(): Promise<void> }> {
  const config = loadConfig({
    APP_ENV: "development",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const log = createLogger({ level: "warn", format: "text", write: (line) => console.error(line) });
  const database = await openDatabase(config, { log, shareEmbedded: true });
  let url = databaseUrl;
  if (!url) {
    const holder = JSON.parse(await Deno.readTextFile(join(dataDir, "postgres.holder.json")));
    url = `postgres://postgres@127.0.0.1:${holder.port}/postgres`;
  }
  return { sql: database.sql, databaseUrl: url, keys: new Keys(config.secretKey), close: database.close };
}
