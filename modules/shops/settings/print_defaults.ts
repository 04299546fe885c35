// The printed report's choices (paper, orientation, font size, the size of each item's pictures and of the
// footer's) and a shop's defaults among them, used when a print request names none. The lists live here,
// with the shop that chooses its defaults; the reports module reads them (modules/reports/report_options.ts).

export const REPORT_PAPERS = ["letter", "A4", "legal"] as const;
export const REPORT_ORIENTATIONS = ["portrait", "landscape"] as const;
export const REPORT_FONT_SIZES = ["small", "medium", "large"] as const;
/** "none" leaves the pictures out: a report printed to hand over with the invoice. */
export const REPORT_IMAGE_SIZES = ["none", "small", "medium", "large"] as const;

export interface PrintDefaults {
  paper: typeof REPORT_PAPERS[number];
  orientation: typeof REPORT_ORIENTATIONS[number];
  fontSize: typeof REPORT_FONT_SIZES[number];
  itemImageSize: typeof REPORT_IMAGE_SIZES[number];
  footerImageSize: typeof REPORT_IMAGE_SIZES[number];
}

/** The app's defaults: a shop that chose none prints these. */
export const DEFAULT_PRINT_OPTIONS: PrintDefaults = {
  paper: "letter",
  orientation: "portrait",
  fontSize: "medium",
  itemImageSize: "medium",
  footerImageSize: "small",
};

export const PRINT_CHOICES: { [Name in keyof PrintDefaults]: readonly PrintDefaults[Name][] } = {
  paper: REPORT_PAPERS,
  orientation: REPORT_ORIENTATIONS,
  fontSize: REPORT_FONT_SIZES,
  itemImageSize: REPORT_IMAGE_SIZES,
  footerImageSize: REPORT_IMAGE_SIZES,
};

/** A stored defaults object read back: each known, allowed value kept, anything else the app's default. */
export function printDefaultsOf(stored: unknown): PrintDefaults {
  const object = typeof stored === "object" && stored !== null ? stored as Record<string, unknown> : {};
  const pick = <Name extends keyof PrintDefaults>(name: Name): PrintDefaults[Name] => {
    const value = object[name];
    return (PRINT_CHOICES[name] as readonly unknown[]).includes(value)
      ? value as PrintDefaults[Name]
      : DEFAULT_PRINT_OPTIONS[name];
  };
  return {
    paper: pick("paper"),
    orientation: pick("orientation"),
    fontSize: pick("fontSize"),
    itemImageSize: pick("itemImageSize"),
    footerImageSize: pick("footerImageSize"),
  };
}
