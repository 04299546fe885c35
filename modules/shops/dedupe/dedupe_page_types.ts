// What /{shop}/customers/dedupe shows: the likely pairs, and each listed customer's inspection count (the
// inspections module's, added where the page is composed).
import type { DuplicateList } from "./find_duplicates.ts";

export type { DuplicateCandidate, DuplicatePair } from "./find_duplicates.ts";

export interface DedupePage extends DuplicateList {
  /** Customer id to their inspection count. */
  inspectionCounts: Record<number, number>;
}

/** The answer of POST /ajax/customers/merge the page reads. */
export interface MergeAnswer {
  kept: { id: number; version: number; name: string };
  merged: { id: number; name: string };
  moved: Record<string, number>;
}
