// What the customer's report shows, chosen per inspection by the adviser (docs/inspections/header_and_events.md).
// Stored in inspections.report_options, which holds only what the adviser chose; the report reads them
// through readReportOptions, which fills in the shop's defaults (chosen on /account, the shops module's
// report_defaults.ts), then the app's, for anything not chosen: an option the adviser never touched follows
// the shop's setting, even when the shop changes it after the inspection began.
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

/** The stored options with the defaults filled in (the shop's, where it has them, then the app's); stray or
 * broken stored values are ignored. */
export function readReportOptions(stored: unknown, shopDefaults: Partial<ReportOptions> = {}): ReportOptions {
  return { ...DEFAULT_REPORT_OPTIONS, ...shopDefaults, ...chosenReportOptions(stored) };
}

/** Only the options the adviser chose (true or false), as stored. */
export function chosenReportOptions(stored: unknown): Partial<ReportOptions> {
  const chosen: Partial<ReportOptions> = {};
  if (stored && typeof stored === "object") {
    for (const name of REPORT_OPTION_NAMES) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === "boolean") chosen[name] = value;
    }
  }
  return chosen;
}
