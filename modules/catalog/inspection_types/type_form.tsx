// The inspection type form of /add and /{id}/edit: name, description, subject type, customer mode, and
// the task selection — the shop's categories with their tasks as checkboxes, an "all" box per category
// (mixed when some are ticked), inactive tasks hidden unless asked for. An ordinary form post: it works
// before scripts run (the "all" boxes and the inactive switch wait for them). Each task box is named
// task-{id}, since a form post keeps one value per name.
import { useState } from "react";
import { MAX_DESCRIPTION, MAX_NAME } from "./inspection_type_input.ts";
import type { TaskChoiceCategory } from "./inspection_types_pages.server.ts";
import { CUSTOMER_MODE_LABELS, CUSTOMER_MODES, SUBJECT_TYPE_LABELS, SUBJECT_TYPES } from "../types.ts";
import { CsrfField, Field, SelectField, TextAreaField } from "@ui/forms.tsx";
import { SubmitButton } from "@ui/submit_button.tsx";
import { SelectAllCheckbox } from "@ui/table/select_all.tsx";
import { headerCheckState, toggleAllVisible, toggleRow } from "@ui/table/selection.ts";
import { useHydrated } from "@ui/use_hydrated.ts";

export interface TypeFormValues {
  name: string;
  description: string;
  subjectType: string;
  customerMode: string;
  taskIds: number[];
}

/** A refused post's input (task-{id} fields), else the type's own values. */
export function formValues(
  posted: Record<string, string> | undefined,
  stored: TypeFormValues,
): TypeFormValues {
  if (!posted) return stored;
  return {
    name: posted.name ?? "",
    description: posted.description ?? "",
    subjectType: posted.subjectType ?? stored.subjectType,
    customerMode: posted.customerMode ?? stored.customerMode,
    taskIds: Object.keys(posted).flatMap((field) => {
      const match = /^task-(\d+)$/.exec(field);
      return match && posted[field] !== "" ? [Number(match[1])] : [];
    }),
  };
}

export function TypeForm(props: {
  action: string;
  values: TypeFormValues;
  categories: TaskChoiceCategory[];
  /** Read-only: a mechanic, or a copy the parent shop manages. */
  readOnly: boolean;
  submitLabel: string;
  back: React.ReactNode;
}) {
  const { values } = props;
  // The location subject type is stored as vehicle, so it shows as vehicle (seed 000 section 5).
  const subjectType = values.subjectType === "location" ? "vehicle" : values.subjectType;
  return (
    <form method="post" action={props.action} className="type-form">
      <CsrfField />
      <fieldset disabled={props.readOnly} className="plain">
        <Field
          label="Name"
          id="type-name"
          name="name"
          required
          maxLength={MAX_NAME}
          defaultValue={values.name}
        />
        <TextAreaField
          label="Description"
          id="type-description"
          name="description"
          rows={3}
          maxLength={MAX_DESCRIPTION}
          defaultValue={values.description}
          hint="What the inspection covers, for the people choosing a type."
        />
        <div className="field-row">
          <SelectField label="Subject" id="type-subject" name="subjectType" defaultValue={subjectType}>
            {SUBJECT_TYPES.map((type) => <option key={type} value={type}>{SUBJECT_TYPE_LABELS[type]}
            </option>)}
          </SelectField>
          <SelectField
            label="Customer"
            id="type-customer"
            name="customerMode"
            defaultValue={values.customerMode}
          >
            {CUSTOMER_MODES.map((mode) => (
              <option key={mode} value={mode}>{CUSTOMER_MODE_LABELS[mode]}</option>
            ))}
          </SelectField>
        </div>
        <TaskPicker categories={props.categories} initial={values.taskIds} />
      </fieldset>
      <div className="form-actions">
        {!props.readOnly && <SubmitButton>{props.submitLabel}</SubmitButton>}
        {props.back}
      </div>
    </form>
  );
}

function TaskPicker(props: { categories: TaskChoiceCategory[]; initial: number[] }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(props.initial.map(String)));
  const [showInactive, setShowInactive] = useState(false);
  const total = props.categories.reduce((sum, category) => sum + category.tasks.length, 0);
  return (
    <fieldset className="task-picker">
      <legend>Tasks ({selected.size} chosen)</legend>
      <p className="hint">
        The checklist shows the chosen tasks in the shop's category and task order.
      </p>
      {total === 0 && <p className="empty">This shop has no tasks yet: add categories and tasks first.</p>}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={showInactive}
          disabled={!hydrated}
          onChange={(event) => setShowInactive(event.currentTarget.checked)}
        />
        Show inactive tasks
      </label>
      <div className="task-categories">
        {props.categories.map((category) => {
          const shown = category.tasks.filter((task) => showInactive || (task.isActive && category.isActive));
          const ids = shown.map((task) => String(task.id));
          return (
            <fieldset key={category.id} className="task-category" hidden={shown.length === 0}>
              <legend>
                <SelectAllCheckbox
                  state={headerCheckState(selected, ids)}
                  onToggle={() => setSelected((current) => toggleAllVisible(current, ids))}
                  label={`All tasks of ${category.name}`}
                  disabled={!hydrated}
                />
                {category.name}
                {!category.isActive && <span className="badge">Inactive</span>}
              </legend>
              <ul>
                {category.tasks.map((task) => {
                  const id = String(task.id);
                  const active = task.isActive && category.isActive;
                  return (
                    <li key={id} hidden={!active && !showInactive}>
                      <label className="checkbox">
                        <input
                          type="checkbox"
                          name={`task-${id}`}
                          value="1"
                          checked={selected.has(id)}
                          onChange={() => setSelected((current) => toggleRow(current, id))}
                        />
                        {task.name}
                        {!task.isActive && <span className="badge">Inactive</span>}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
