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
  percentOfField,
  priceOf,
  type TaskFormValues,
  VALUE_SLOTS,
  valueLabelField,
  valuePercentOfField,
  valueRangeField,
  valueTypeField,
  valueUnitField,
} from "./task_form_fields.ts";
import { parseRanges } from "./value_ranges.ts";
import { taskConfigurationProblems } from "./task_rules.ts";
import {
  CONCLUSION_MODE_WORDS,
  GRADE_WORDS,
  MEDIA_MODE_WORDS,
  NOTES_MODE_WORDS,
  NOTIFY_MODE_WORDS,
  TASK_TYPE_WORDS,
  VALUE_INPUT_TYPE_WORDS,
  VALUE_MODE_WORDS,
  VALUE_UNIT_WORDS,
} from "../option_words.ts";
import { type Say, useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { TASK_FORM_MESSAGES as T } from "@modules/text/ui.ts";
import {
  CONCLUSION_MODES,
  MEDIA_MODES,
  NOTES_MODES,
  NOTIFY_MODES as TASK_NOTIFY_MODES,
  TASK_TYPES,
  type TaskConfiguration,
  VALUE_GRADES,
  VALUE_INPUT_TYPES,
  VALUE_MODES,
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
  /** The number of the value the ranges grade this one as a percentage of; "" grades the reading. */
  percentOf: string;
}

const NO_GRADES: Record<ValueGrade, string> = { green: "", yellow: "", red: "" };

function blankRow(key: number): ValueRow {
  return { key, label: "", inputType: "text", unit: "", grades: NO_GRADES, percentOf: "" };
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
    const percentOf = values[valuePercentOfField(slot)] ?? "";
    return label.trim() === "" ? [] : [{ key: slot, label, inputType, unit, grades, percentOf }];
  });
}

/** The configuration the form's settings make, its prices read by `price`. The selects offer only the
 * enumerations' values, so their text is the configuration as it stands. */
function configurationOf(
  say: Say,
  values: TaskFormValues,
  rows: ValueRow[],
  read: <T>(parse: () => T, otherwise: T) => T,
): TaskConfiguration {
  const price = (raw: string, which: "lowest" | "highest") => read(() => priceOf(raw, which, say), null);
  return {
    taskType: values.taskType,
    conclusionMode: values.conclusionMode,
    mediaMode: values.mediaMode,
    notesMode: values.notesMode,
    valueMode: values.valueMode,
    values: rows.map(({ label, inputType, unit, grades, percentOf }) => ({
      label,
      inputType,
      unit,
      percentOf: read(() => percentOfField(percentOf), null),
      ranges: VALUE_GRADES.flatMap((grade) =>
        read(() => parseRanges(grades[grade], grade, label.trim(), say), [])
      ),
    })),
    notifyMode: values.notifyMode,
    priceMin: price(values.priceMin, "lowest"),
    priceMax: price(values.priceMax, "highest"),
    instructions: values.instructions,
  } as TaskConfiguration;
}

/** What the form would be refused for, as the server would say it. */
function problemsOf(say: Say, values: TaskFormValues, rows: ValueRow[]): string[] {
  const problems: string[] = [];
  const config = configurationOf(say, values, rows, (parse, otherwise) => {
    try {
      return parse();
    } catch (error) {
      problems.push((error as Error).message);
      return otherwise;
    }
  });
  return [...problems, ...taskConfigurationProblems(config, say)];
}

const idOf = (text: string | undefined) => (text ? Number(text) : null);

/** The task as the checklist would show it with the form's settings and the task's findings. */
function previewTask(
  say: Say,
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
    name: values.name.trim() || say(T.newTask),
    isActive: true,
    ...configurationOf(say, values, rows, (parse) => parse()),
    defaultPriorityId: null,
    defaultPriority: null,
    yellowFindingId: idOf(values.yellowFindingId),
    redFindingId: idOf(values.redFindingId),
    findings,
  };
}

