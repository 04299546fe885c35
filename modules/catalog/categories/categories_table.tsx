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
      <TableScroll label="Categories">
        <table ref={reorder.tableRef} className="data-table row-table categories-table">
          <caption className="visually-hidden">Categories in checklist order</caption>
          <thead>
            <tr>
              <ControlHeading label="Order" />
              <ControlHeading label="Tasks" />
              <th scope="col">Category</th>
              <th scope="col" className="number">Tasks</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
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
                  <td>{category.isActive ? "Active" : <span className="badge">Inactive</span>}</td>
                  <td>
                    {props.canManage && (
                      <Link
                        to="/$shopUriName/categories/$categoryId/tasks/add"
                        params={{ shopUriName, categoryId: id }}
                      >
                        Add a task
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
  if (props.category.tasks.length === 0) {
    return <p className="empty">No tasks in {props.category.name} yet.</p>;
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
      caption={<>Tasks of {props.category.name}</>}
      headings={
        <>
          <th scope="col">Task</th>
          <th scope="col">Task type</th>
          <th scope="col">Inspection types</th>
          <th scope="col">Findings</th>
          <th scope="col">Active</th>
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
