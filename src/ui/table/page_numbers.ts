// Which page links the findings list offers (rules apart from the component, so they are tested alone).
/** The page numbers to offer: the first, the last, and two either side of the current one. */
export function pageNumbers(current: number, last: number): Array<number | null> {
  const wanted = [...new Set([1, last, ...[-2, -1, 0, 1, 2].map((d) => current + d)])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);
  // null marks a gap.
  return wanted.flatMap((n, i) => (i > 0 && n - wanted[i - 1] > 1 ? [null, n] : [n]));
}
