// The finding form of every add and edit page (under a task and from the findings list). Owners and managers
// set every field; a mechanic (who adds findings while inspecting) gives the text and a priority, and the
// finding is saved as "new" for a manager to audit. Opened for editing by a mechanic, it is read-only.
import type { ReactNode } from "react";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FINDING_STATUS_LABELS, FINDING_STATUSES } from "../types.ts";
import { CsrfField } from "@ui/forms.tsx";
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
  const defaultPriority = finding?.priority?.id ?? (finding ? null : page.task?.defaultPriorityId ?? null);
  return (
    <form method="post" action={props.action} className="finding-form">
      <CsrfField />
      {props.inspectionId && <input type="hidden" name="inspectionId" value={props.inspectionId} />}
      <fieldset disabled={!editable}>
        <legend className="visually-hidden">Finding</legend>
        {!page.task && (
          <div className="field">
            <label htmlFor="finding-task">Task</label>
            <select id="finding-task" name="taskId" required defaultValue={value("taskId", "")}>
              <option value="" disabled>Choose the task…</option>
              {categoriesOf(page.tasks).map(([category, tasks]) => (
                <optgroup key={category} label={category}>
                  {tasks.map((task) => <option key={task.id} value={task.id}>{task.name}</option>)}
                </optgroup>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="finding-text">Finding</label>
          <textarea
            id="finding-text"
            name="text"
            required
            maxLength={300}
            rows={2}
            defaultValue={value("text", finding?.text ?? "")}
          />
          <p className="hint">
            What the mechanic concludes, as the customer will read it, e.g. "Front pads at 3 mm".
          </p>
        </div>
        <div className="field-row">
          {page.canManage && (
            <div className="field">
              <label htmlFor="finding-status">Status</label>
              <select
                id="finding-status"
                name="status"
                defaultValue={value("status", finding?.status ?? "audited")}
              >
                {FINDING_STATUSES.map((status) => (
                  <option key={status} value={status}>{FINDING_STATUS_LABELS[status]}</option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="finding-priority">Priority</label>
            <select
              id="finding-priority"
              name="priorityId"
              defaultValue={value("priorityId", defaultPriority === null ? "" : String(defaultPriority))}
            >
              <option value="">No priority</option>
              {page.priorities.map((priority) => (
                <option key={priority.id} value={priority.id}>{priority.name}</option>
              ))}
            </select>
          </div>
        </div>
        {page.canManage && (
          <>
            <div className="field">
              <label htmlFor="finding-explanation">Explanation for the customer</label>
              <textarea
                id="finding-explanation"
                name="explanation"
                maxLength={2000}
                rows={3}
                defaultValue={value("explanation", finding?.explanation ?? "")}
              />
              <p className="hint">Why it matters, in plain words.</p>
            </div>
            <div className="field">
              <label htmlFor="finding-recommendation">Recommendation</label>
              <textarea
                id="finding-recommendation"
                name="recommendation"
                maxLength={2000}
                rows={3}
                defaultValue={value("recommendation", finding?.recommendation ?? "")}
              />
              <p className="hint">What the shop recommends doing about it.</p>
            </div>
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
