// Row ids as forms and calls send them. Every id column is an int4, so a number past 2147483647 names no row,
// and sent to the database it is an error, not "not found": readers refuse it first (issue 17).

export const MAX_ID = 2_147_483_647;

/** The row id a number or its digits names, or null for anything that names no row. */
export function rowIdOf(value: unknown): number | null {
  const id = typeof value === "number"
    ? value
    : typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value)
    ? Number(value)
    : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}
