// Reads the items of a save (single or bulk) into PostedItem, with a message naming the task and the field
// for anything malformed. Absent fields are left as they are; numbers may come as JSON numbers or as the
// text of a form input ("" clears them).
import { InputError } from "@platform/errors.ts";
import { ITEM_RESULTS, type ItemResult, type ItemValues, type PostedItem, VALUE_FIELDS } from "../types.ts";

/** A bulk save carries at most this many items (a checklist of 150 tasks saved at once fits). */
export const MAX_ITEMS_PER_SAVE = 500;
export const MAX_NOTES = 4000;
export const MAX_PRICE = 99_999_999.99;
export const MAX_LABOR_HOURS = 9_999.99;

export function readPostedItems(body: unknown): PostedItem[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0) {
    throw new InputError(
      'Send the items to save as a list: { "items": [{ "taskId": ..., "itemVersion": ... }] }.',
    );
  }
  if (items.length > MAX_ITEMS_PER_SAVE) {
    throw new InputError(`Save at most ${MAX_ITEMS_PER_SAVE} items at once (got ${items.length}).`);
  }
  const posted = items.map((item, index) => readPostedItem(item, null, index));
  const seen = new Set<number>();
  for (const item of posted) {
    if (seen.has(item.taskId)) throw new InputError(`Task ${item.taskId} is in the list twice.`);
    seen.add(item.taskId);
  }
  return posted;
}

/** One item; taskId comes from the address for the single save. */
export function readPostedItem(raw: unknown, taskId: number | null, index = 0): PostedItem {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new InputError(`Item ${index + 1} must be an object with taskId and itemVersion.`);
  }
  const fields = raw as Record<string, unknown>;
  const id = taskId ?? positiveInteger(fields.taskId, `Item ${index + 1}: taskId`);
  if (id === null) throw new InputError(`Item ${index + 1} needs its taskId.`);
  const at = `Task ${id}`;
  const itemVersion = positiveInteger(fields.itemVersion, `${at}: itemVersion`);
  if (itemVersion === null) {
    throw new InputError(`${at}: itemVersion is missing. Send the version the item was read at.`);
  }
  const item: PostedItem = { taskId: id, itemVersion, ...readValues(fields, at) };
  if (fields.was !== undefined) {
    // What the person saw in each field they change: the server changes a field only while it still holds
    // that (item_decision.ts).
    if (typeof fields.was !== "object" || fields.was === null || Array.isArray(fields.was)) {
      throw new InputError(`${at}: was must be an object of the values the change was made over.`);
    }
    item.was = readValues(fields.was as Record<string, unknown>, `${at}: was`);
  }
  return item;
}

/** The item fields present in `fields`, each checked; absent ones are left out. */
function readValues(fields: Record<string, unknown>, at: string): Partial<ItemValues> {
  const item: Partial<ItemValues> = {};
  if (fields.result !== undefined) {
    if (!(ITEM_RESULTS as readonly unknown[]).includes(fields.result)) {
      throw new InputError(
        `${at}: "${fields.result}" is not a result: use one of ${ITEM_RESULTS.join(", ")}.`,
      );
    }
    item.result = fields.result as ItemResult;
  }
  if (fields.conclusionId !== undefined) {
    item.conclusionId = positiveInteger(fields.conclusionId, `${at}: conclusionId`);
  }
  if (fields.priorityId !== undefined) {
    item.priorityId = positiveInteger(fields.priorityId, `${at}: priorityId`);
  }
  if (fields.notes !== undefined) item.notes = text(fields.notes, `${at}: notes`, MAX_NOTES);
  for (const field of VALUE_FIELDS) {
    // The row rules check each value against its input type and length.
    if (fields[field] !== undefined) item[field] = text(fields[field], `${at}: ${field}`, 10_000);
  }
  if (fields.sold !== undefined) item.sold = flag(fields.sold, `${at}: sold`);
  if (fields.price !== undefined) item.price = amount(fields.price, `${at}: price`, MAX_PRICE);
  if (fields.time !== undefined) {
    item.time = amount(fields.time, `${at}: time (labor hours)`, MAX_LABOR_HOURS);
  }
  return item;
}

function positiveInteger(value: unknown, what: string): number | null {
  if (value === null || value === "") return null;
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number <= 0 || number >= 2 ** 31) {
    throw new InputError(`${what} must be a whole number above 0.`);
  }
  return number;
}

function text(value: unknown, what: string, max: number): string {
  if (value === null) return "";
  if (typeof value !== "string") throw new InputError(`${what} must be text.`);
  if (value.length > max) throw new InputError(`${what}: at most ${max} characters.`);
  return value;
}

function flag(value: unknown, what: string): boolean {
  if (value === true || value === "true" || value === "1" || value === 1) return true;
  if (value === false || value === "false" || value === "0" || value === 0) return false;
  throw new InputError(`${what} must be true or false.`);
}

/** A money amount or hours: at most two decimals, from 0 to max; null or "" clears it. */
function amount(value: unknown, what: string, max: number): number | null {
  if (value === null || value === "") return null;
  const number = typeof value === "string" && /^\d+(?:\.\d{1,2})?$/.test(value.trim())
    ? Number(value.trim())
    : value;
  if (
    typeof number !== "number" || !Number.isFinite(number) || number < 0 || number > max ||
    Math.abs(Math.round(number * 100) - number * 100) > 1e-6
  ) {
    throw new InputError(`${what} must be a number from 0 to ${max} with at most two decimals.`);
  }
  return number;
}
