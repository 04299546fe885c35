// The rule customer and vehicle edits share (optimistic concurrency): an edit names the version it was read
// at and the fields it changes. Fields already as posted are no change at all, so a resent edit is
// "unchanged" whatever the version; a real change on a stale version is a "conflict" and writes nothing.
import { NotFoundError } from "@platform/errors.ts";

export type UpdateOutcome = "saved" | "unchanged" | "conflict";

export interface VersionedUpdate<T> {
  outcome: UpdateOutcome;
  /** The record as stored after the edit (the other person's values on a conflict). */
  record: T;
  /** The fields the edit changed: [before, after]. Empty unless saved. */
  changes: Record<string, [unknown, unknown]>;
}

/** The posted fields that differ from the stored ones. */
function changedFields<T extends object>(
  stored: T,
  posted: Partial<T>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(posted)) {
    if (value === undefined) continue;
    const before = (stored as Record<string, unknown>)[field];
    if (before !== value) changes[field] = [before, value];
  }
  return changes;
}

/**
 * Applies `details` to the record as locked for the edit (null: none in this shop, a 404 saying
 * `notFound`): unchanged, a conflict, or `write` with the record as it is to be stored.
 */
export async function applyVersionedUpdate<T extends { version: number }>(
  locked: T | null,
  notFound: string,
  version: number,
  details: Partial<T>,
  write: (next: T) => Promise<T>,
): Promise<VersionedUpdate<T>> {
  if (!locked) throw new NotFoundError(notFound);
  const changes = changedFields(locked, details);
  if (Object.keys(changes).length === 0) return { outcome: "unchanged", record: locked, changes };
  if (version !== locked.version) return { outcome: "conflict", record: locked, changes: {} };
  return { outcome: "saved", record: await write({ ...locked, ...details }), changes };
}
