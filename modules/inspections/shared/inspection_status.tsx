// An inspection's status and repair order as every list and heading shows them (the badge styled in
// inspections.css beside it). The status's label is the page's word for it: an inspection a manager sent back
// is labelled so by the list and the quicklist, since the mechanic has work on it again. The RO label lives
// here too, rather than in a file of its own, because every page that shows one shows the other: a chunk of
// its own cost the checklist's scripts their ceiling (tests/contract/page_weight_test.ts).
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

// The repair order as the pages label it: "RO 24056". Many shops' systems put the letters in the number itself
// ("RO-24056"), and the heading read "RO RO-24056" (issue 32): a number that already starts with the label's
// word is shown as it is. The word is the shop's wording of the label, so "BT 1001" and "Orden 1001" follow it.

/** `say` the page's words; `key` a message "RO {ro}" (or "RO {number}": `placeholder`). */
export function roLabel(
  say: (key: string, values?: Record<string, string>) => string,
  key: string,
  roNumber: string,
  placeholder = "ro",
): string {
  const word = say(key, { [placeholder]: "" }).trim();
  return word !== "" && startsWithWord(roNumber, word) ? roNumber : say(key, { [placeholder]: roNumber });
}

/** "RO-24056", "ro 24056", "RO24056" start with "RO"; "ROSS-1" does not (a letter follows). */
function startsWithWord(text: string, word: string): boolean {
  const head = text.slice(0, word.length);
  if (head.localeCompare(word, undefined, { sensitivity: "base" }) !== 0) return false;
  return !/\p{L}/u.test(text.charAt(word.length));
}
