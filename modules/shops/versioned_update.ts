// The rule customer and vehicle edits share (optimistic concurrency): an edit names the version it was read
// at and the fields it changes. Fields already as posted are no change at all, so a resent edit is
// "unchanged" whatever the version; a real change on a stale version is a "conflict" and writes nothing.
export type UpdateOutcome = "saved" | "unchanged" | "conflict";

export interface VersionedUpdate<T> {
  outcome: UpdateOutcome;
  /** The record as stored after the edit (the other person's values on a conflict). */
  record: T;
  /** The fields the edit changed: [before, after]. Empty unless saved. */
  changes: Record<string, [unknown, unknown]>;
}

/** The posted fields that differ from the stored ones. */
export function changedFields<T extends object>(
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
