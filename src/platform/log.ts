// Structured logs: one JSON object per line (or a readable line with LOG_FORMAT=text), so a log
// collector can filter requests by id, status or duration without parsing prose.
import type { LogLevel } from "./config.ts";

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LoggerOptions {
  level: LogLevel;
  format: "json" | "text";
  write?: (line: string) => void;
}

export function createLogger(options: LoggerOptions, base: LogFields = {}): Logger {
  const write = options.write ?? ((line: string) => console.log(line));
  const emit = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (rank[level] < rank[options.level]) return;
    const entry = { time: new Date().toISOString(), level, msg, ...base, ...serialiseErrors(fields) };
    write(options.format === "json" ? JSON.stringify(entry) : textLine(entry));
  };
  return {
    debug: (msg, fields) => emit("debug", msg, fields),
    info: (msg, fields) => emit("info", msg, fields),
    warn: (msg, fields) => emit("warn", msg, fields),
    error: (msg, fields) => emit("error", msg, fields),
    child: (fields) => createLogger(options, { ...base, ...fields }),
  };
}

/** Errors do not survive JSON.stringify; keep their message and stack for the operator (never the user). */
function serialiseErrors(fields: LogFields | undefined): LogFields | undefined {
  if (!fields) return fields;
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error
      ? { name: value.name, message: value.message, stack: value.stack }
      : value;
  }
  return out;
}

function textLine(entry: LogFields): string {
  const { time, level, msg, ...rest } = entry;
  const pairs = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
  return [time, String(level).toUpperCase().padEnd(5), msg, ...pairs].join(" ");
}
