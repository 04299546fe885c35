// POST /ajax/misc/errors: the browser reports an uncaught error (seed 001, "Client error report"). The report
// goes to the log with the request id, trimmed, so a bad page cannot flood the log with megabytes.
import { Hono } from "hono";
import { InputError } from "./errors.ts";
import { type AppEnv, readJson } from "./http.ts";

const FIELDS = [
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
const MAX_FIELD_CHARS = 4000;

export const clientErrorsRouter = new Hono<AppEnv>().post("/", async (c) => {
  const body = await readJson(c);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new InputError("An error report must be a JSON object.");
  }
  const report: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined && value !== null) report[field] = trim(value);
  }
  c.get("services").log.warn("client error report", { requestId: c.get("requestId"), report });
  return c.body(null, 204);
});

function trim(value: unknown): unknown {
  if (typeof value === "number" || typeof value === "boolean") return value;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_FIELD_CHARS ? `${text.slice(0, MAX_FIELD_CHARS)}… (${text.length} chars)` : text;
}
