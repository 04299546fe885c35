// The categories table: one row group per category (drag or arrow keys to reorder; the order is the
// checklist's), whose details row holds the category's tasks, reorderable the same way within it. The open
// categories are kept in the hash (row_expand.tsx), so a reload opens the same ones.
import { Link } from "@tanstack/react-router";
import { ControlHeading } from "@ui/table/control_heading.tsx";
import type { CategoriesPage } from "../tasks/categories_tasks_pages.server.ts";
import { DetailsRow, ExpandButton, useExpandedRows } from "@ui/table/row_expand.tsx";
import { DragHandle, ReorderStatus, rowGroupClass, useSavedRowOrder } from "@ui/table/row_reorder.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { OrderedTable } from "../ordered_table.tsx";
import { TaskCells } from "../tasks/task_cells.tsx";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

type Category = CategoriesPage["categories"][number];

/** The id of a category's row group, for openCategory's scroll. */
export function categoryRowId(id: number): string {
  return `category-${id}`;
}

/** Handle, details toggle, name, tasks, active, add task. */
const COLUMNS = 6;

export function CategoriesTable(props: {
  shopUriName: string;
  categories: Category[];
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const { shopUriName } = props;
  const hydrated = useHydrated();
  const say = useWords();
  const expanded = useExpandedRows();
  const byId = new Map(props.categories.map((category) => [String(category.id), category]));
  const reorder = useSavedRowOrder({
    rows: props.categories,
    idOf: (category) => category.id,
    labelOf: (category) => category.name,
    saveUrl: "/ajax/categories/reorder",
    enabled: hydrated && props.canManage,
    expanded,
  });
  return (
    <>
      <TableScroll label={say(M.categories)}>
        <table ref={reorder.tableRef} className="data-table row-table categories-table">
          <caption className="visually-hidden">{say(M.categoriesCaption)}</caption>
          <thead>
            <tr>
              <ControlHeading label={say(M.order)} />
              <ControlHeading label={say(M.tasks)} />
              <th scope="col">{say(M.category)}</th>
              <th scope="col" className="number">{say(M.tasks)}</th>
              <th scope="col">{say(M.status)}</th>
              <th scope="col">
                <span className="visually-hidden">{say(M.actions)}</span>
              </th>
            </tr>
          </thead>
          {reorder.order.map((id) => {
            const category = byId.get(id)!;
            const open = expanded.isExpanded(id);
            return (
              <tbody
                key={id}
                id={categoryRowId(category.id)}
                data-sort-id={id}
                className={rowGroupClass(reorder, id)}
              >
                <tr className={category.isActive ? undefined : "inactive"}>
                  <td className="table-control">
                    <DragHandle reorder={reorder} id={id} label={category.name} />
                  </td>
                  <td className="table-control">
                    <ExpandButton
                      rowId={id}
                      expanded={open}
                      onToggle={() => expanded.setExpanded(id, !open)}
                      label={category.name}
                      disabled={!hydrated}
                    />
                  </td>
                  <th scope="row">
                    <Link
                      to="/$shopUriName/categories/$categoryId/edit"
                      params={{ shopUriName, categoryId: id }}
                    >
                      {category.name}
                    </Link>
                  </th>
                  <td className="number">{category.tasks.length}</td>
                  <td>
                    {category.isActive ? say(M.active) : <span className="badge">{say(M.inactive)}</span>}
                  </td>
                  <td>
                    {props.canManage && (
                      <Link
                        to="/$shopUriName/categories/$categoryId/tasks/add"
                        params={{ shopUriName, categoryId: id }}
                      >
                        {say(M.addTask)}
                      </Link>
                    )}
                  </td>
                </tr>
                <DetailsRow rowId={id} open={open} columns={COLUMNS}>
                  <CategoryTasks
                    shopUriName={shopUriName}
                    category={category}
                    canManage={props.canManage}
                    onStatusError={props.onStatusError}
                  />
                </DetailsRow>
              </tbody>
            );
          })}
        </table>
      </TableScroll>
      <ReorderStatus reorder={reorder} />
    </>
  );
}

/** One category's tasks, in order; reordered one category at a time. Task rows have no details of their own. */
function CategoryTasks(
  props: {
    shopUriName: string;
    category: Category;
    canManage: boolean;
    onStatusError(message: string | null): void;
  },
) {
  const { shopUriName } = props;
  const say = useWords();
  if (props.category.tasks.length === 0) {
    return <p className="empty">{say(M.noTasksIn, { category: props.category.name })}</p>;
  }
  return (
    <OrderedTable
      rows={props.category.tasks}
      idOf={(task) => task.id}
      labelOf={(task) => task.name}
      saveUrl="/ajax/tasks/reorder"
      canManage={props.canManage}
      handlesForAll
      className="category-tasks"
      caption={say(M.tasksOf, { category: props.category.name })}
      headings={
        <>
          <th scope="col">{say(M.task)}</th>
          <th scope="col">{say(M.taskType)}</th>
          <th scope="col">{say(M.inspectionTypes)}</th>
          <th scope="col">{say(M.findings)}</th>
          <th scope="col">{say(M.active)}</th>
        </>
      }
      rowClass={(task) => task.isActive ? undefined : "inactive"}
      cells={(task) => (
        <TaskCells
          task={task}
          shopUriName={shopUriName}
          canManage={props.canManage}
          onStatusError={props.onStatusError}
        />
      )}
    />
  );
}
