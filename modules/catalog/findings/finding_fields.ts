// A finding's fields as the forms and calls send them, checked once for both: the text a mechanic picks on
// the checklist, the customer-facing explanation and recommendation, the status and one of the shop's
// priorities.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import type { FindingFields } from "./findings_queries.server.ts";
import { FINDING_STATUSES, parseEnum } from "../types.ts";

export const MAX_FINDING_TEXT = 300;
export const MAX_CUSTOMER_TEXT = 2000;

/** As sent: form fields are text, JSON may carry numbers or null. */
export interface FindingInput {
  text?: unknown;
  status?: unknown;
  explanation?: unknown;
  recommendation?: unknown;
  priorityId?: unknown;
}

function textOf(value: unknown, name: string): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new InputError(`${name} must be text.`);
  return value.trim();
}

export function findingTextOf(value: unknown): string {
  const text = textOf(value, "The finding").replace(/\s+/g, " ");
  if (text === "") throw new InputError("Write the finding.");
  if (text.length > MAX_FINDING_TEXT) {
    throw new InputError(`Keep the finding to ${MAX_FINDING_TEXT} characters; this one has ${text.length}.`);
  }
  return text;
}

function customerTextOf(value: unknown, label: string): string {
  const text = textOf(value, label);
  if (text.length > MAX_CUSTOMER_TEXT) {
    throw new InputError(`Keep the ${label.toLowerCase()} to ${MAX_CUSTOMER_TEXT} characters.`);
  }
  return text;
}

/** No priority ("" or null), or one of the shop's: an active one, or the one the finding already has. */
export async function priorityIdOf(
  tx: Tx,
  shopId: number,
  value: unknown,
  currentId: number | null = null,
): Promise<number | null> {
  if (value === undefined || value === null || value === "" || value === 0 || value === "0") return null;
  const id = typeof value === "number" ? value : /^\d{1,10}$/.test(String(value)) ? Number(value) : NaN;
  const [row] = Number.isSafeInteger(id) && id > 0 && id < 2 ** 31
    ? await tx`select 1 from priorities where shop_id = ${shopId} and id = ${id}
                 and (is_active or id = ${currentId}::int)`
    : [];
  if (!row) throw new InputError("Choose one of the shop's active priorities, or none.");
  return id;
}

/** The fields to save; on an edit, a field left out of the input keeps its current value. */
export async function readFindingFields(
  tx: Tx,
  shopId: number,
  input: FindingInput,
  current: FindingFields | null,
): Promise<FindingFields> {
  const kept = <K extends keyof FindingFields>(name: K, read: (value: unknown) => FindingFields[K]) =>
    input[name] === undefined && current ? current[name] : read(input[name]);
  return {
    text: kept("text", findingTextOf),
    status: kept("status", (value) => parseEnum(FINDING_STATUSES, value, "finding status")),
    explanation: kept("explanation", (value) => customerTextOf(value, "Explanation")),
    recommendation: kept("recommendation", (value) => customerTextOf(value, "Recommendation")),
    priorityId: input.priorityId === undefined && current
      ? current.priorityId
      : await priorityIdOf(tx, shopId, input.priorityId, current?.priorityId ?? null),
  };
}
