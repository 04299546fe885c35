// What /{shop}/inspections/{encInspectionId}/audit shows: the review of every item and, for owners and
// managers, what they may change (price, labour hours, sold) and the life actions of the audit, in the
// shop's staff language with the shop's wording (decision 028).
import type { Sql } from "@platform/db.ts";
import { type AuditReview, loadAuditReview } from "./audit_review.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { itemsLockedReason } from "../checklist/save_items.ts";
import { STATUS_WORDS } from "../shared/inspection_status.tsx";
import { AUDIT_MESSAGES, CHECKLIST_MESSAGES } from "@modules/text/mod.ts";
import { type PageWords, sayIn } from "@modules/text/ui.ts";
import { MEDIA_WORDS_MESSAGES, staffWords } from "@modules/shops/mod.ts";
import { PRICE_HINT_MESSAGES } from "@modules/catalog/mod.ts";

export interface AuditPage extends AuditReview {
  /** Owners and managers edit price, labour and sold while the inspection is not closed. */
  canEdit: boolean;
  /** Why nothing can be changed now ("" when it can, or when the viewer only reads). */
  lockedReason: string;
  /** The audit's words, and those it shares with the checklist, in the staff language. */
  words: PageWords;
}

/** The checklist's messages the audit says too (one wording per culture). */
const SHARED_WITH_CHECKLIST = {
  resultPass: CHECKLIST_MESSAGES.resultPass,
  resultWarn: CHECKLIST_MESSAGES.resultWarn,
  resultFail: CHECKLIST_MESSAGES.resultFail,
  finding: CHECKLIST_MESSAGES.finding,
  notes: CHECKLIST_MESSAGES.notes,
  price: CHECKLIST_MESSAGES.price,
  laborHours: CHECKLIST_MESSAGES.laborHours,
  // An item's photo, named for a screen reader.
  openPhoto: CHECKLIST_MESSAGES.openPhoto,
  // Why a closed inspection's audit cannot be changed (its lockedReason, written here).
  lockedClosed: CHECKLIST_MESSAGES.lockedClosed,
};

/**
 * The audit's words, on the page and on paper: the staff language, with the shop's wording. The status (in the
 * heading and in "Done: the inspection is now …") is said as the inspections list says it.
 */
export function auditWords(sql: Sql, access: InspectionAccess): Promise<PageWords> {
  // A price outside a task's usual range names the range with the price hint's words.
  return staffWords(
    { sql, shop: access.shop },
    AUDIT_MESSAGES,
    SHARED_WITH_CHECKLIST,
    STATUS_WORDS,
    PRICE_HINT_MESSAGES,
    // An item's photos open the media kit's viewer.
    MEDIA_WORDS_MESSAGES,
  );
}

export async function loadAuditPage(sql: Sql, access: InspectionAccess): Promise<AuditPage> {
  const [review, words] = await Promise.all([loadAuditReview(sql, access), auditWords(sql, access)]);
  const locked = review.summary.canAudit ? itemsLockedReason(access.inspection.status, true) : null;
  return {
    ...review,
    canEdit: review.summary.canAudit && locked === null,
    lockedReason: locked ? sayIn(words)(locked) : "",
    words,
  };
}
