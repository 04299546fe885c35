// The tasks table: a sortable heading per sortable column (links, so sorting works without scripts and is
// done by the database), each task's name opening its form, its findings, and the status checkbox.
import { Link } from "@tanstack/react-router";
import type { TaskListRow } from "./categories_tasks_pages.server.ts";
import type { TaskOrder, TasksSearch } from "./tasks_search.ts";
import { TASK_TYPE_LABELS } from "../types.ts";
import { StatusToggle } from "@ui/status_toggle.tsx";
import { SortHeading } from "@ui/table/sort_heading.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";

export function TasksTable(props: {
  shopUriName: string;
  search: TasksSearch;
  tasks: TaskListRow[];
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const { shopUriName } = props;
  // Category order by default; every column starts A to Z, and a new order drops the page and the note.
  const heading = (order: TaskOrder, label: string) => (
    <SortHeading
      column={order}
      label={label}
      orderBy={props.search.orderBy ?? "category"}
      ascending={props.search.asc !== 0}
      defaultColumn="category"
      reset={["done", "page"]}
    />
  );
  return (
    <TableScroll label="Tasks">
      <table className="data-table tasks-table">
        <thead>
          <tr>
            {heading("name", "Task")}
            {heading("category", "Category")}
            {heading("type", "Task type")}
            <th scope="col">Inspection types</th>
            <th scope="col">Findings</th>
            <th scope="col">Active</th>
          </tr>
        </thead>
        <tbody>
          {props.tasks.map((task) => (
            <tr key={task.id} className={task.isActive ? undefined : "inactive"}>
              <th scope="row">
                <Link to="/$shopUriName/tasks/$taskId/edit" params={{ shopUriName, taskId: String(task.id) }}>
                  {task.name}
                </Link>
              </th>
              <td data-label="Category">{task.categoryName}</td>
              <td data-label="Task type">{TASK_TYPE_LABELS[task.taskType]}</td>
              <td data-label="Inspection types">
                {task.inspectionTypes.length > 0 ? task.inspectionTypes.join(", ") : "—"}
              </td>
              <td data-label="Findings">
                <a className="findings-link" href={`/${shopUriName}/tasks/${task.id}/findings`}>
                  Findings ({task.findingCount})
                </a>
              </td>
              <td data-label="Active">
                <StatusToggle
                  url={`/ajax/tasks/${task.id}/status`}
                  isActive={task.isActive}
                  label={`${task.name} is active`}
                  readOnly={!props.canManage}
                  onError={props.onStatusError}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
