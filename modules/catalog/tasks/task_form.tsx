// The task form (/tasks/add, /categories/{id}/tasks/add, /tasks/{id}/edit): the whole configuration of a
// task. It is an ordinary form that posts without scripts (every value slot shown, blank ones ignored);
// with scripts, value rows are added and removed, and the configuration is checked as it changes with the
// server's own rules (task_rules.ts): the problems are listed beside Save, which waits until there are none.
import { useState } from "react";
import { CsrfField, Field, FormMessages, SelectField, TextAreaField, useFormResult } from "@ui/forms.tsx";
import { BackToCategories } from "./back_links.tsx";
import { CategoryOptions } from "./category_options.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import type { TaskFormPage } from "./categories_tasks_pages.server.ts";
import { TaskRowPreview } from "../checklist_view/task_row_preview.tsx";
import { DeleteButton } from "../delete_button.tsx";
import type { OutlineTask } from "../outline_queries.server.ts";
import {
  priceOf,
  type TaskFormValues,
  VALUE_SLOTS,
  valueLabelField,
  valueRangeField,
  valueTypeField,
  valueUnitField,
} from "./task_form_fields.ts";
import { GRADE_WORDS, parseRanges, RANGE_HINT } from "./value_ranges.ts";
import { taskConfigurationProblems } from "./task_rules.ts";
import {
  CONCLUSION_MODE_LABELS,
  CONCLUSION_MODES,
  MEDIA_MODE_LABELS,
  MEDIA_MODES,
  NOTES_MODE_LABELS,
  NOTES_MODES,
  NOTIFY_MODE_LABELS,
  NOTIFY_MODES as TASK_NOTIFY_MODES,
  TASK_TYPE_LABELS,
  TASK_TYPES,
  type TaskConfiguration,
  VALUE_GRADES,
  VALUE_INPUT_TYPE_LABELS,
  VALUE_INPUT_TYPES,
  VALUE_MODE_LABELS,
  VALUE_MODES,
  VALUE_UNIT_LABELS,
  VALUE_UNITS,
  type ValueGrade,
  type ValueInputType,
  type ValueUnit,
} from "../types.ts";

interface ValueRow {
  /** A React key that survives removing the rows above. */
  key: number;
  label: string;
  inputType: ValueInputType;
  unit: ValueUnit;
  /** Each grade's ranges as typed ("5 or more"). */
  grades: Record<ValueGrade, string>;
}

const NO_GRADES: Record<ValueGrade, string> = { green: "", yellow: "", red: "" };

function blankRow(key: number): ValueRow {
  return { key, label: "", inputType: "text", unit: "", grades: NO_GRADES };
}

/** The value rows the fields name; blank slots are not rows. */
function rowsOf(values: TaskFormValues): ValueRow[] {
  return VALUE_SLOTS.flatMap((slot) => {
    const label = values[valueLabelField(slot)] ?? "";
    const inputType = VALUE_INPUT_TYPES.find((type) => type === values[valueTypeField(slot)]) ?? "text";
    const unit = VALUE_UNITS.find((unit) => unit === values[valueUnitField(slot)]) ?? "";
    const grades = Object.fromEntries(
      VALUE_GRADES.map((grade) => [grade, values[valueRangeField(slot, grade)] ?? ""]),
    ) as Record<ValueGrade, string>;
    return label.trim() === "" ? [] : [{ key: slot, label, inputType, unit, grades }];
  });
}

/** The configuration the form's settings make, its prices read by `price`. The selects offer only the
 * enumerations' values, so their text is the configuration as it stands. */
