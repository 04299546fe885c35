import { useState } from "react";
import { filterRows } from "../table/filter.ts";
import { DetailsRow, ExpandButton, useExpandedRows } from "../table/row_expand.tsx";
import { DragHandle, ReorderStatus, rowGroupClass, useRowReorder } from "../table/row_reorder.tsx";
import { RowCheckbox, SelectAllCheckbox, SelectedRowsAction, useRowSelection } from "../table/select_all.tsx";
import { sortedBy, type SortValue } from "../table/sort.ts";
import { SortHeader, useColumnSort } from "../table/sort_header.tsx";
import { NoRowsMatch, TableFilter } from "../table/table_filter.tsx";
import { useHydrated } from "../use_hydrated.ts";
import type { GallerySection } from "./section.ts";
import { TableScroll } from "../table_scroll.tsx";

interface SampleTask {
  /** The sort id: a saved task's number; "new" for one not saved yet, which moves but is never sent. */
  id: string;
  name: string;
  category: string;
  taskType: string;
  priority: "Safety" | "Soon" | "Monitor";
  active: boolean;
  notes: string;
}

const PRIORITY_RANK = { Safety: 1, Soon: 2, Monitor: 3 } as const;

const TASKS: SampleTask[] = [
  ["12", "Front brake pads", "Brakes", "Measurement", "Safety", true, "Pad thickness in mm, both sides."],
  ["7", "Rear brake pads", "Brakes", "Measurement", "Safety", true, "Pad thickness in mm, both sides."],
  ["3", "Brake fluid", "Brakes", "Condition", "Soon", true, "Colour and moisture test strip."],
  ["21", "Tire tread depth", "Tires", "Measurement", "Safety", true, "Each tire, in 32nds of an inch."],
  ["5", "Tire pressure", "Tires", "Measurement", "Monitor", true, "Cold pressure against the door label."],
  ["9", "Wiper blades", "Visibility", "Pass / fail", "Monitor", false, "Streaking or split rubber fails."],
  ["14", "Engine oil level", "Engine", "Condition", "Soon", true, "Level and colour on the dipstick."],
  [
    "new",
    "Cabin air filter (not saved yet)",
    "Engine",
    "Pass / fail",
    "Monitor",
    true,
    "Added on this page.",
  ],
].map(([id, name, category, taskType, priority, active, notes]) => ({
  id,
  name,
  category,
  taskType,
  priority,
  active,
  notes,
} as SampleTask));

const IDS = TASKS.map((task) => task.id);
const SORTABLE_COLUMNS = [
  { column: "name", label: "Task" },
  { column: "category", label: "Category" },
  { column: "taskType", label: "Task type" },
  { column: "priority", label: "Priority" },
  { column: "active", label: "Active" },
] as const;
/** The handle, select and details columns, then the sortable ones. */
const COLUMNS = 3 + SORTABLE_COLUMNS.length;

function sortValue(task: SampleTask, column: string): SortValue {
  if (column === "priority") return PRIORITY_RANK[task.priority];
  if (column === "active") return task.active ? "Active" : "Inactive";
  return task[column as "name" | "category" | "taskType"];
}

function rowText(task: SampleTask): string {
  return [task.name, task.category, task.taskType, task.priority, task.active ? "Active" : "Inactive"].join(
    " ",
  );
}

