// What the customer's report shows, chosen per inspection by the adviser (docs/inspections/header_and_events.md).
// Stored in inspections.report_options; issue 8's report reads them through readReportOptions, which fills
// in the defaults for anything not chosen yet, so old inspections and new options both read sensibly.
export const REPORT_OPTION_NAMES = [
  "showPassedItems",
  "showPrices",
  "showTechnicianNotes",
  "showSummary",
] as const;
export type ReportOptionName = (typeof REPORT_OPTION_NAMES)[number];
export type ReportOptions = Record<ReportOptionName, boolean>;

export const DEFAULT_REPORT_OPTIONS: ReportOptions = {
  showPassedItems: true,
  showPrices: true,
  showTechnicianNotes: false,
  showSummary: true,
};

export const REPORT_OPTION_LABELS: Record<ReportOptionName, { label: string; hint: string }> = {
  showPassedItems: { label: "Passed items", hint: "List what passed too, not only what needs work." },
  showPrices: { label: "Prices", hint: "Show the price of each recommended repair and the total." },
  showTechnicianNotes: {
    label: "Technician's notes",
    hint: "Show the mechanic's notes on each item word for word.",
  },
  showSummary: { label: "Summary at the top", hint: "Counts of urgent, soon and passed items first." },
};

/** The stored options with the defaults filled in; stray or broken stored values are ignored. */
export function readReportOptions(stored: unknown): ReportOptions {
  const options = { ...DEFAULT_REPORT_OPTIONS };
  if (stored && typeof stored === "object") {
    for (const name of REPORT_OPTION_NAMES) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === "boolean") options[name] = value;
    }
  }
  return options;
}
