// One task of a type's outline: its name and its configuration, as the owner set it on the task form.
import type { OutlineTask } from "../outline_queries.server.ts";
import { priceHint } from "../tasks/describe_task.ts";
import { useMoney } from "../../text/ui.ts";
import {
  CONCLUSION_MODE_LABELS,
  MEDIA_MODE_LABELS,
  NOTES_MODE_LABELS,
  NOTIFY_MODE_LABELS,
  TASK_TYPE_LABELS,
  VALUE_INPUT_TYPE_LABELS,
  VALUE_MODE_LABELS,
} from "../types.ts";

export function OutlineTaskItem(
  { task, priorityName }: { task: OutlineTask; priorityName: Map<number, string> },
) {
  const values = task.values.map((value) => `${value.label} (${VALUE_INPUT_TYPE_LABELS[value.inputType]})`);
  const hint = priceHint(task.priceMin, task.priceMax, useMoney());
  const price = hint === "None" ? null : hint;
  return (
    <li className={task.isActive ? "outline-task" : "outline-task inactive"}>
      <h3>
        {task.name}
        {!task.isActive && <span className="badge">Inactive</span>}
      </h3>
      <dl className="task-config">
        <dt>Result</dt>
        <dd>{TASK_TYPE_LABELS[task.taskType]}</dd>
        <dt>Findings</dt>
        <dd>
          {CONCLUSION_MODE_LABELS[task.conclusionMode]} · {task.findings.length}{" "}
          {task.findings.length === 1 ? "finding" : "findings"}
        </dd>
        <dt>Photos</dt>
        <dd>{MEDIA_MODE_LABELS[task.mediaMode]}</dd>
        <dt>Notes</dt>
        <dd>{NOTES_MODE_LABELS[task.notesMode]}</dd>
        <dt>Values</dt>
        <dd>{VALUE_MODE_LABELS[task.valueMode]}{values.length > 0 && `: ${values.join(", ")}`}</dd>
        <dt>Priority</dt>
        <dd>{(task.defaultPriorityId !== null && priorityName.get(task.defaultPriorityId)) || "None"}</dd>
        <dt>Notify</dt>
        <dd>{NOTIFY_MODE_LABELS[task.notifyMode]}</dd>
        {price && (
          <>
            <dt>Price</dt>
            <dd>{price}</dd>
          </>
        )}
      </dl>
      {task.instructions && <p className="hint">{task.instructions}</p>}
    </li>
  );
}
