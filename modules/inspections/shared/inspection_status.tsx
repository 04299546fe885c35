// An inspection's status as every list shows it (the badge styled in inspections.css beside it). The label is
// the page's word for it: an inspection a manager sent back is labelled so by the list and the quicklist,
// since the mechanic has work on it again.
import type { InspectionStatus } from "../types.ts";
import { INSPECTIONS_LIST_MESSAGES as M } from "@modules/text/ui.ts";

/** Each status's name, as every page says it (the lists, the heading, the audit, the history): the
 * inspections list's messages. */
export const STATUS_WORDS: Record<InspectionStatus, string> = {
  created: M.statusCreated,
  inProgress: M.statusInProgress,
  readyForAudit: M.statusReadyForAudit,
  audited: M.statusAudited,
  reportSent: M.statusReportSent,
  viewed: M.statusViewed,
  closed: M.statusClosed,
};

export function InspectionStatusBadge(props: { status: InspectionStatus; label: string }) {
  return <span className={`inspection-status status-${props.status}`}>{props.label}</span>;
}
