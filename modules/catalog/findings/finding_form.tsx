// The finding form of every add and edit page (under a task and from the findings list). Owners and managers
// set every field; a mechanic (who adds findings while inspecting) gives the text and a priority, and the
// finding is saved as "new" for a manager to audit. Opened for editing by a mechanic, it is read-only.
import type { ReactNode } from "react";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FINDING_STATUS_LABELS, FINDING_STATUSES } from "../types.ts";
import { CsrfField, SelectField, TextAreaField } from "@ui/forms.tsx";
import { SubmitButton } from "@ui/submit_button.tsx";

export function FindingForm(props: {
  page: FindingFormPage;
  action: string;
  /** A refused post's input, else the prefill (the checklist's findingText). */
  values: Record<string, string>;
  inspectionId?: number;
  submitLabel: string;
  back: ReactNode;
}) {
  const { page, values } = props;
  const finding = page.finding;
  const editable = page.canManage || !finding;
  const value = (name: string, fallback: string) => values[name] ?? fallback;
  // The two texts the customer reads, written by managers.
  const customerText = (name: "explanation" | "recommendation", label: string, hint: string) => (
    <TextAreaField
      label={label}
      id={`finding-${name}`}
      name={name}
      maxLength={2000}
      rows={3}
      defaultValue={value(name, finding?.[name] ?? "")}
      hint={hint}
    />
  );
  const defaultPriority = finding?.priority?.id ?? (finding ? null : page.task?.defaultPriorityId ?? null);
  return (
    <form method="post" action={props.action} className="finding-form">
      <CsrfField />
      {props.inspectionId && <input type="hidden" name="inspectionId" value={props.inspectionId} />}
      <fieldset disabled={!editable}>
        <legend className="visually-hidden">Finding</legend>
        {!page.task && (
          <SelectField
            label="Task"
            id="finding-task"
            name="taskId"
            required
            defaultValue={value("taskId", "")}
          >
            <option value="" disabled>Choose the task…</option>
            {categoriesOf(page.tasks).map(([category, tasks]) => (
              <optgroup key={category} label={category}>
                {tasks.map((task) => <option key={task.id} value={task.id}>{task.name}</option>)}
              </optgroup>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label="Finding"
          id="finding-text"
          name="text"
          required
          maxLength={300}
          rows={2}
          defaultValue={value("text", finding?.text ?? "")}
          hint={`What the mechanic concludes, as the customer will read it, e.g. "Front pads at 3 mm".`}
        />
        <div className="field-row">
          {page.canManage && (
            <SelectField
              label="Status"
              id="finding-status"
              name="status"
              defaultValue={value("status", finding?.status ?? "audited")}
            >
              {FINDING_STATUSES.map((status) => (
                <option key={status} value={status}>{FINDING_STATUS_LABELS[status]}</option>
              ))}
            </SelectField>
          )}
          <SelectField
            label="Priority"
            id="finding-priority"
            name="priorityId"
            defaultValue={value("priorityId", defaultPriority === null ? "" : String(defaultPriority))}
          >
            <option value="">No priority</option>
            {page.priorities.map((priority) => (
              <option key={priority.id} value={priority.id}>{priority.name}</option>
            ))}
          </SelectField>
        </div>
        {page.canManage && (
          <>
            {customerText("explanation", "Explanation for the customer", "Why it matters, in plain words.")}
            {customerText("recommendation", "Recommendation", "What the shop recommends doing about it.")}
          </>
        )}
      </fieldset>
      {!page.canManage && !finding && (
        <p className="hint">
          It is saved as a new finding; a manager reviews it and writes the customer's explanation.
        </p>
      )}
      <div className="form-actions">
        {editable && <SubmitButton>{props.submitLabel}</SubmitButton>}
        {props.back}
      </div>
    </form>
  );
}

function categoriesOf(tasks: FindingFormPage["tasks"]): Array<[string, FindingFormPage["tasks"]]> {
  const groups = new Map<string, FindingFormPage["tasks"]>();
  for (const task of tasks) groups.set(task.categoryName, [...groups.get(task.categoryName) ?? [], task]);
  return [...groups];
}
