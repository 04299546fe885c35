// A finding's status as a badge: new ones stand out (a manager should audit them), archived ones fade.
import { FINDING_STATUS_LABELS, type FindingStatus } from "../types.ts";

export function FindingStatusBadge({ status }: { status: FindingStatus }) {
  return (
    <span className={`badge finding-status finding-status-${status}`}>{FINDING_STATUS_LABELS[status]}</span>
  );
}