function configurationOf(
  values: TaskFormValues,
  rows: ValueRow[],
  read: <T>(parse: () => T, otherwise: T) => T,
): TaskConfiguration {
  const price = (raw: string, what: string) => read(() => priceOf(raw, what), null);
  return {
    taskType: values.taskType,
    conclusionMode: values.conclusionMode,
    mediaMode: values.mediaMode,
    notesMode: values.notesMode,
    valueMode: values.valueMode,
    values: rows.map(({ label, inputType, unit, grades }) => ({
      label,
      inputType,
      unit,
      ranges: VALUE_GRADES.flatMap((grade) =>
        read(() => parseRanges(grades[grade], grade, label.trim()), [])
      ),
    })),
    notifyMode: values.notifyMode,
    priceMin: price(values.priceMin, "lowest"),
    priceMax: price(values.priceMax, "highest"),
    instructions: values.instructions,
  } as TaskConfiguration;
}

/** What the form would be refused for, as the server would say it. */
function problemsOf(values: TaskFormValues, rows: ValueRow[]): string[] {
  const problems: string[] = [];
  const config = configurationOf(values, rows, (parse, otherwise) => {
    try {
      return parse();
    } catch (error) {
      problems.push((error as Error).message);
      return otherwise;
    }
  });
  return [...problems, ...taskConfigurationProblems(config)];
}

const idOf = (text: string | undefined) => (text ? Number(text) : null);

/** The task as the checklist would show it with the form's settings and the task's findings. */
function previewTask(
  values: TaskFormValues,
  rows: ValueRow[],
  choices: TaskFormPage["findings"],
): OutlineTask {
  const findings = choices.map((finding) => ({
    ...finding,
    explanation: "",
    recommendation: "",
    priorityId: null,
    priority: null,
    status: "audited" as const,
  }));
  return {
    id: 0,
    name: values.name.trim() || "New task",
    isActive: true,
    ...configurationOf(values, rows, (parse) => parse()),
    defaultPriorityId: null,
    defaultPriority: null,
    yellowFindingId: idOf(values.yellowFindingId),
    redFindingId: idOf(values.redFindingId),
    findings,
  };
}

const RANGE_PLACEHOLDER: Record<ValueGrade, string> = { green: "5 or more", yellow: "3-4", red: "2 or less" };