/** A unit as the form offers it: a word in the page's words, or the unit's own symbol. */
function unitWord(say: Say, unit: ValueUnit): string {
  const key = VALUE_UNIT_WORDS[unit];
  return key ? say(key) : unit;
}

const RANGE_PLACEHOLDER: Record<ValueGrade, string> = { green: "5 or more", yellow: "3-4", red: "2 or less" };

export function TaskForm(props: { page: TaskFormPage; action: string; shopUriName: string }) {
  const { page } = props;
  const form = useFormResult();
  const hydrated = useHydrated();
  const say = useWords();
  // A refused post comes back with what was sent (an unticked box is not sent at all).
  const [values, setValues] = useState<TaskFormValues>(() => form?.values ?? page.values);
  const [rows, setRows] = useState<ValueRow[]>(() => rowsOf(form?.values ?? page.values));
  const problems = hydrated ? problemsOf(say, values, rows) : [];
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
    p: { name: string; label: string; options: readonly T[]; words: Record<T, string>; hint?: string },
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
        {p.options.map((option) => <option key={option} value={option}>{say(p.words[option])}</option>)}
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
          <legend>{say(M.task)}</legend>
          <Field
            label={say(M.name)}
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
                {say(T.categoryIs)} <strong>{page.fixedCategory.name}</strong>
                <input type="hidden" name="categoryId" value={page.fixedCategory.id} />
              </p>
            )
            : (
              <SelectField
                label={say(M.category)}
                id="task-categoryId"
                name="categoryId"
                required
                value={values.categoryId}
                onChange={set("categoryId")}
              >
                <option value="">{say(T.chooseCategory)}</option>
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
            {say(T.isActive)}
          </label>
        </fieldset>
        <fieldset disabled={readOnly}>
          <legend>{say(T.records)}</legend>
          {choice({ name: "taskType", label: say(M.taskType), options: TASK_TYPES, words: TASK_TYPE_WORDS })}
          {choice({
            name: "conclusionMode",
            label: say(M.findings),
            options: CONCLUSION_MODES,
            words: CONCLUSION_MODE_WORDS,
          })}
          {choice({
            name: "mediaMode",
            label: say(T.photosAndVideos),
            options: MEDIA_MODES,
            words: MEDIA_MODE_WORDS,
          })}
          {choice({ name: "notesMode", label: say(T.notes), options: NOTES_MODES, words: NOTES_MODE_WORDS })}
          {choice({ name: "valueMode", label: say(T.values), options: VALUE_MODES, words: VALUE_MODE_WORDS })}
          <div className="value-rows" role="group" aria-label={say(T.valuesToRecord)}>
            {shownRows.map((row, i) => (
              <div className="value-row" key={row.key}>
                <Field
                  label={say(T.valueLabel, { number: i + 1 })}
                  id={`task-value-${row.key}-label`}
                  name={valueLabelField(i + 1)}
                  value={row.label}
                  maxLength={80}
                  placeholder={say(T.valueLabelPlaceholder)}
                  onChange={(event) => changeRow(row.key, { label: event.currentTarget.value })}
                />
                <SelectField
                  label={say(T.input)}
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
                    <option key={type} value={type}>{say(VALUE_INPUT_TYPE_WORDS[type])}</option>
                  ))}
                </SelectField>
                <SelectField
                  label={say(T.unit)}
                  id={`task-value-${row.key}-unit`}
                  name={valueUnitField(i + 1)}
                  value={row.unit}
                  onChange={(event) => changeRow(row.key, { unit: event.currentTarget.value as ValueUnit })}
                >
                  {VALUE_UNITS.map((unit) => <option key={unit} value={unit}>{unitWord(say, unit)}</option>)}
                </SelectField>
                {hydrated && !readOnly && (
                  <button
                    type="button"
                    className="button"
                    aria-label={row.label
                      ? say(T.removeNamedValue, { number: i + 1, label: row.label })
                      : say(T.removeValue, { number: i + 1 })}
                    onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                  >
                    {say(T.remove)}
                  </button>
                )}
                {(!hydrated || row.inputType === "number") && (
                  <fieldset className="value-grades">
                    <legend>
                      {row.label.trim() ? say(T.rangesOf, { label: row.label.trim() }) : say(T.ranges)}{" "}
                      <span className="hint">{say(T.rangesOptional)}</span>
                    </legend>
                    {VALUE_GRADES.map((grade) => (
                      <Field
                        key={grade}
                        label={say(GRADE_WORDS[grade])}
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
                    {shownRows.length > 1 && (
                      <SelectField
                        label={say(T.gradedAgainst)}
                        id={`task-value-${row.key}-percent-of`}
                        name={valuePercentOfField(i + 1)}
                        value={row.percentOf}
                        onChange={(event) => changeRow(row.key, { percentOf: event.currentTarget.value })}
                      >
                        <option value="">{say(T.gradedAsReading)}</option>
                        {shownRows.map((other, j) =>
                          other.key === row.key ? null : (
                            <option key={other.key} value={String(j + 1)}>
                              {say(T.gradedAsPercentOf, { label: other.label.trim() || String(j + 1) })}
                            </option>
                          )
                        )}
                      </SelectField>
                    )}
                    <p className="hint">{say(T.rangeHint)}</p>
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
                {say(T.addValue)}
              </button>
            )}
            {!hydrated && <p className="hint">{say(T.valuesHint)}</p>}
          </div>
          {(!hydrated || graded) && (
            page.findings.length > 0
              ? (
                <div className="suggested-findings">
                  {(["yellow", "red"] as const).map((grade) => (
                    <SelectField
                      key={grade}
                      label={say(grade === "yellow" ? T.yellowSuggests : T.redSuggests)}
                      id={`task-${grade}FindingId`}
                      name={`${grade}FindingId`}
                      value={values[`${grade}FindingId`] ?? ""}
                      onChange={set(`${grade}FindingId`)}
                    >
                      <option value="">{say(T.none)}</option>
                      {page.findings.map((finding) => (
                        <option key={finding.id} value={finding.id}>{finding.text}</option>
                      ))}
                    </SelectField>
                  ))}
                </div>
              )
              : <p className="hint">{say(T.suggestionsLater)}</p>
          )}
        </fieldset>
        <fieldset disabled={readOnly}>
          <legend>{say(T.advising)}</legend>
          {choice({
            name: "notifyMode",
            label: say(T.tellCustomer),
            options: TASK_NOTIFY_MODES,
            words: NOTIFY_MODE_WORDS,
          })}
          <SelectField
            label={say(T.defaultPriority)}
            id="task-defaultPriorityId"
            name="defaultPriorityId"
            value={values.defaultPriorityId}
            onChange={set("defaultPriorityId")}
          >
            <option value="">{say(M.none)}</option>
            {page.priorities.map((priority) => (
              <option key={priority.id} value={priority.id}>{priority.name}</option>
            ))}
          </SelectField>
          <div className="price-range">
            {price("priceMin", say(T.lowestPrice), "45.00")}
            {price("priceMax", say(T.highestPrice), "120.00")}
          </div>
          <TextAreaField
            label={say(T.instructions)}
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
              <p>{say(T.saveWaits)}</p>
              <ul>{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>
            </div>
          )}
        </div>
        <div className="form-actions">
          {!readOnly && (
            <button type="submit" className="button primary" disabled={problems.length > 0}>
              {page.task ? say(M.saveChanges) : say(T.addTaskSubmit)}
            </button>
          )}
          {!readOnly && page.task && (
            <DeleteButton
              title={say(M.deleteTitle, { name: page.task.name })}
              message={say(T.taskGoes)}
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
          <summary>{say(T.rowPreview)}</summary>
          <TaskRowPreview task={previewTask(say, values, rows, page.findings)} priorities={page.priorities} />
        </details>
      )}
    </>
  );
}
