// An inspection's status as every list shows it (the badge styled in inspections.css beside it). The label is
// the page's word for it: an inspection a manager sent back is labelled so by the list and the quicklist,
// since the mechanic has work on it again.
import type { InspectionStatus } from "../types.ts";

export function InspectionStatusBadge(props: { status: InspectionStatus; label: string }) {
  return <span className={`inspection-status status-${props.status}`}>{props.label}</span>;
}
