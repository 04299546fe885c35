// The inspection type form of /add and /{id}/edit: name, description, subject type, customer mode, and
// the task selection — the shop's categories with their tasks as checkboxes, an "all" box per category
// (mixed when some are ticked), inactive tasks hidden unless asked for. An ordinary form post: it works
// before scripts run (the "all" boxes and the inactive switch wait for them). Each task box is named
// task-{id}, since a form post keeps one value per name.
import { useState } from "react";
import { MAX_DESCRIPTION, MAX_NAME } from "./inspection_type_input.ts";
import type { TaskChoiceCategory } from "./inspection_types_pages.server.ts";
import { Link } from "@tanstack/react-router";
import { CUSTOMER_MODES, SUBJECT_TYPES } from "../types.ts";
import { CUSTOMER_MODE_WORDS, SUBJECT_TYPE_WORDS } from "../option_words.ts";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
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
  const say = useWords();
  // The location subject type is stored as vehicle, so it shows as vehicle (seed 000 section 5).
  const subjectType = values.subjectType === "location" ? "vehicle" : values.subjectType;
  return (
    <form method="post" action={props.action} className="type-form">
      <CsrfField />
      <fieldset disabled={props.readOnly} className="plain">
        <Field
          label={say(M.name)}
          id="type-name"
          name="name"
          required
          maxLength={MAX_NAME}
          defaultValue={values.name}
        />
        <TextAreaField
          label={say(M.description)}
          id="type-description"
          name="description"
          rows={3}
          maxLength={MAX_DESCRIPTION}
          defaultValue={values.description}
          hint={say(M.descriptionHint)}
        />
        <div className="field-row">
          <SelectField label={say(M.subject)} id="type-subject" name="subjectType" defaultValue={subjectType}>
            {SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>{say(SUBJECT_TYPE_WORDS[type])}</option>
            ))}
          </SelectField>
          <SelectField
            label={say(M.customer)}
            id="type-customer"
            name="customerMode"
            defaultValue={values.customerMode}
          >
            {CUSTOMER_MODES.map((mode) => (
              <option key={mode} value={mode}>{say(CUSTOMER_MODE_WORDS[mode])}</option>
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
  const say = useWords();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(props.initial.map(String)));
  const [showInactive, setShowInactive] = useState(false);
  const total = props.categories.reduce((sum, category) => sum + category.tasks.length, 0);
  return (
    <fieldset className="task-picker">
      <legend>{say(M.tasksChosen, { count: selected.size })}</legend>
      <p className="hint">{say(M.tasksChosenHint)}</p>
      {total === 0 && <p className="empty">{say(M.noTasksYet)}</p>}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={showInactive}
          disabled={!hydrated}
          onChange={(event) => setShowInactive(event.currentTarget.checked)}
        />
        {say(M.showInactiveTasks)}
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
                  label={say(M.allTasksOf, { category: category.name })}
                  disabled={!hydrated}
                />
                {category.name}
                {!category.isActive && <span className="badge">{say(M.inactive)}</span>}
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
                        {!task.isActive && <span className="badge">{say(M.inactive)}</span>}
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

/** The way back to the types list, in the page's words (on a refusal too). */
export function BackToTypes({ shopUriName }: { shopUriName: string }) {
  const say = useWords();
  return <Link to="/$shopUriName/inspection-types" params={{ shopUriName }}>{say(M.backToTypes)}</Link>;
}
