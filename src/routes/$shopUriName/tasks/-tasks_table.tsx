// The tasks table: a sortable heading per sortable column (links, so sorting works without scripts and is
// done by the database), each task's name opening its form, its findings, and the status checkbox.
import { getRouteApi, Link } from "@tanstack/react-router";
import { TASK_TYPE_LABELS, type TaskListRow, type TaskOrder } from "../../../../modules/catalog/ui.ts";
import { StatusToggle } from "../../../ui/status_toggle.tsx";
import { ListSortHeader } from "../../../ui/table/sort_header.tsx";
import { TableScroll } from "../../../ui/table_scroll.tsx";

const route = getRouteApi("/$shopUriName/tasks/");

export function TasksTable(props: {
  tasks: TaskListRow[];
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const { shopUriName } = route.useParams();
  return (
    <TableScroll label="Tasks">
      <table className="data-table tasks-table">
        <thead>
          <tr>
            <SortHeading order="name" label="Task" />
            <SortHeading order="category" label="Category" />
            <SortHeading order="type" label="Task type" />
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

/** A heading that orders by its column; choosing the current column again reverses the order. */
function SortHeading({ order, label }: { order: TaskOrder; label: string }) {
  const search = route.useSearch();
  const current = (search.orderBy ?? "category") === order;
  const ascending = search.asc !== 0;
  return (
    <ListSortHeader
      label={label}
      current={current}
      ascending={ascending}
      next={{
        done: undefined,
        page: undefined,
        orderBy: order === "category" ? undefined : order,
        asc: current && ascending ? 0 : undefined,
      }}
    />
  );
}
