// The "Client error report" of seed 001 as the server keeps it: the known fields only, each capped, so a
// page in trouble cannot store megabytes. Shared by POST /ajax/misc/errors and its last-resort beacon.
import { InputError } from "./errors.ts";

export const CLIENT_ERRORS_PATH = "/ajax/misc/errors";
/** The last resort, when the report itself failed: GET ?originalError=&metaError= (a script element). */
export const CLIENT_ERROR_BEACON_PATH = "/ajax/misc/errors/beacon";

export const CLIENT_ERROR_FIELDS = [
  "clientUtcUnixMS",
  "versionCommit",
  "versionUnix",
  "level",
  "message",
  "errorEvent",
  "error",
  "errorEventFallback",
  "errorFallback",
  "callerStack",
  "documentMethod",
  "documentUrl",
  "documentReferer",
  "clientHints",
  "scriptElements",
  "requestLog",
  "globalContext",
] as const;

export type ClientErrorField = typeof CLIENT_ERROR_FIELDS[number];

/** Each field's text is cut here (with a note of its full length). */
export const MAX_FIELD_CHARS = 4000;
const MAX_LEVEL_CHARS = 40;

export type ReportValue = string | number | boolean;

export interface ClientErrorReport {
  level: string;
  message: string;
  documentUrl: string;
  /** Every known field that was sent, trimmed; objects as their JSON text. */
  report: Record<string, ReportValue>;
}

/** Reads a POSTed report; throws InputError for what is not a report at all. */
export function readClientErrorReport(body: unknown): ClientErrorReport {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new InputError("An error report must be a JSON object.");
  }
  const report: Partial<Record<ClientErrorField, ReportValue>> = {};
  for (const field of CLIENT_ERROR_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined && value !== null) report[field] = trimValue(value);
  }
  if (typeof report.message !== "string" || report.message.trim() === "") {
    throw new InputError("An error report must have a message.");
  }
  return {
    level: typeof report.level === "string" ? cut(report.level, MAX_LEVEL_CHARS) : "error",
    message: report.message,
    documentUrl: typeof report.documentUrl === "string" ? report.documentUrl : "",
    report,
  };
}

/**
 * Reads the last-resort beacon (GET ...?originalError=&metaError=): what the page failed to report, and why
 * the report failed. At least one of the two must be there. The page is the one the browser names as the
 * script's referrer.
 */
export function readErrorBeacon(query: URLSearchParams, referer: string): ClientErrorReport {
  const originalError = trimText(query.get("originalError") ?? "");
  const metaError = trimText(query.get("metaError") ?? "");
  if (originalError.trim() === "" && metaError.trim() === "") {
    throw new InputError("An error beacon needs originalError or metaError.");
  }
  return {
    level: "beacon",
    message: originalError.trim() === "" ? metaError : originalError,
    documentUrl: trimText(referer),
    report: { originalError, metaError },
  };
}

export function trimValue(value: unknown): ReportValue {
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "boolean") return value;
  return trimText(typeof value === "string" ? value : JSON.stringify(value) ?? String(value));
}

export function trimText(text: string): string {
  return text.length > MAX_FIELD_CHARS ? `${cut(text, MAX_FIELD_CHARS)}… (${text.length} chars)` : text;
}

/** The first `max` UTF-16 units, less half an emoji at the cut: the report's json column refuses a lone half. */
function cut(text: string, max: number): string {
  const head = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(head) ? head.slice(0, -1) : head;
}
