// A row's values: each with its unit beside the field and, when the task grades it, the grade of what was
// typed in words (Green, Yellow, Red). Four number values in one unit (a tire's tread or pressure at each
// wheel: LF, RF, LR, RR in the task's order) are one compact 2x2 control, its legend naming the unit.
import type { OutlineTask } from "../outline_queries.server.ts";
import type { ValueUnit } from "../types.ts";
import { VALUE_UNIT_WORDS } from "../option_words.ts";
import { CHECKLIST_MESSAGES as M, useWords } from "../../text/ui.ts";
import { CommitField } from "./commit_field.tsx";
import { type ItemValues, VALUE_FIELDS } from "./row_values.ts";
import { readingAt } from "./value_grades.ts";

/** The unit as it sits beside a number: "/32" reads as a tread depth, the others as written. */
export function unitSuffix(unit: ValueUnit): string {
  return unit === "32nds" ? "/32" : unit;
}

/** Four number values sharing one unit: the wheels of a car, laid out as they stand. */
export function isFourWheel(task: Pick<OutlineTask, "values">): boolean {
  const [first] = task.values;
  return task.values.length === 4 && first.unit !== "" &&
    task.values.every((value) => value.inputType === "number" && value.unit === first.unit);
}

export function RowValues(
  props: {
    task: OutlineTask;
    values: ItemValues;
    disabled: boolean;
    onEdit(fields: Partial<ItemValues>): void;
  },
) {
  const say = useWords();
  const { task } = props;
  const required = task.valueMode === "required";
  const fields = task.values.map((value, index) => (
    <CommitField
      key={VALUE_FIELDS[index]}
      label={required && !isFourWheel(task) ? say(M.valueRequired, { label: value.label }) : value.label}
      type={value.inputType}
      value={props.values[VALUE_FIELDS[index]]}
      disabled={props.disabled}
      unit={unitSuffix(value.unit) || undefined}
      grade={readingAt(task.values, index, VALUE_FIELDS.map((field) => props.values[field]))?.grade ?? null}
      onCommit={(text) => props.onEdit({ [VALUE_FIELDS[index]]: text })}
    />
  ));
  if (!isFourWheel(task)) return <div className="row-values">{fields}</div>;
  const unit = task.values[0].unit;
  const unitKey = VALUE_UNIT_WORDS[unit];
  return (
    <fieldset className="row-values wheel-grid">
      <legend>
        <span className="visually-hidden">{task.name},</span>{" "}
        {say(M.wheelsIn, { unit: unitKey ? say(unitKey) : unit, required: required ? "yes" : "no" })}
      </legend>
      {fields}
    </fieldset>
  );
}
