// A task's values as the tasks table keeps them: parallel arrays of labels, input types, units and what a
// value is graded against (0: itself), and the grades as JSON, one entry per value. Rows saved before units
// and grades existed (migrations 0021, 0035) have shorter arrays: such a value has no unit and no ranges,
// and is graded by itself. One reader for the task form, the checklist's outline and the catalogue's export.
import type { GradeRange, TaskValue, ValueInputType, ValueUnit } from "../types.ts";

export interface StoredValues {
  valueLabels: string[];
  valueInputTypes: ValueInputType[];
  valueUnits: ValueUnit[];
  valueGrades: GradeRange[][];
  valuePercentOf: number[];
}

/** The select list of the five columns, for a table named `alias` in the query (for tx.unsafe). */
export function storedValueColumns(alias: string): string {
  return `${alias}.value_labels as "valueLabels", ${alias}.value_input_types as "valueInputTypes", ` +
    `${alias}.value_units as "valueUnits", ${alias}.value_grades as "valueGrades", ` +
    `${alias}.value_percent_of as "valuePercentOf"`;
}

/** A row read with storedValueColumns, its five columns made into the task's values. */
export function withTaskValues<T extends StoredValues>(
  row: T,
): Omit<T, keyof StoredValues> & { values: TaskValue[] } {
  const { valueLabels, valueInputTypes, valueUnits, valueGrades, valuePercentOf, ...rest } = row;
  return {
    ...rest,
    values: taskValuesOf({ valueLabels, valueInputTypes, valueUnits, valueGrades, valuePercentOf }),
  };
}

export function taskValuesOf(stored: StoredValues): TaskValue[] {
  return stored.valueLabels.map((label, i) => ({
    label,
    inputType: stored.valueInputTypes[i],
    unit: stored.valueUnits[i] ?? "",
    ranges: stored.valueGrades[i] ?? [],
    percentOf: stored.valuePercentOf[i] || null,
  }));
}

/** The columns a task's values are written to, in the order of storedValueColumns. */
export function storedValuesOf(values: readonly TaskValue[]) {
  return {
    value_labels: values.map((value) => value.label),
    value_input_types: values.map((value) => value.inputType),
    value_units: values.map((value) => value.unit),
    value_grades: values.map((value) => value.ranges),
    value_percent_of: values.map((value) => value.percentOf ?? 0),
  };
}
