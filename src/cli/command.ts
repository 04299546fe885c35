// The shape of one admin CLI command. Each command lives in its own file and is listed in commands.ts.
import type { Config } from "../platform/config.ts";
import type { Sql } from "../platform/db.ts";
import type { Logger } from "../platform/log.ts";

export interface Flag {
  description: string;
  required?: boolean;
  /** A flag without a value (--replace): present as "yes" when given. */
  switch?: boolean;
}

export interface CommandContext {
  sql: Sql;
  config: Config;
  log: Logger;
  /** Prints one line of output for the admin. */
  print(line: string): void;
}

export interface Command {
  name: string;
  summary: string;
  flags: Record<string, Flag>;
  /** Refuse to run while migrations are pending (everything but the migration commands themselves). */
  needsCurrentSchema: boolean;
  run(flags: Record<string, string>, context: CommandContext): Promise<void>;
}

/** Bad command-line input: printed as one line, exit code 64. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
