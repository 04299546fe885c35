// A task's cells in the tasks list and in a category's tasks: its name (opening its form), type, the
// inspection types using it, its findings and the status checkbox. The tasks list adds the category and
// labels each cell, for the narrow layout that stacks them.
import { Link } from "@tanstack/react-router";
import { StatusToggle } from "@ui/status_toggle.tsx";
import type { TaskListRow } from "./categories_tasks_pages.server.ts";
import { TASK_TYPE_LABELS } from "../types.ts";

export function TaskCells(props: {
  task: TaskListRow;
  shopUriName: string;
  /** The tasks list's row: with the category, each cell labelled. */
  listed?: boolean;
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const { task, shopUriName } = props;
  const label = (text: string) => props.listed ? text : undefined;
  return (
    <>
      <th scope="row">
        <Link to="/$shopUriName/tasks/$taskId/edit" params={{ shopUriName, taskId: String(task.id) }}>
          {task.name}
        </Link>
      </th>
      {props.listed && <td data-label="Category">{task.categoryName}</td>}
      <td data-label={label("Task type")}>{TASK_TYPE_LABELS[task.taskType]}</td>
      <td data-label={label("Inspection types")}>
        {task.inspectionTypes.length > 0 ? task.inspectionTypes.join(", ") : "—"}
      </td>
      <td data-label={label("Findings")}>
        <a className="findings-link" href={`/${shopUriName}/tasks/${task.id}/findings`}>
          Findings ({task.findingCount})
        </a>
      </td>
      <td data-label={label("Active")}>
        <StatusToggle
          url={`/ajax/tasks/${task.id}/status`}
          isActive={task.isActive}
          label={`${task.name} is active`}
          readOnly={!props.canManage}
          onError={props.onStatusError}
        />
      </td>
    </>
  );
}
