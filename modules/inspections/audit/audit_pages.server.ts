// What /{shop}/inspections/{encInspectionId}/audit shows: the review of every item and, for owners and
// managers, what they may change (price, labour hours, sold) and the life actions of the audit.
import type { Sql } from "@platform/db.ts";
import { type AuditReview, loadAuditReview } from "./audit_review.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { itemsLockedReason } from "../checklist/save_items.ts";

export interface AuditPage extends AuditReview {
  /** Owners and managers edit price, labour and sold while the inspection is not closed. */
  canEdit: boolean;
  /** Why nothing can be changed now ("" when it can, or when the viewer only reads). */
  lockedReason: string;
}

export async function loadAuditPage(sql: Sql, access: InspectionAccess): Promise<AuditPage> {
  const review = await loadAuditReview(sql, access);
  const locked = review.summary.canAudit ? itemsLockedReason(access.inspection.status, true) : null;
  return { ...review, canEdit: review.summary.canAudit && locked === null, lockedReason: locked ?? "" };
}
