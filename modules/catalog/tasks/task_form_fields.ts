// The task form's fields, one name per input so the form posts without scripts (value1Label, value1Type, ...
// value4Type), read into a task by the server and written back from a task for the page. Client-safe: the
// page fills the form from taskFormValues, and a refused post comes back with the same names. The problems
// the form also lists (a price, a range) are said with `say`, as the form says them.
import { InputError } from "@platform/errors.ts";
import { type Say, TASK_FORM_MESSAGES as T } from "@modules/text/ui.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import {
  CONCLUSION_MODES,
  MAX_TASK_VALUES,
  MEDIA_MODES,
  NOTES_MODES,
  NOTIFY_MODES,
  parseEnum,
  TASK_TYPES,
  type TaskConfiguration,
  type TaskValue,
  VALUE_GRADES,
  VALUE_INPUT_TYPES,
  VALUE_MODES,
  VALUE_UNITS,
  type ValueGrade,
} from "../types.ts";
import { parseRanges, rangesText } from "./value_ranges.ts";

export type TaskFormValues = Record<string, string>;

/** A task as the form saves it. */
export interface TaskColumns extends TaskConfiguration {
  name: string;
  categoryId: number;
  isActive: boolean;
  defaultPriorityId: number | null;
  /** The task's findings a yellow or a red value suggests (docs/inspections/checklist.md). */
  yellowFindingId: number | null;
  redFindingId: number | null;
}

export const VALUE_SLOTS = Array.from({ length: MAX_TASK_VALUES }, (_, i) => i + 1);

export const valueLabelField = (slot: number) => `value${slot}Label`;
export const valueTypeField = (slot: number) => `value${slot}Type`;
export const valueUnitField = (slot: number) => `value${slot}Unit`;
/** value1PercentOf: the number of the value this one is graded as a percentage of ("" for the reading). */
export const valuePercentOfField = (slot: number) => `value${slot}PercentOf`;
/** value1Green, value1Yellow, value1Red: the grade's ranges in words ("5 or more"). */
export const valueRangeField = (slot: number, grade: ValueGrade) =>
  `value${slot}${grade[0].toUpperCase()}${grade.slice(1)}`;

/** The form's values for a saved task (or a new one: the defaults). */
export function taskFormValues(
  task: Omit<TaskColumns, "categoryId"> & { categoryId: number | null },
): TaskFormValues {
  const values: TaskFormValues = {
    name: task.name,
    categoryId: task.categoryId === null ? "" : String(task.categoryId),
    isActive: task.isActive ? "1" : "",
    taskType: task.taskType,
    conclusionMode: task.conclusionMode,
    mediaMode: task.mediaMode,
    notesMode: task.notesMode,
    valueMode: task.valueMode,
    notifyMode: task.notifyMode,
    defaultPriorityId: task.defaultPriorityId === null ? "" : String(task.defaultPriorityId),
    priceMin: task.priceMin === null ? "" : task.priceMin.toFixed(2),
    priceMax: task.priceMax === null ? "" : task.priceMax.toFixed(2),
    instructions: task.instructions,
    yellowFindingId: task.yellowFindingId === null ? "" : String(task.yellowFindingId),
    redFindingId: task.redFindingId === null ? "" : String(task.redFindingId),
  };
  task.values.forEach((value, i) => {
    values[valueLabelField(i + 1)] = value.label;
    values[valueTypeField(i + 1)] = value.inputType;
    values[valueUnitField(i + 1)] = value.unit;
    values[valuePercentOfField(i + 1)] = value.percentOf === null ? "" : String(value.percentOf);
    for (const grade of VALUE_GRADES) values[valueRangeField(i + 1, grade)] = rangesText(value.ranges, grade);
  });
  return values;
}

/** The values the form names, in order; a slot left without a label is not a value (the scriptless form
 * shows every slot). */
export function valuesOf(fields: TaskFormValues, say: Say): TaskValue[] {
  return VALUE_SLOTS.flatMap((slot) => {
    const label = (fields[valueLabelField(slot)] ?? "").trim();
    if (label === "") return [];
    const inputType = parseEnum(
      VALUE_INPUT_TYPES,
      fields[valueTypeField(slot)] || "text",
      "value input type",
    );
    const unit = VALUE_UNITS.find((known) => known === (fields[valueUnitField(slot)] ?? "").trim());
    if (unit === undefined) {
      throw new InputError(
        `${label}: "${fields[valueUnitField(slot)]}" is not a unit. Use one of ${
          VALUE_UNITS.filter(Boolean).join(", ")
        }, or none.`,
      );
    }
    const ranges = VALUE_GRADES.flatMap((grade) =>
      parseRanges(fields[valueRangeField(slot, grade)] ?? "", grade, label, say)
    );
    return [{ label, inputType, unit, ranges, percentOf: percentOfField(fields[valuePercentOfField(slot)]) }];
  });
}

/** The value a value is graded against: empty is none (its own reading); task_rules checks the number. */
export function percentOfField(raw: string | undefined): number | null {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  if (!/^[1-9]$/.test(text)) throw new InputError(`"${text}" is not the number of a value.`);
  return Number(text);
}

/** A price hint: empty is none; otherwise dollars and cents, not negative. */
export function priceOf(raw: string | undefined, which: "lowest" | "highest", say: Say): number | null {
  const text = (raw ?? "").trim().replace(/^\$/, "").replaceAll(",", "");
  if (text === "") return null;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
    throw new InputError(say(T.problemNotAPrice, { which }));
  }
  return Number(text);
}

export function configurationOf(fields: TaskFormValues, say: Say): TaskConfiguration {
  return {
    taskType: parseEnum(TASK_TYPES, fields.taskType, "task type"),
    conclusionMode: parseEnum(CONCLUSION_MODES, fields.conclusionMode, "conclusion mode"),
    mediaMode: parseEnum(MEDIA_MODES, fields.mediaMode, "media mode"),
    notesMode: parseEnum(NOTES_MODES, fields.notesMode, "notes mode"),
    valueMode: parseEnum(VALUE_MODES, fields.valueMode, "value mode"),
    values: valuesOf(fields, say),
    notifyMode: parseEnum(NOTIFY_MODES, fields.notifyMode, "notify mode"),
    priceMin: priceOf(fields.priceMin, "lowest", say),
    priceMax: priceOf(fields.priceMax, "highest", say),
    instructions: (fields.instructions ?? "").trim(),
  };
}

function idOf(raw: string | undefined): number | null {
  return rowIdOf((raw ?? "").trim());
}

/** The whole task as posted; the use case checks the category, priority and rules against the shop. */
export function readTaskForm(fields: TaskFormValues, say: Say): TaskColumns {
  const name = (fields.name ?? "").trim().replace(/\s+/g, " ");
  if (name === "") throw new InputError("Name the task, such as “Front brake pads”.");
  if (name.length > 200) throw new InputError("A task's name is at most 200 characters.");
  const categoryId = idOf(fields.categoryId);
  if (categoryId === null) throw new InputError("Choose the task's category.");
  const instructions = (fields.instructions ?? "").trim();
  if (instructions.length > 4000) throw new InputError("The instructions are at most 4,000 characters.");
  return {
    name,
    categoryId,
    isActive: fields.isActive === "1" || fields.isActive === "on" || fields.isActive === "true",
    defaultPriorityId: idOf(fields.defaultPriorityId),
    yellowFindingId: idOf(fields.yellowFindingId),
    redFindingId: idOf(fields.redFindingId),
    ...configurationOf(fields, say),
  };
}
