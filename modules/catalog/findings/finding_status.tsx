// A finding's status as a badge: new ones stand out (a manager should audit them), archived ones fade.
import type { FindingStatus } from "../types.ts";
import { useWords } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/ui.ts";

/** Each status's message, as the pages show it. */
export const FINDING_STATUS_WORDS: Record<FindingStatus, string> = {
  new: F.statusNew,
  audited: F.statusAudited,
  legacy: F.statusLegacy,
  archived: F.statusArchived,
};

export function FindingStatusBadge({ status }: { status: FindingStatus }) {
  const say = useWords();
  return (
    <span className={`badge finding-status finding-status-${status}`}>
      {say(FINDING_STATUS_WORDS[status])}
    </span>
  );
}
