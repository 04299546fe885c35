// What the customer report shows when the inspection's adviser chose nothing else: the shop's defaults of
// the report options (list passed items, prices, the technician's notes), chosen on /account
// and kept in the shops row's report_print_options object beside the print defaults. Each inspection's own
// choice wins; an option neither chose is the app's default (the inspections module's readReportOptions).
// The inspection's fourth option, the summary at the top, is not among them: the report shows its summary
// always. Client-safe: the page's form and the server's check share the names.

export const REPORT_DEFAULT_NAMES = [
  "showPassedItems",
  "showPrices",
  "showTechnicianNotes",
] as const;
export type ReportDefaultName = (typeof REPORT_DEFAULT_NAMES)[number];
export type ReportDefaults = Record<ReportDefaultName, boolean>;

/** The app's defaults: a shop that chose none shows these (the same as the inspections module's). */
export const APP_REPORT_DEFAULTS: ReportDefaults = {
  showPassedItems: true,
  showPrices: true,
  showTechnicianNotes: false,
};

/** A stored object read back: each option stored as true or false kept, anything else the app's default. */
export function reportDefaultsOf(stored: unknown): ReportDefaults {
  const object = typeof stored === "object" && stored !== null ? stored as Record<string, unknown> : {};
  const defaults = { ...APP_REPORT_DEFAULTS };
  for (const name of REPORT_DEFAULT_NAMES) {
    const value = object[name];
    if (typeof value === "boolean") defaults[name] = value;
  }
  return defaults;
}
