// The finding form of every add and edit page (under a task and from the findings list). Owners and managers
// set every field; a mechanic (who adds findings while inspecting) gives the text and a priority, and the
// finding is saved as "new" for a manager to audit. Opened for editing by a mechanic, it is read-only.
import type { ReactNode } from "react";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { Link } from "@tanstack/react-router";
import { FINDING_STATUSES } from "../types.ts";
import { FINDING_STATUS_WORDS } from "./finding_status.tsx";
import { useWords } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
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
  const say = useWords();
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
        <legend className="visually-hidden">{say(F.finding)}</legend>
        {!page.task && (
          <SelectField
            label={say(M.task)}
            id="finding-task"
            name="taskId"
            required
            defaultValue={value("taskId", "")}
          >
            <option value="" disabled>{say(F.chooseTask)}</option>
            {categoriesOf(page.tasks).map(([category, tasks]) => (
              <optgroup key={category} label={category}>
                {tasks.map((task) => (
                  <option key={task.id} value={task.id}>
                    {task.isActive ? task.name : say(F.inactiveTask, { task: task.name })}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label={say(F.finding)}
          id="finding-text"
          name="text"
          required
          maxLength={300}
          rows={2}
          defaultValue={value("text", finding?.text ?? "")}
          hint={say(F.textHint)}
        />
        <div className="field-row">
          {page.canManage && (
            <SelectField
              label={say(M.status)}
              id="finding-status"
              name="status"
              defaultValue={value("status", finding?.status ?? "audited")}
            >
              {FINDING_STATUSES.map((status) => (
                <option key={status} value={status}>{say(FINDING_STATUS_WORDS[status])}</option>
              ))}
            </SelectField>
          )}
          <SelectField
            label={say(M.priority)}
            id="finding-priority"
            name="priorityId"
            defaultValue={value("priorityId", defaultPriority === null ? "" : String(defaultPriority))}
          >
            <option value="">{say(F.noPriority)}</option>
            {page.priorities.map((priority) => (
              <option key={priority.id} value={priority.id}>{priority.name}</option>
            ))}
          </SelectField>
        </div>
        {page.canManage && (
          <>
            {customerText("explanation", say(F.explanationField), say(F.explanationHint))}
            {customerText("recommendation", say(F.recommendation), say(F.recommendationHint))}
          </>
        )}
      </fieldset>
      {!page.canManage && !finding && <p className="hint">{say(F.savedAsNew)}</p>}
      <div className="form-actions">
        {editable && <SubmitButton>{props.submitLabel}</SubmitButton>}
        {props.back}
      </div>
    </form>
  );
}

/** The way back to the findings list, or to the task's findings (taskId), in the page's words. */
export function BackToFindings({ shopUriName, taskId }: { shopUriName: string; taskId?: string }) {
  const say = useWords();
  return taskId === undefined
    ? <Link to="/$shopUriName/findings" params={{ shopUriName }}>{say(F.backToFindings)}</Link>
    : (
      <Link to="/$shopUriName/tasks/$taskId/findings" params={{ shopUriName, taskId }}>
        {say(F.backToFindings)}
      </Link>
    );
}

function categoriesOf(tasks: FindingFormPage["tasks"]): Array<[string, FindingFormPage["tasks"]]> {
  const groups = new Map<string, FindingFormPage["tasks"]>();
  for (const task of tasks) groups.set(task.categoryName, [...groups.get(task.categoryName) ?? [], task]);
  return [...groups];
}
