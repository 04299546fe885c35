// The tasks table: a sortable heading per sortable column (links, so sorting works without scripts and is
// done by the database), each task's name opening its form, its findings, and the status checkbox.
import type { TaskListRow } from "./categories_tasks_pages.server.ts";
import type { TaskOrder, TasksSearch } from "./tasks_search.ts";
import { SortHeading } from "@ui/table/sort_heading.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { TaskCells } from "./task_cells.tsx";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function TasksTable(props: {
  shopUriName: string;
  search: TasksSearch;
  tasks: TaskListRow[];
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const { shopUriName } = props;
  const say = useWords();
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
    <TableScroll label={say(M.tasks)}>
      <table className="data-table tasks-table">
        <thead>
          <tr>
            {heading("name", say(M.task))}
            {heading("category", say(M.category))}
            {heading("type", say(M.taskType))}
            <th scope="col">{say(M.inspectionTypes)}</th>
            <th scope="col">{say(M.findings)}</th>
            <th scope="col">{say(M.active)}</th>
          </tr>
        </thead>
        <tbody>
          {props.tasks.map((task) => (
            <tr key={task.id} className={task.isActive ? undefined : "inactive"}>
              <TaskCells
                task={task}
                shopUriName={shopUriName}
                listed
                canManage={props.canManage}
                onStatusError={props.onStatusError}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
