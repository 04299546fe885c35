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
  valueTypeField,
} from "./task_form_fields.ts";
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
  VALUE_INPUT_TYPE_LABELS,
  VALUE_INPUT_TYPES,
  VALUE_MODE_LABELS,
  VALUE_MODES,
  type ValueInputType,
} from "../types.ts";

interface ValueRow {
  /** A React key that survives removing the rows above. */
  key: number;
  label: string;
  inputType: ValueInputType;
}

/** The value rows the fields name; blank slots are not rows. */
function rowsOf(values: TaskFormValues): ValueRow[] {
  return VALUE_SLOTS.flatMap((slot) => {
    const label = values[valueLabelField(slot)] ?? "";
    const inputType = VALUE_INPUT_TYPES.find((type) => type === values[valueTypeField(slot)]) ?? "text";
    return label.trim() === "" ? [] : [{ key: slot, label, inputType }];
  });
}

/** The configuration the form's settings make, its prices read by `price`. The selects offer only the
 * enumerations' values, so their text is the configuration as it stands. */
function configurationOf(
  values: TaskFormValues,
  rows: ValueRow[],
  price: (raw: string, what: string) => number | null,
): TaskConfiguration {
  return {
    taskType: values.taskType,
    conclusionMode: values.conclusionMode,
    mediaMode: values.mediaMode,
    notesMode: values.notesMode,
    valueMode: values.valueMode,
    values: rows.map(({ label, inputType }) => ({ label, inputType })),
    notifyMode: values.notifyMode,
    priceMin: price(values.priceMin, "lowest"),
    priceMax: price(values.priceMax, "highest"),
    instructions: values.instructions,
  } as TaskConfiguration;
}

/** What the form would be refused for, as the server would say it. */
function problemsOf(values: TaskFormValues, rows: ValueRow[]): string[] {
  const problems: string[] = [];
  const config = configurationOf(values, rows, (raw, what) => {
    try {
      return priceOf(raw, what);
    } catch (error) {
      problems.push((error as Error).message);
      return null;
    }
  });
  return [...problems, ...taskConfigurationProblems(config)];
}

/** The task as the checklist would show it with the form's settings (findings come after it is saved). */
function previewTask(values: TaskFormValues, rows: ValueRow[]): OutlineTask {
  return {
    id: 0,
    name: values.name.trim() || "New task",
    isActive: true,
    ...configurationOf(values, rows, priceOf),
    defaultPriorityId: null,
    defaultPriority: null,
    findings: [],
  };
}

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
    : VALUE_SLOTS.map((slot, i) => rows[i] ?? { key: 100 + slot, label: "", inputType: "text" });

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
                  onChange={(event) =>
                    changeRow(row.key, { inputType: event.currentTarget.value as ValueInputType })}
                >
                  {VALUE_INPUT_TYPES.map((type) => (
                    <option key={type} value={type}>{VALUE_INPUT_TYPE_LABELS[type]}</option>
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
              </div>
            ))}
            {hydrated && !readOnly && rows.length < VALUE_SLOTS.length && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  setRows((current) => [
                    ...current,
                    { key: Math.max(0, ...current.map((row) => row.key)) + 1, label: "", inputType: "text" },
                  ])}
              >
                Add a value
              </button>
            )}
            {!hydrated && <p className="hint">Leave a label empty for no value. At most four values.</p>}
          </div>
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
          <TaskRowPreview task={previewTask(values, rows)} priorities={page.priorities} />
        </details>
      )}
    </>
  );
}
