// The fields of an /ajax call's body, sent either as JSON or as an ordinary form (both are allowed where the
// specification lists fields, like the login-link call), read with one set of rules and clear 400s.
import type { Context } from "hono";
import { InputError, UserFacingError } from "./errors.ts";
import { type AppEnv, readJson } from "./http.ts";
import { readForm } from "./forms.ts";
import { MAX_ID, rowIdOf } from "./row_ids.ts";

export type CallFields = Record<string, unknown>;

/** A JSON object or form fields; an empty body has no fields, whatever its type says. */
export async function readFields(c: Context<AppEnv>): Promise<CallFields> {
  const type = c.req.header("Content-Type") ?? "";
  if ((await c.req.text()).trim() === "") return {};
  if (/^application\/(?:[\w.+-]+\+)?json/i.test(type)) {
    const body = await readJson(c);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new InputError("The request body must be a JSON object.");
    }
    return body as CallFields;
  }
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return await readForm(c);
  throw new UserFacingError(415, "Send the fields as JSON or as a form (application/x-www-form-urlencoded).");
}

/** true/false as JSON or as text ("true", "1", "on"; "false", "0", ""); missing is `fallback`. */
export function booleanField(fields: CallFields, name: string, fallback = false): boolean {
  const value = fields[name];
  if (value === undefined || value === null) return fallback;
  if (value === true || value === 1 || value === "true" || value === "1" || value === "on") return true;
  if (value === false || value === 0 || value === "false" || value === "0" || value === "") return false;
  throw new InputError(`${name} must be true or false.`);
}

/** Text, or null when missing or empty. */
export function textField(fields: CallFields, name: string): string | null {
  const value = fields[name];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") throw new InputError(`${name} must be text.`);
  return value;
}

/** A row's id, as a JSON number or as digits; null when missing or empty. Every id column is an int4. */
export function idField(fields: CallFields, name: string): number | null {
  const value = fields[name];
  if (value === undefined || value === null || value === "") return null;
  const id = rowIdOf(value);
  if (id === null) throw new InputError(`${name} must be an id, a whole number from 1 to ${MAX_ID}.`);
  return id;
}
