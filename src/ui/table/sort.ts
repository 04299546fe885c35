// Column sort rules (seed 001, "Tables"): a header toggles ascending and descending for its column, the
// first click ascending. Text compares as people read it (Intl.Collator, numeric: "Bay 2" before "Bay 10",
// case and accents ignored); numbers and dates compare as such. Empty cells go last in both directions, so
// the rows with something to compare are always on top.

export type SortDirection = "ascending" | "descending";

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** What a column gives to sort by; null, undefined and "" are empty. */
export type SortValue = string | number | Date | null | undefined;

export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column === column && current.direction === "ascending") {
    return { column, direction: "descending" };
  }
  return { column, direction: "ascending" };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

function isEmpty(value: SortValue): value is null | undefined | "" {
  return value === null || value === undefined || value === "" ||
    (value instanceof Date && Number.isNaN(value.getTime()));
}

/** Ascending comparison of two non-empty values: numbers and dates by value, anything else as text. */
export function compareSortValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (typeof left === "number" && typeof right === "number") return left - right;
  return collator.compare(String(left), String(right));
}

/** A sorted copy; rows that compare equal keep their order. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === "ascending" ? 1 : -1;
  return rows
    .map((row) => ({ row, key: value(row) }))
    .sort((a, b) => {
      if (isEmpty(a.key) || isEmpty(b.key)) return Number(isEmpty(a.key)) - Number(isEmpty(b.key));
      return sign * compareSortValues(a.key, b.key);
    })
    .map(({ row }) => row);
}

/** The rows in the chosen sort, or as given when there is none; `value` gives a row's value in a column. */
export function sortedBy<T>(
  rows: readonly T[],
  sort: SortState | null,
  value: (row: T, column: string) => SortValue,
): T[] {
  return sort ? sortRows(rows, (row) => value(row, sort.column), sort.direction) : [...rows];
}
