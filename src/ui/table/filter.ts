// The table filter (seed 001, "Validation rules"): the search text splits on whitespace into terms,
// case-insensitive, and a row is shown only when every term appears somewhere in its text.

export function filterTerms(query: string): string[] {
  return query.toLocaleLowerCase().split(/\s+/).filter((term) => term !== "");
}

export function rowMatches(rowText: string, terms: readonly string[]): boolean {
  const text = rowText.toLocaleLowerCase();
  return terms.every((term) => text.includes(term));
}

export function filterRows<T>(rows: readonly T[], rowText: (row: T) => string, query: string): T[] {
  const terms = filterTerms(query);
  return terms.length === 0 ? [...rows] : rows.filter((row) => rowMatches(rowText(row), terms));
}

/** The line a screen reader hears as the filter narrows the table. */
export function shownRowsText(shown: number, total: number): string {
  const rows = total === 1 ? "row" : "rows";
  return shown === total ? `${total} ${rows}` : `${shown} of ${total} ${rows} shown`;
}

export const NO_ROWS_MATCH = "No rows match";
