// What /{shop}/customers/dedupe shows: the likely pairs, and each listed customer's inspection count (the
// inspections module's, added where the page is composed).
import type { PageWords } from "@modules/text/ui.ts";
import type { DuplicateList } from "./find_duplicates.ts";

export type { DuplicateCandidate, DuplicatePair, DuplicateReason } from "./find_duplicates.ts";

export interface DedupePage extends DuplicateList {
  /** Customer id to their inspection count. */
  inspectionCounts: Record<number, number>;
  /** The customers pages' words in the shop's staff language (decision 028). */
  words: PageWords;
}

/** The answer of POST /ajax/customers/merge the page reads: the merge's outcome as the call sends it. */
export type { MergeOutcome as MergeAnswer } from "./merge_customers.ts";
