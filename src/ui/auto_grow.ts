// Textareas that grow with their text (seed 001, sections 5 and 9). Reading of "auto-grow to at most 5
// rows unless a minimum row count is set": without a minimum a textarea shows 2 to 5 rows (2 is HTML's own
// default) and scrolls beyond; with a minimum it never shows fewer rows than that and is not capped, since
// whoever set a minimum asked for a field sized for long text.

export const MAX_AUTO_ROWS = 5;
/** Rows shown when no minimum is set and the text is short: HTML's default for a textarea. */
export const DEFAULT_MIN_ROWS = 2;
/** Re-measure this long after the window stops resizing (text rewraps at a new width). */
export const RESIZE_DELAY_MS = 500;
export const DEFAULT_FONT_PX = 16.8;
export const DEFAULT_LINE_FACTOR = 1.2;
export const MIN_ROW_PX = 10;
export const MAX_ROW_PX = 100;

const usable = (px: number) => Number.isFinite(px) && px > 0;

/**
 * One row's height from the computed font size and line height (NaN when unknown, as for line-height
 * "normal"): the line height, else the font size times 1.2, within 10 to 100 px.
 */
export function rowHeight(fontSizePx: number, lineHeightPx: number): number {
  const font = usable(fontSizePx) ? fontSizePx : DEFAULT_FONT_PX;
  const line = usable(lineHeightPx) ? lineHeightPx : font * DEFAULT_LINE_FACTOR;
  return Math.min(MAX_ROW_PX, Math.max(MIN_ROW_PX, line));
}

/** How many rows the text fills: its scroll height less the padding, in rows (a pixel of rounding is slack). */
export function contentRows(scrollHeightPx: number, paddingPx: number, rowPx: number): number {
  return Math.max(1, Math.ceil((scrollHeightPx - paddingPx - 1) / rowPx));
}

/** The rows to show for text that fills `filled` rows. */
export function autoRows(filled: number, minRows: number | null): number {
  if (minRows !== null && minRows > 0) return Math.max(minRows, filled);
  return Math.min(MAX_AUTO_ROWS, Math.max(DEFAULT_MIN_ROWS, filled));
}
