// Entry: config -> database -> migrations -> jobs -> HTTP. Exit codes follow sysexits so a supervisor can
// tell a bad setting (78) from an unreachable database (69) from a bug (70).
import process from "node:process";
import { PagesNotBuiltError, startApp } from "./app.ts";
import { ConfigError, loadConfig } from "./platform/config.ts";
import { DatabaseUnavailableError } from "./platform/db.ts";
import { DataDirBusyError } from "./platform/embedded_postgres.ts";
import { createLogger } from "./platform/log.ts";
import { MigrationError } from "./platform/migrations.ts";

const EXIT = { config: 78, unavailable: 69, software: 70, data: 65 } as const;

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    Deno.exit(EXIT.config);
  }
  throw error;
}

const log = createLogger({ level: config.logLevel, format: config.logFormat });

try {
  const app = await startApp(config, { log });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("stopping", { signal });
    const timer = setTimeout(() => {
      log.warn("forced exit: shutdown took too long", { graceMs: config.shutdownGraceMs });
      Deno.exit(EXIT.software);
    }, config.shutdownGraceMs);
    await app.close();
    clearTimeout(timer);
    log.info("stopped");
    Deno.exit(0);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  // Deno arms a signal listener when its event loop next turns, not when it is added. A supervisor (or a
  // test) may send SIGTERM the moment it reads "started": one macrotask later the listeners are armed, so
  // the signal starts a clean stop instead of killing the process outright (exit 143, seen ~1 start in 8).
  await new Promise((resolve) => setTimeout(resolve, 0));
  log.info("started", {
    role: config.role,
    url: app.url,
    database: app.database.kind === "embedded" ? `embedded in ${config.dataDir}` : "postgres",
  });
} catch (error) {
  const known: Array<[new (...args: never[]) => Error, number]> = [
    [DatabaseUnavailableError, EXIT.unavailable],
    [DataDirBusyError, EXIT.unavailable],
    [MigrationError, EXIT.data],
    [PagesNotBuiltError, EXIT.software],
  ];
  const match = known.find(([type]) => error instanceof type);
  if (match) {
    log.error((error as Error).message);
    Deno.exit(match[1]);
  }
  log.error("could not start", { error });
  Deno.exit(EXIT.software);
}
