// The body of every reorder call (categories, tasks, findings, priorities, inspection types; later the
// asset lists): the ids in their new order, as text/csv ("12,7,9", the seed's asset reorder), a form or
// JSON field `ids` (a list, or the same comma-separated text). Only positive integer ids are accepted: the
// table helpers never send a row that is not saved yet.
import type { Context } from "hono";
import { readFields } from "./call_fields.ts";
import { InputError } from "./errors.ts";
import type { AppEnv } from "./http.ts";
import { MAX_ID } from "./row_ids.ts";

const MAX_IDS = 10_000;

export async function readReorderIds(c: Context<AppEnv>): Promise<number[]> {
  const type = c.req.header("Content-Type") ?? "";
  const raw: unknown = /^text\/(csv|plain)/i.test(type) ? await c.req.text() : (await readFields(c)).ids;
  return reorderIdsOf(raw);
}

/** The ids of a call that names several rows (a reorder, "Mark audited"); `missing` says what to send. */
export function reorderIdsOf(
  raw: unknown,
  missing = "Send the ids in their new order, such as 12,7,9.",
): number[] {
  const parts = Array.isArray(raw)
    ? raw
    : typeof raw === "string"
    ? raw.split(/[\s,]+/).filter(Boolean)
    : null;
  if (!parts || parts.length === 0) throw new InputError(missing);
  if (parts.length > MAX_IDS) throw new InputError(`At most ${MAX_IDS} ids can be reordered at once.`);
  const ids = parts.map((
    part,
  ) => (typeof part === "number" ? part : /^\d{1,10}$/.test(String(part)) ? Number(part) : NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw new InputError("Every id must be a positive whole number.");
  }
  const tooLarge = ids.find((id) => id > MAX_ID);
  if (tooLarge) throw new InputError(`${tooLarge} is not an id: ids are whole numbers up to ${MAX_ID}.`);
  if (new Set(ids).size !== ids.length) throw new InputError("An id is listed twice.");
  return ids;
}
