// A sortable column heading: a button that toggles ascending and descending (rules in sort.ts); aria-sort
// tells a screen reader the current order, the arrow shows it.
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { nextSort, type SortState } from "./sort.ts";

/** The sort the headings chose: null (the rows' own order) until one is clicked. Apply it with sortedBy. */
export function useColumnSort() {
  const [sort, setSort] = useState<SortState | null>(null);
  return {
    sort,
    sortBy: (column: string) => setSort((current) => nextSort(current, column)),
    clearSort: () => setSort(null),
  };
}

export function SortHeader(props: {
  column: string;
  label: string;
  sort: SortState | null;
  onSort(column: string): void;
  disabled?: boolean;
  className?: string;
}) {
  const direction = props.sort?.column === props.column ? props.sort.direction : null;
  return (
    <th scope="col" aria-sort={direction ?? undefined} className={props.className}>
      <button
        type="button"
        className="sort-button"
        disabled={props.disabled}
        onClick={() => props.onSort(props.column)}
      >
        {props.label}
        <span aria-hidden="true" className="sort-arrow">
          {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
        </span>
      </button>
    </th>
  );
}

/**
 * A heading of a table the server sorts (users, tasks, findings): its link asks for the rows in its order, so
 * sorting works without scripts. The page renders the link (its route and search); this gives every such
 * heading the same aria-sort and arrow.
 */
export function LinkSortHeader(props: {
  label: string;
  /** This column's order when it is the current one; null otherwise. */
  direction: "ascending" | "descending" | null;
  link(content: ReactNode): ReactNode;
}) {
  return (
    <th scope="col" aria-sort={props.direction ?? undefined}>
      {props.link(
        <>
          {props.label}
          {props.direction && <span aria-hidden="true">{props.direction === "ascending" ? " ▲" : " ▼"}</span>}
        </>,
      )}
    </th>
  );
}

/**
 * The same heading for a list page whose route reads its order from the address: the link stays on the
 * page and changes only what `next` says (orderBy, asc, and back to the first page), keeping every filter.
 */
export function ListSortHeader(props: {
  label: string;
  current: boolean;
  ascending: boolean;
  /** The address's new order (undefined leaves a parameter out). */
  next: Record<string, unknown>;
}) {
  return (
    <LinkSortHeader
      label={props.label}
      direction={props.current ? (props.ascending ? "ascending" : "descending") : null}
      link={(content) => (
        <Link
          className="sort-link"
          to="."
          // Not "the current page" for sharing the filters: the order is what this link changes.
          activeOptions={{ exact: true }}
          // Any list route's search: the router cannot type a reducer shared by several routes, and each
          // route's own validateSearch reads the order back.
          search={((previous: Record<string, unknown>) => ({ ...previous, ...props.next })) as never}
        >
          {content}
        </Link>
      )}
    />
  );
}
