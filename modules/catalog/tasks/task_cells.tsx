// A task's cells in the tasks list and in a category's tasks: its name (opening its form), type, the
// inspection types using it, its findings and the status checkbox. The tasks list adds the category and
// labels each cell, for the narrow layout that stacks them.
import { Link } from "@tanstack/react-router";
import { StatusToggle } from "@ui/status_toggle.tsx";
import type { TaskListRow } from "./categories_tasks_pages.server.ts";
import { TASK_TYPE_WORDS } from "../option_words.ts";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function TaskCells(props: {
  task: TaskListRow;
  shopUriName: string;
  /** The tasks list's row: with the category, each cell labelled. */
  listed?: boolean;
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const { task, shopUriName } = props;
  const say = useWords();
  const label = (key: string) => props.listed ? say(key) : undefined;
  return (
    <>
      <th scope="row">
        <Link to="/$shopUriName/tasks/$taskId/edit" params={{ shopUriName, taskId: String(task.id) }}>
          {task.name}
        </Link>
      </th>
      {props.listed && <td data-label={say(M.category)}>{task.categoryName}</td>}
      <td data-label={label(M.taskType)}>{say(TASK_TYPE_WORDS[task.taskType])}</td>
      <td data-label={label(M.inspectionTypes)}>
        {task.inspectionTypes.length > 0 ? task.inspectionTypes.join(", ") : "—"}
      </td>
      <td data-label={label(M.findings)}>
        <a className="findings-link" href={`/${shopUriName}/tasks/${task.id}/findings`}>
          {say(M.taskFindings, { count: task.findingCount })}
        </a>
      </td>
      <td data-label={label(M.active)}>
        <StatusToggle
          url={`/ajax/tasks/${task.id}/status`}
          isActive={task.isActive}
          label={say(M.isActive, { name: task.name })}
          readOnly={!props.canManage}
          onError={props.onStatusError}
        />
      </td>
    </>
  );
}
