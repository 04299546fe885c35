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
  const people = (name: "userId" | "manager" | "mechanic", label: string): ReportField => ({
    name,
    label,
    type: "select",
    value: value(name),
    options: [{ value: "", label: say(M.anyone) }, ...choices.people],
  });
  const range: ReportField[] = [
    { name: "from", label: say(M.from), type: "date", value: value("from") },
    { name: "to", label: say(M.to), type: "date", value: value("to") },
  ];
  switch (report) {
    case "customer-results":
      return [
        ...range,
        {
          name: "taskId",
          label: say(M.task),
          type: "select",
          value: value("taskId"),
          options: [{ value: "", label: say(M.allTasks) }, ...choices.tasks],
        },
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
        {
          name: "type",
          label: say(M.kind),
          type: "select",
          value: value("type"),
          options: [
            { value: "", label: say(M.photosAndVideos) },
            { value: "photo", label: say(M.onlyPhotos) },
            { value: "video", label: say(M.onlyVideos) },
          ],
        },
        {
          name: "groupBy",
          label: say(M.groupBy),
          type: "select",
          value: value("groupBy"),
          options: [
            { value: "", label: say(M.byDay) },
            { value: "inspection", label: say(M.byInspection) },
            { value: "person", label: say(M.byPerson) },
          ],
        },
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
