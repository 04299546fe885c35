// Parses the command line, opens the database and runs one command. Bad input gets one line on stderr and
// exit code 64 (usage) or 65 (the data was refused); nothing else prints a stack trace.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../platform/config.ts";
import { DatabaseUnavailableError, openDatabase } from "../platform/db.ts";
import { DataDirBusyError } from "../platform/embedded_postgres.ts";
import { UserFacingError } from "../platform/errors.ts";
import { createLogger } from "../platform/log.ts";
import { MigrationError, migrationStatus } from "../platform/migrations.ts";
import { type Command, UsageError } from "./command.ts";
import { COMMANDS } from "./commands.ts";

export const EXIT = { ok: 0, usage: 64, data: 65, unavailable: 69, software: 70, config: 78 } as const;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: Record<string, string | undefined>;
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.err(overview());
    return EXIT.usage;
  }
  if (name === "--help" || name === "-h" || name === "help") {
    io.out(overview());
    return EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Run \`deno task cli --help\` to see the commands.`);
    return EXIT.usage;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    io.out(usage(command));
    return EXIT.ok;
  }

  let flags: Record<string, string>;
  try {
    flags = parseFlags(command, rest);
  } catch (error) {
    io.err(`${(error as Error).message} Run \`deno task cli ${command.name} --help\`.`);
    return EXIT.usage;
  }

  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return EXIT.config;
    }
    throw error;
  }
  // Logs go to stderr so command output stays clean for scripts.
  const log = createLogger({
    level: config.logLevel === "debug" ? "debug" : "warn",
    format: "text",
    write: io.err,
  });

  let database;
  try {
    database = await openDatabase(config, { log, shareEmbedded: true });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof DataDirBusyError) {
      io.err(error.message);
      return EXIT.unavailable;
    }
    throw error;
  }
  try {
    if (command.needsCurrentSchema) {
      const behind = (await migrationStatus(database.sql)).filter((s) => s.state !== "applied");
      if (behind.length > 0) {
        io.err("The database is not up to date: run `deno task cli db:migrate` (or start the app) first.");
        return EXIT.data;
      }
    }
    await command.run(flags, { sql: database.sql, config, log, print: io.out });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return EXIT.usage;
    }
    if (error instanceof UserFacingError || error instanceof MigrationError) {
      io.err(error.message);
      return EXIT.data;
    }
    io.err(`The command failed unexpectedly: ${(error as Error)?.message ?? error}`);
    return EXIT.software;
  } finally {
    await database.close();
  }
}

function parseFlags(command: Command, args: string[]): Record<string, string> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(
        Object.entries(command.flags).map((
          [flag, spec],
        ) => [flag, { type: spec.switch ? "boolean" : "string" }]),
      ),
    });
  } catch (error) {
    // node:util's messages are written for developers; say the same thing for an admin.
    const message = (error as Error).message;
    const unknown = /Unknown option '([^']+)'/.exec(message);
    if (unknown) throw new UsageError(`${command.name} has no option ${unknown[1]}.`);
    const positional = /Unexpected argument '([^']+)'/.exec(message);
    if (positional) throw new UsageError(`Unexpected "${positional[1]}": give values as --flag value.`);
    const missingValue = /Option '(--[\w-]+)[^']*' argument missing/.exec(message);
    if (missingValue) throw new UsageError(`${missingValue[1]} needs a value.`);
    throw new UsageError(message);
  }
  const values = Object.fromEntries(
    Object.entries(parsed.values).map(([flag, value]) => [flag, value === true ? "yes" : value]),
  ) as Record<string, string | undefined>;
  const missing = Object.entries(command.flags)
    .filter(([flag, spec]) => spec.required && (values[flag] === undefined || values[flag]!.trim() === ""))
    .map(([flag]) => `--${flag}`);
  if (missing.length > 0) throw new UsageError(`${command.name} needs ${missing.join(", ")}.`);
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    "Usage: deno task cli <command> [--flag value ...]",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Run `deno task cli <command> --help` for a command's flags.",
  ].join("\n");
}

function usage(command: Command): string {
  const flags = Object.entries(command.flags);
  const width = Math.max(0, ...flags.map(([flag]) => flag.length + 2));
  return [
    `Usage: deno task cli ${command.name}${
      flags.map(([f, s]) => (s.required ? ` --${f} <${f}>` : s.switch ? ` [--${f}]` : ` [--${f} <${f}>]`))
        .join("")
    }`,
    "",
    command.summary + ".",
    ...(flags.length
      ? ["", "Flags:", ...flags.map(([f, s]) => `  ${`--${f}`.padEnd(width)}  ${s.description}`)]
      : []),
  ].join("\n");
}