export function TaskForm(props: { page: TaskFormPage; action: string; shopUriName: string }) {
  const { page } = props;
  const form = useFormResult();
  const hydrated = useHydrated();
  // A refused post comes back with what was sent (an unticked box is not sent at all).
  const [values, setValues] = useState<TaskFormValues>(() => form?.values ?? page.values);
  const [rows, setRows] = useState<ValueRow[]>(() => rowsOf(form?.values ?? page.values));
  const problems = hydrated ? problemsOf(values, rows) : [];
  const readOnly = !page.canManage;
  // Before scripts run every slot is shown, so a value can be added without them.
  const shownRows: ValueRow[] = hydrated
    ? rows
    : VALUE_SLOTS.map((slot, i) => rows[i] ?? blankRow(100 + slot));
  const graded = rows.some((row) => VALUE_GRADES.some((grade) => row.grades[grade].trim() !== ""));

  const set = (name: string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const changeRow = (key: number, change: Partial<ValueRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  // Called, not rendered as a component: one defined in here would be a new type at every render.
  function choice<T extends string>(
    p: { name: string; label: string; options: readonly T[]; labels: Record<T, string>; hint?: string },
  ) {
    return (
      <SelectField
        label={p.label}
        id={`task-${p.name}`}
        name={p.name}
        value={values[p.name]}
        onChange={set(p.name)}
        hint={p.hint}
      >
        {p.options.map((option) => <option key={option} value={option}>{p.labels[option]}</option>)}
      </SelectField>
    );
  }

  const price = (name: "priceMin" | "priceMax", label: string, placeholder: string) => (
    <Field
      label={label}
      name={name}
      inputMode="decimal"
      value={values[name]}
      onChange={set(name)}
      placeholder={placeholder}
    />
  );

  return (
    <>
      <FormMessages form={form} />
      <form method="post" action={props.action} className="task-form">
        <CsrfField />
        <fieldset disabled={readOnly}>
          <legend>Task</legend>
          <Field
            label="Name"
            name="name"
            required
            maxLength={200}
            autoComplete="off"
            value={values.name}
            onChange={set("name")}
          />
          {page.fixedCategory
            ? (
              <p>
                Category: <strong>{page.fixedCategory.name}</strong>
                <input type="hidden" name="categoryId" value={page.fixedCategory.id} />
              </p>
            )
            : (
              <SelectField
                label="Category"
                id="task-categoryId"
                name="categoryId"
                required
                value={values.categoryId}
                onChange={set("categoryId")}
              >
                <option value="">Choose a category</option>
                <CategoryOptions categories={page.categories} />
              </SelectField>
            )}
          <label className="checkbox">
            <input
              type="checkbox"
              name="isActive"
              value="1"
              checked={values.isActive === "1"}
              onChange={(event) =>
                setValues((v) => ({ ...v, isActive: event.currentTarget.checked ? "1" : "" }))}
            />
            Active (new inspections list it)
          </label>
        </fieldset>
        <fieldset disabled={readOnly}>
          <legend>What the mechanic records</legend>
          {choice({ name: "taskType", label: "Task type", options: TASK_TYPES, labels: TASK_TYPE_LABELS })}
          {choice({
            name: "conclusionMode",
            label: "Findings",
            options: CONCLUSION_MODES,
            labels: CONCLUSION_MODE_LABELS,
          })}
          {choice({
            name: "mediaMode",
            label: "Photos and videos",
            options: MEDIA_MODES,
            labels: MEDIA_MODE_LABELS,
          })}
          {choice({ name: "notesMode", label: "Notes", options: NOTES_MODES, labels: NOTES_MODE_LABELS })}
          {choice({ name: "valueMode", label: "Values", options: VALUE_MODES, labels: VALUE_MODE_LABELS })}
          <div className="value-rows" role="group" aria-label="Values to record">
            {shownRows.map((row, i) => (
              <div className="value-row" key={row.key}>
                <Field
                  label={`Value ${i + 1} label`}
                  id={`task-value-${row.key}-label`}
                  name={valueLabelField(i + 1)}
                  value={row.label}
                  maxLength={80}
                  placeholder="Tread depth (32nds)"
                  onChange={(event) => changeRow(row.key, { label: event.currentTarget.value })}
                />
                <SelectField
                  label="Input"
                  id={`task-value-${row.key}-type`}
                  name={valueTypeField(i + 1)}
                  value={row.inputType}
                  onChange={(event) => {
                    const inputType = event.currentTarget.value as ValueInputType;
                    // Only numbers are graded: ranges hidden with another input would be refused unseen.
                    changeRow(
                      row.key,
                      inputType === "number" ? { inputType } : { inputType, grades: NO_GRADES },
                    );
                  }}
                >
                  {VALUE_INPUT_TYPES.map((type) => (
                    <option key={type} value={type}>{VALUE_INPUT_TYPE_LABELS[type]}</option>
                  ))}
                </SelectField>
                <SelectField
                  label="Unit"
                  id={`task-value-${row.key}-unit`}
                  name={valueUnitField(i + 1)}
                  value={row.unit}
                  onChange={(event) => changeRow(row.key, { unit: event.currentTarget.value as ValueUnit })}
                >
                  {VALUE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>{VALUE_UNIT_LABELS[unit]}</option>
                  ))}
                </SelectField>
                {hydrated && !readOnly && (
                  <button
                    type="button"
                    className="button"
                    aria-label={`Remove value ${i + 1}${row.label ? ` (${row.label})` : ""}`}
                    onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                  >
                    Remove
                  </button>
                )}
                {(!hydrated || row.inputType === "number") && (
                  <fieldset className="value-grades">
                    <legend>
                      Ranges{row.label.trim() ? ` of ${row.label.trim()}` : ""}{" "}
                      <span className="hint">(optional; they suggest Pass, Warn or Fail)</span>
                    </legend>
                    {VALUE_GRADES.map((grade) => (
                      <Field
                        key={grade}
                        label={GRADE_WORDS[grade]}
                        id={`task-value-${row.key}-${grade}`}
                        name={valueRangeField(i + 1, grade)}
                        value={row.grades[grade]}
                        maxLength={120}
                        autoComplete="off"
                        placeholder={RANGE_PLACEHOLDER[grade]}
                        onChange={(event) =>
                          changeRow(row.key, {
                            grades: { ...row.grades, [grade]: event.currentTarget.value },
                          })}
                      />
                    ))}
                    <p className="hint">{RANGE_HINT}</p>
                  </fieldset>
                )}
              </div>
            ))}
            {hydrated && !readOnly && rows.length < VALUE_SLOTS.length && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  setRows((current) => [
                    ...current,
                    blankRow(Math.max(0, ...current.map((row) => row.key)) + 1),
                  ])}
              >
                Add a value
              </button>
            )}
            {!hydrated && <p className="hint">Leave a label empty for no value. At most four values.</p>}
          </div>
          {(!hydrated || graded) && (
            page.findings.length > 0
              ? (
                <div className="suggested-findings">
                  {(["yellow", "red"] as const).map((grade) => (
                    <SelectField
                      key={grade}
                      label={`Finding a ${grade} value suggests`}
                      id={`task-${grade}FindingId`}
                      name={`${grade}FindingId`}
                      value={values[`${grade}FindingId`] ?? ""}
                      onChange={set(`${grade}FindingId`)}
                    >
                      <option value="">None</option>
                      {page.findings.map((finding) => (
                        <option key={finding.id} value={finding.id}>{finding.text}</option>
                      ))}
                    </SelectField>
                  ))}
                </div>
              )
              : (
                <p className="hint">
                  Once the task has findings, choose here which one a yellow or a red value suggests.
                </p>
              )
          )}
        </fieldset>
        <fieldset disabled={readOnly}>
          <legend>Advising the customer</legend>
          {choice({
            name: "notifyMode",
            label: "Tell the customer",
            options: TASK_NOTIFY_MODES,
            labels: NOTIFY_MODE_LABELS,
          })}
          <SelectField
            label="Default priority"
            id="task-defaultPriorityId"
            name="defaultPriorityId"
            value={values.defaultPriorityId}
            onChange={set("defaultPriorityId")}
          >
            <option value="">None</option>
            {page.priorities.map((priority) => (
              <option key={priority.id} value={priority.id}>{priority.name}</option>
            ))}
          </SelectField>
          <div className="price-range">
            {price("priceMin", "Lowest typical price", "45.00")}
            {price("priceMax", "Highest typical price", "120.00")}
          </div>
          <TextAreaField
            label="Instructions for the mechanic"
            id="task-instructions"
            name="instructions"
            rows={4}
            maxLength={4000}
            value={values.instructions}
            onChange={set("instructions")}
          />
        </fieldset>
        {
          /* Always in the page, so screen readers hear the problems as they come and go while the user
            changes the form, politely rather than interrupting each choice. */
        }
        <div aria-live="polite">
          {problems.length > 0 && (
            <div className="form-error task-problems">
              <p>Save is waiting until these are fixed:</p>
              <ul>{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>
            </div>
          )}
        </div>
        <div className="form-actions">
          {!readOnly && (
            <button type="submit" className="button primary" disabled={problems.length > 0}>
              {page.task ? "Save changes" : "Add task"}
            </button>
          )}
          {!readOnly && page.task && (
            <DeleteButton
              title={`Delete ${page.task.name}?`}
              message="Its findings go with it. A task past inspections used is deactivated instead, so their history keeps it."
              ask
            />
          )}
          <BackToCategories shopUriName={props.shopUriName} />
        </div>
      </form>
      {
        /* Outside the form: the row's own buttons and inputs must not post with the task. */
      }
      {hydrated && problems.length === 0 && (
        <details className="task-row-preview">
          <summary>How the row looks on the checklist</summary>
          <TaskRowPreview task={previewTask(values, rows, page.findings)} priorities={page.priorities} />
        </details>
      )}
    </>
  );
}
