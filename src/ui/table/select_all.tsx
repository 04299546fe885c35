// Row selection for list pages: the header's tri-state checkbox, one checkbox per row, and action buttons
// that act on the selected rows once enough are selected (rules in selection.ts).
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  actionEnabled,
  ariaChecked,
  DEFAULT_MINIMUM,
  type HeaderCheckState,
  headerCheckState,
  selectedVisible,
  toggleAllVisible,
  toggleRow,
} from "./selection.ts";

export interface RowSelection {
  /** The selected rows among those shown, in the order shown: what an action acts on. */
  selectedIds: string[];
  headerState: HeaderCheckState;
  isSelected(id: string): boolean;
  toggle(id: string): void;
  toggleAll(): void;
  clear(): void;
}

export function useRowSelection(visibleIds: readonly string[]): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selectedIds = useMemo(() => selectedVisible(selected, visibleIds), [selected, visibleIds]);
  return {
    selectedIds,
    headerState: headerCheckState(selected, visibleIds),
    isSelected: useCallback((id: string) => selected.has(id), [selected]),
    toggle: useCallback((id: string) => setSelected((current) => toggleRow(current, id)), []),
    toggleAll: () => setSelected((current) => toggleAllVisible(current, visibleIds)),
    clear: useCallback(() => setSelected(new Set()), []),
  };
}

/** The header checkbox: checked, unchecked or mixed (indeterminate can only be set on the DOM node). */
export function SelectAllCheckbox(props: {
  state: HeaderCheckState;
  onToggle(): void;
  label?: string;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.state === "some";
  }, [props.state]);
  return (
    <label className="table-check">
      <input
        ref={ref}
        type="checkbox"
        aria-label={props.label ?? "Select all rows shown"}
        aria-checked={ariaChecked(props.state)}
        checked={props.state === "all"}
        disabled={props.disabled}
        onChange={props.onToggle}
      />
    </label>
  );
}

export function RowCheckbox(
  props: { checked: boolean; onToggle(): void; label: string; disabled?: boolean },
) {
  return (
    <label className="table-check">
      <input
        type="checkbox"
        aria-label={props.label}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onToggle}
      />
    </label>
  );
}

/** A button for the selected rows, enabled once `minimum` (default 1) of them are selected. */
export function SelectedRowsAction(props: {
  selectedCount: number;
  minimum?: number;
  onRun(): void;
  children: ReactNode;
  disabled?: boolean;
}) {
  const minimum = props.minimum ?? DEFAULT_MINIMUM;
  const enabled = actionEnabled(props.selectedCount, minimum) && !props.disabled;
  return (
    <button
      type="button"
      className="button"
      disabled={!enabled}
      title={enabled ? undefined : `Select at least ${minimum} ${minimum === 1 ? "row" : "rows"}`}
      onClick={props.onRun}
    >
      {props.children}
    </button>
  );
}
