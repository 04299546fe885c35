// The heading of a server-sorted list's column (tasks, findings, inspections, users): the list's order lives
// in the address (orderBy, asc); the heading's link keeps every filter, drops what a new order makes stale
// (the page) and writes only what differs from the list's default. The current column again reverses it.
import { ListSortHeader } from "./sort_header.tsx";

export function SortHeading<Column extends string>(props: {
  /** This heading's column. */
  column: Column;
  label: string;
  /** The list's order now, and its direction. */
  orderBy: Column;
  ascending: boolean;
  /** The order of a list whose address names none: its link leaves orderBy out. */
  defaultColumn: Column;
  /**
   * The columns have their own first directions (newest first for dates), so the address says asc=1 as
   * well as asc=0; without it every column starts A to Z and asc=1 is left out.
   */
  explicitAsc?: boolean;
  /** Parameters a new order drops (the page, a note about the form post before). */
  reset?: readonly string[];
}) {
  const current = props.orderBy === props.column;
  const reversed = props.ascending ? 0 : props.explicitAsc ? 1 : undefined;
  return (
    <ListSortHeader
      label={props.label}
      current={current}
      ascending={props.ascending}
      next={{
        ...Object.fromEntries((props.reset ?? []).map((name) => [name, undefined])),
        orderBy: props.column === props.defaultColumn ? undefined : props.column,
        asc: current ? reversed : undefined,
      }}
    />
  );
}