function TableExample() {
  const hydrated = useHydrated();
  const [tasks, setTasks] = useState(TASKS);
  const [filter, setFilter] = useState("");
  const [note, setNote] = useState("");
  const [failNextSave, setFailNextSave] = useState(false);
  const [savedOrder, setSavedOrder] = useState<number[] | null>(null);
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const expanded = useExpandedRows();
  const { sort, sortBy, clearSort } = useColumnSort();
  const reorder = useRowReorder({
    ids: IDS,
    // The page that owns the rows posts the order; this example keeps it in memory.
    save: (ids) => {
      if (failNextSave) {
        setFailNextSave(false);
        return Promise.reject(new Error("The example was told to fail this save."));
      }
      setSavedOrder(ids);
      return Promise.resolve();
    },
    label: (id) => byId.get(id)?.name ?? id,
    isExpanded: expanded.isExpanded,
    expand: (id) => expanded.setExpanded(id, true),
    enabled: hydrated && sort === null,
  });
  const ordered = reorder.order.map((id) => byId.get(id)!);
  const shown = filterRows(sortedBy(ordered, sort, sortValue), rowText, filter);
  const selection = useRowSelection(shown.map((task) => task.id));
  const names = (ids: string[]) => ids.map((id) => byId.get(id)!.name).join(", ");

  function deactivate() {
    const ids = new Set(selection.selectedIds);
    setTasks((current) => current.map((task) => ids.has(task.id) ? { ...task, active: false } : task));
    setNote(`Deactivated: ${names(selection.selectedIds)}.`);
  }

  return (
    <div className="gallery-stack">
      <div className="table-tools">
        <TableFilter
          label="Filter tasks"
          value={filter}
          onChange={setFilter}
          shown={shown.length}
          total={tasks.length}
          disabled={!hydrated}
        />
        <div className="table-actions" role="group" aria-label="Selected tasks">
          <SelectedRowsAction selectedCount={selection.selectedIds.length} onRun={deactivate}>
            Deactivate
          </SelectedRowsAction>
          <SelectedRowsAction
            selectedCount={selection.selectedIds.length}
            minimum={2}
            onRun={() => setNote(`Would merge: ${names(selection.selectedIds)}.`)}
          >
            Merge
          </SelectedRowsAction>
          {sort && <button type="button" className="button" onClick={clearSort}>Saved order</button>}
        </div>
      </div>
      <TableScroll label="Sample inspection tasks">
        <table ref={reorder.tableRef} className="data-table row-table">
          <caption className="visually-hidden">Sample inspection tasks</caption>
          <thead>
            <tr>
              <th scope="col" className="table-control">
                <span className="visually-hidden">Order</span>
              </th>
              <th scope="col" className="table-control">
                <SelectAllCheckbox
                  state={selection.headerState}
                  onToggle={selection.toggleAll}
                  label="Select all tasks shown"
                  disabled={!hydrated || shown.length === 0}
                />
              </th>
              <th scope="col" className="table-control">
                <span className="visually-hidden">Details</span>
              </th>
              {SORTABLE_COLUMNS.map(({ column, label }) => (
                <SortHeader
                  key={column}
                  column={column}
                  label={label}
                  sort={sort}
                  onSort={sortBy}
                  disabled={!hydrated}
                />
              ))}
            </tr>
          </thead>
          {shown.length === 0 ? <NoRowsMatch columns={COLUMNS} /> : shown.map((task) => {
            const open = expanded.isExpanded(task.id);
            return (
              <tbody key={task.id} data-sort-id={task.id} className={rowGroupClass(reorder, task.id)}>
                <tr className={task.active ? undefined : "inactive"}>
                  <td className="table-control">
                    <DragHandle reorder={reorder} id={task.id} label={task.name} />
                  </td>
                  <td className="table-control">
                    <RowCheckbox
                      checked={selection.isSelected(task.id)}
                      onToggle={() => selection.toggle(task.id)}
                      label={`Select ${task.name}`}
                      disabled={!hydrated}
                    />
                  </td>
                  <td className="table-control">
                    <ExpandButton
                      rowId={task.id}
                      expanded={open}
                      onToggle={() => expanded.setExpanded(task.id, !open)}
                      label={task.name}
                      disabled={!hydrated}
                    />
                  </td>
                  <th scope="row">{task.name}</th>
                  <td>{task.category}</td>
                  <td>{task.taskType}</td>
                  <td>{task.priority}</td>
                  <td>{task.active ? "Active" : "Inactive"}</td>
                </tr>
                <DetailsRow rowId={task.id} open={open} columns={COLUMNS}>
                  <p>{task.notes}</p>
                </DetailsRow>
              </tbody>
            );
          })}
        </table>
      </TableScroll>
      <ReorderStatus reorder={reorder} />
      {note && <p className="hint" role="status">{note}</p>}
      <div className="gallery-row">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={failNextSave}
            disabled={!hydrated}
            onChange={(event) => setFailNextSave(event.currentTarget.checked)}
          />
          Make the next save fail
        </label>
        <p className="hint">
          {`Saved order: ${savedOrder ? savedOrder.join(", ") : "not changed yet"}`}
        </p>
      </div>
    </div>
  );
}

export const tableSection: GallerySection = {
  id: "table",
  title: "Tables",
  purpose: "A list page's table: select rows for an action, open a row's details (kept in the address), " +
    "drag rows (or move them with the arrow keys) into a new order, sort by a column, and filter by words.",
  Example: TableExample,
};
