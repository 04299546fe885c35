// A task's values as the tasks table keeps them: parallel arrays of labels, input types and units, and the
// grades as JSON, one entry per value. Rows saved before units and grades existed (migration 0021) have
// shorter arrays: such a value has no unit and no ranges. One reader for the task form, the checklist's
// outline and the catalogue's export.
import type { GradeRange, TaskValue, ValueInputType, ValueUnit } from "../types.ts";

export interface StoredValues {
  valueLabels: string[];
  valueInputTypes: ValueInputType[];
  valueUnits: ValueUnit[];
  valueGrades: GradeRange[][];
}

/** The select list of the four columns, for a table named `alias` in the query (for tx.unsafe). */
export function storedValueColumns(alias: string): string {
  return `${alias}.value_labels as "valueLabels", ${alias}.value_input_types as "valueInputTypes", ` +
    `${alias}.value_units as "valueUnits", ${alias}.value_grades as "valueGrades"`;
}

export function taskValuesOf(stored: StoredValues): TaskValue[] {
  return stored.valueLabels.map((label, i) => ({
    label,
    inputType: stored.valueInputTypes[i],
    unit: stored.valueUnits[i] ?? "",
    ranges: stored.valueGrades[i] ?? [],
  }));
}
