// A server-paged list's pages: where this one is in the whole ("1–50 of 1,234 inspections"), and links to
// the others that keep every other parameter of the address (filters, columns, order).
import { Link } from "@tanstack/react-router";
import { pageNumbers } from "./page_numbers.ts";

/** The pager's words in the page's language: the lists give them from the message catalogue. */
export interface PagerWords {
  /** "1–50 of 1,234 inspections". */
  range(first: number, last: number, total: number): string;
  /** "No inspections". */
  none: string;
  /** The navigation's name: "Pages of inspections". */
  label: string;
  previous: string;
  next: string;
  page(n: number): string;
}

export function Pager(props: { page: number; pageSize: number; total: number; words: PagerWords }) {
  const { page, pageSize, total, words } = props;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const shownTo = Math.min(total, page * pageSize);
  const to = (n: number, label: string, rel?: string, text: string = label) => (
    <Link
      to="."
      // Active only for the very same query: the page's own link, not every link that shares the filters.
      activeOptions={{ exact: true }}
      // Any list route's search: the router cannot type a reducer shared by several routes, and each
      // route's own validateSearch reads the page back.
      search={((previous: Record<string, unknown>) => ({
        ...previous,
        page: n === 1 ? undefined : n,
      })) as never}
      rel={rel}
      aria-label={label}
      aria-current={n === page ? "page" : undefined}
    >
      {text}
    </Link>
  );
  return (
    <nav className="pager" aria-label={words.label}>
      <p className="hint" role="status">
        {total === 0 ? words.none : words.range(first, shownTo, total)}
      </p>
      {last > 1 && (
        <ul>
          {page > 1 && <li>{to(page - 1, words.previous, "prev")}</li>}
          {pageNumbers(page, last).map((n, i) =>
            n === null
              ? <li key={`gap${i}`} aria-hidden="true">…</li>
              : <li key={n}>{to(n, words.page(n), undefined, String(n))}</li>
          )}
          {page < last && <li>{to(page + 1, words.next, "next")}</li>}
        </ul>
      )}
    </nav>
  );
}
