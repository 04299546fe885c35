// One task of a type's outline: its name and its configuration, as the owner set it on the task form.
import type { OutlineTask } from "../outline_queries.server.ts";
import { priceHint } from "../tasks/describe_task.ts";
import { useMoney } from "../../text/ui.ts";
import {
  CONCLUSION_MODE_WORDS,
  MEDIA_MODE_WORDS,
  NOTES_MODE_WORDS,
  NOTIFY_MODE_WORDS,
  TASK_TYPE_WORDS,
  VALUE_INPUT_TYPE_WORDS,
  VALUE_MODE_WORDS,
} from "../option_words.ts";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function OutlineTaskItem(
  { task, priorityName }: { task: OutlineTask; priorityName: Map<number, string> },
) {
  const say = useWords();
  const values = task.values.map((value) =>
    say(M.valueAndInput, { label: value.label, input: say(VALUE_INPUT_TYPE_WORDS[value.inputType]) })
  );
  const price = priceHint(task.priceMin, task.priceMax, useMoney(), say);
  return (
    <li className={task.isActive ? "outline-task" : "outline-task inactive"}>
      <h3>
        {task.name}
        {!task.isActive && <span className="badge">{say(M.inactive)}</span>}
      </h3>
      <dl className="task-config">
        <dt>{say(M.outlineResult)}</dt>
        <dd>{say(TASK_TYPE_WORDS[task.taskType])}</dd>
        <dt>{say(M.findings)}</dt>
        <dd>
          {say(CONCLUSION_MODE_WORDS[task.conclusionMode])} ·{" "}
          {say(M.findingCount, { count: task.findings.length })}
        </dd>
        <dt>{say(M.outlinePhotos)}</dt>
        <dd>{say(MEDIA_MODE_WORDS[task.mediaMode])}</dd>
        <dt>{say(M.outlineNotes)}</dt>
        <dd>{say(NOTES_MODE_WORDS[task.notesMode])}</dd>
        <dt>{say(M.outlineValues)}</dt>
        <dd>{say(VALUE_MODE_WORDS[task.valueMode])}{values.length > 0 && `: ${values.join(", ")}`}</dd>
        <dt>{say(M.priority)}</dt>
        <dd>
          {(task.defaultPriorityId !== null && priorityName.get(task.defaultPriorityId)) || say(M.none)}
        </dd>
        <dt>{say(M.outlineNotify)}</dt>
        <dd>{say(NOTIFY_MODE_WORDS[task.notifyMode])}</dd>
        {price && (
          <>
            <dt>{say(M.outlinePrice)}</dt>
            <dd>{price}</dd>
          </>
        )}
      </dl>
      {task.instructions && <p className="hint">{task.instructions}</p>}
    </li>
  );
}
