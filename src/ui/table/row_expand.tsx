// Row details: a row's toggle shows or hides the details row under it, and the open rows are kept in the
// URL hash's `details` list (hash_location.ts), so a reload or a shared link opens the same rows. Row ids
// go in the hash, so they must be valid hash list values (no comma, dot, equals sign or ampersand) and
// unique on the page: one page has one `details` list.
import type { ReactNode } from "react";
import { useHashList } from "../hash_location.ts";
import { DETAILS } from "../hash_state.ts";

export interface ExpandedRows {
  isExpanded(id: string): boolean;
  setExpanded(id: string, open: boolean): void;
}

export function useExpandedRows(): ExpandedRows {
  const [open, setOpen] = useHashList(DETAILS);
  return { isExpanded: (id) => open.includes(id), setExpanded: setOpen };
}

/** The id of a row's details row, for aria-controls. */
export function detailsRowId(rowId: string): string {
  return `row-details-${rowId}`;
}

export function ExpandButton(props: {
  rowId: string;
  expanded: boolean;
  onToggle(): void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="icon-button expand-button"
      aria-expanded={props.expanded}
      aria-controls={detailsRowId(props.rowId)}
      aria-label={`Details of ${props.label}`}
      disabled={props.disabled}
      onClick={props.onToggle}
    >
      <span aria-hidden="true">▸</span>
    </button>
  );
}

export function DetailsRow(props: { rowId: string; open: boolean; columns: number; children: ReactNode }) {
  return (
    <tr id={detailsRowId(props.rowId)} className="details-row" hidden={!props.open}>
      <td colSpan={props.columns}>{props.children}</td>
    </tr>
  );
}
