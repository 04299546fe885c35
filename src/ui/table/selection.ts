// Row selection rules (seed 001, "Tables"): the header checkbox shows none, some or all of the rows the user
// can see, and an action on the selected rows is enabled only once enough of them are selected. Rows hidden
// by the filter keep their selection but do not count: an action never touches a row the user cannot see.

export type HeaderCheckState = "none" | "some" | "all";

/** An action's minimum when it names none. */
export const DEFAULT_MINIMUM = 1;

/** The selected rows among the visible ones, in the order they are shown. */
export function selectedVisible(selected: ReadonlySet<string>, visibleIds: readonly string[]): string[] {
  return visibleIds.filter((id) => selected.has(id));
}

export function headerCheckState(
  selected: ReadonlySet<string>,
  visibleIds: readonly string[],
): HeaderCheckState {
  const count = selectedVisible(selected, visibleIds).length;
  if (count === 0) return "none";
  return count === visibleIds.length ? "all" : "some";
}

/** The header checkbox: when every visible row is selected it clears them, otherwise it selects them all. */
export function toggleAllVisible(
  selected: ReadonlySet<string>,
  visibleIds: readonly string[],
): Set<string> {
  const next = new Set(selected);
  if (headerCheckState(selected, visibleIds) === "all") {
    for (const id of visibleIds) next.delete(id);
  } else {
    for (const id of visibleIds) next.add(id);
  }
  return next;
}

export function toggleRow(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

export function actionEnabled(selectedCount: number, minimum: number = DEFAULT_MINIMUM): boolean {
  return selectedCount >= minimum;
}

/** The ARIA state of the header checkbox: it must match the native checked/indeterminate state. */
export function ariaChecked(state: HeaderCheckState): "false" | "mixed" | "true" {
  return state === "all" ? "true" : state === "some" ? "mixed" : "false";
}
