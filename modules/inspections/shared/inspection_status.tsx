// An inspection's status as every list shows it (the badge styled in inspections.css beside it); an
// inspection a manager sent back says so, since the mechanic has work on it again.
import type { InspectionStatus } from "../types.ts";

export function InspectionStatusBadge(
  props: { status: InspectionStatus; label: string; sentBack?: boolean },
) {
  return (
    <span className={`inspection-status status-${props.status}`}>
      {props.sentBack ? "Sent back" : props.label}
    </span>
  );
}
