// The filters each report's form shows, with the values the address gave (seed 000 section 2's parameters).
// Booleans are 1 or 0 (seed 000 section 5): the form sends a hidden 0 before each checkbox's 1.
import { type Say, STAFF_REPORTS_MESSAGES as M } from "@modules/text/ui.ts";
import type { ReportField } from "./report_model.ts";
import type { ReportName, ReportSearch } from "./report_search.ts";

export interface FieldChoices {
  people: Array<{ value: string; label: string }>;
  tasks: Array<{ value: string; label: string }>;
}

/** The switches' defaults, for the form and the loader alike. */
export const SWITCH_DEFAULTS = {
  groupByType: false,
  warn: true,
  flat: false,
  includeDoNotContact: false,
  showSold: false,
} as const;

export function reportFields(
  report: ReportName,
  search: ReportSearch,
  choices: FieldChoices,
  say: Say,
): ReportField[] {
  const value = (name: keyof ReportSearch) => search[name] ?? "";
  const toggle = (name: keyof typeof SWITCH_DEFAULTS, label: string): ReportField => ({
    name,
    label,
    type: "checkbox",
    value: search[name] ?? (SWITCH_DEFAULTS[name] ? "1" : "0"),
  });
  const choice = (
    name: keyof ReportSearch,
    label: string,
    options: ReadonlyArray<readonly [value: string, label: string]>,
  ): ReportField => ({
    name,
    label,
    type: "select",
    value: value(name),
    options: options.map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel })),
  });
  const people = (name: "userId" | "manager" | "mechanic", label: string) =>
    choice(name, label, [["", say(M.anyone)], ...choices.people.map((p) => [p.value, p.label] as const)]);
  const range: ReportField[] = [
    { name: "from", label: say(M.from), type: "date", value: value("from") },
    { name: "to", label: say(M.to), type: "date", value: value("to") },
  ];
  switch (report) {
    case "customer-results":
      return [
        ...range,
        choice("taskId", say(M.task), [
          ["", say(M.allTasks)],
          ...choices.tasks.map((t) => [t.value, t.label] as const),
        ]),
        toggle("warn", say(M.warn)),
        toggle("showSold", say(M.showSold)),
        toggle("includeDoNotContact", say(M.includeDoNotContact)),
        toggle("flat", say(M.flat)),
      ];
    case "hours-report":
      return range;
    case "recent-images":
      return [
        ...range,
        people("userId", say(M.takenBy)),
        choice("type", say(M.kind), [
          ["", say(M.photosAndVideos)],
          ["photo", say(M.onlyPhotos)],
          ["video", say(M.onlyVideos)],
        ]),
        choice("groupBy", say(M.groupBy), [
          ["", say(M.byDay)],
          ["inspection", say(M.byInspection)],
          ["person", say(M.byPerson)],
        ]),
      ];
    case "rocompletion-report":
      return [
        ...range,
        { name: "search", label: say(M.search), type: "search", value: value("search") },
        people("manager", say(M.adviser)),
        people("mechanic", say(M.mechanic)),
      ];
    default:
      return [...range, toggle("groupByType", say(M.groupByType))];
  }
}
