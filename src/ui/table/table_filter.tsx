// The table's search box (rules in filter.ts): it narrows the rows as the user types; a polite live
// region says how many rows are shown, and a table with none left says "No rows match".
import { useId } from "react";
import { NO_ROWS_MATCH, shownRowsText } from "./filter.ts";

export function TableFilter(props: {
  value: string;
  onChange(value: string): void;
  shown: number;
  total: number;
  label?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="table-filter" role="search">
      <label htmlFor={id}>{props.label ?? "Filter rows"}</label>
      <input
        id={id}
        type="search"
        value={props.value}
        disabled={props.disabled}
        autoComplete="off"
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      <p className="hint" aria-live="polite">{shownRowsText(props.shown, props.total)}</p>
    </div>
  );
}

/** The body shown in place of the rows when the filter leaves none. */
export function NoRowsMatch({ columns }: { columns: number }) {
  return (
    <tbody>
      <tr className="no-rows">
        <td colSpan={columns}>{NO_ROWS_MATCH}</td>
      </tr>
    </tbody>
  );
}
