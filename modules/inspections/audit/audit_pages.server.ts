// What /{shop}/inspections/{encInspectionId}/audit shows: the review of every item and, for owners and
// managers, what they may change (price, labour hours, sold) and the life actions of the audit, in the
// shop's staff language with the shop's wording (decision 028).
import type { Sql } from "@platform/db.ts";
import { type AuditReview, loadAuditReview } from "./audit_review.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { itemsLockedReason } from "../checklist/save_items.ts";
import { STATUS_WORDS } from "../list/inspections_table.tsx";
import {
  AUDIT_MESSAGES,
  BASE_CULTURE,
  CHECKLIST_MESSAGES,
  cultureOf,
  type Messages,
  shopMessages,
} from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";

export interface AuditPage extends AuditReview {
  /** Owners and managers edit price, labour and sold while the inspection is not closed. */
  canEdit: boolean;
  /** Why nothing can be changed now ("" when it can, or when the viewer only reads). */
  lockedReason: string;
  /** The audit's words, and those it shares with the checklist, in the staff language. */
  words: PageWords;
}

/** The checklist's messages the audit says too (one wording per culture). */
const SHARED_WITH_CHECKLIST = [
  CHECKLIST_MESSAGES.resultPass,
  CHECKLIST_MESSAGES.resultWarn,
  CHECKLIST_MESSAGES.resultFail,
  CHECKLIST_MESSAGES.finding,
  CHECKLIST_MESSAGES.notes,
  CHECKLIST_MESSAGES.price,
  CHECKLIST_MESSAGES.laborHours,
];

/** The audit's messages, on the page and on paper: the staff language, with the shop's wording. */
export function auditMessages(sql: Sql, access: InspectionAccess): Promise<Messages> {
  return shopMessages(sql, access.shop.id, cultureOf(access.shop.staffLanguage) ?? BASE_CULTURE);
}

export async function loadAuditPage(sql: Sql, access: InspectionAccess): Promise<AuditPage> {
  const [review, messages] = await Promise.all([loadAuditReview(sql, access), auditMessages(sql, access)]);
  const locked = review.summary.canAudit ? itemsLockedReason(access.inspection.status, true) : null;
  return {
    ...review,
    canEdit: review.summary.canAudit && locked === null,
    lockedReason: locked ?? "",
    words: {
      culture: messages.culture,
      messages: messages.pick([
        ...Object.values(AUDIT_MESSAGES),
        ...SHARED_WITH_CHECKLIST,
        // The status in the heading and in "Done: the inspection is now …", as the inspections list says it.
        ...Object.values(STATUS_WORDS),
      ]),
    },
  };
}
