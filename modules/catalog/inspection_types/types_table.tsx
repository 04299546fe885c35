// The inspection types table (docs/ui/tables.md): drag or arrow keys to reorder (saved at once), a status
// toggle and "Make default" per type for managers, column sort, a filter, and a details row per type
// listing its categories with their task counts.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { TypeListRow } from "./inspection_types_pages.server.ts";
import { CUSTOMER_MODE_LABELS, SUBJECT_TYPE_LABELS } from "../types.ts";
import { post, refusalText } from "@ui/calls.ts";
import { StatusToggle } from "@ui/status_toggle.tsx";
import { ControlHeading } from "@ui/table/control_heading.tsx";
import { filterRows } from "@ui/table/filter.ts";
import { DetailsRow, ExpandButton, useExpandedRows } from "@ui/table/row_expand.tsx";
import { DragHandle, ReorderStatus, rowGroupClass, useSavedRowOrder } from "@ui/table/row_reorder.tsx";
import { sortedBy, type SortValue } from "@ui/table/sort.ts";
import { SortHeader, useColumnSort } from "@ui/table/sort_header.tsx";
import { NoRowsMatch, TableFilter } from "@ui/table/table_filter.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";

const SORTABLE = [
  { column: "name", label: "Inspection type" },
  { column: "subject", label: "Subject" },
  { column: "customer", label: "Customer" },
  { column: "categories", label: "Categories", className: "number" },
  { column: "tasks", label: "Tasks", className: "number" },
] as const;
/** Details (and the handle for those who reorder), the sortable columns, then Active and the actions. */
const columnCount = (canManage: boolean) => (canManage ? 2 : 1) + SORTABLE.length + 2;

function sortValue(type: TypeListRow, column: string): SortValue {
  if (column === "subject") return SUBJECT_TYPE_LABELS[type.subjectType];
  if (column === "customer") return CUSTOMER_MODE_LABELS[type.customerMode];
  if (column === "categories") return type.categories.length;
  if (column === "tasks") return type.taskCount;
  return type.name;
}

function rowText(type: TypeListRow, isDefault: boolean): string {
  return [
    type.name,
    type.description,
    SUBJECT_TYPE_LABELS[type.subjectType],
    CUSTOMER_MODE_LABELS[type.customerMode],
    ...badges(type, isDefault),
    ...type.categories.map((category) => category.name),
  ].join(" ");
}

function badges(type: TypeListRow, isDefault: boolean): string[] {
  return [
    isDefault && "Default",
    type.sourceShop && !type.isDetached && `From ${type.sourceShop}`,
    type.sourceShop && type.isDetached && "Detached",
    !type.isActive && "Inactive",
  ].filter((badge) => typeof badge === "string");
}

export function TypesTable(
  { shopUriName, types, canManage }: { shopUriName: string; types: TypeListRow[]; canManage: boolean },
) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [defaultId, setDefaultId] = useState(types.find((type) => type.isDefault)?.id ?? null);
  const byId = new Map(types.map((type) => [String(type.id), type]));
  const expanded = useExpandedRows();
  const { sort, sortBy, clearSort } = useColumnSort();
  const reorder = useSavedRowOrder({
    rows: types,
    idOf: (type) => type.id,
    labelOf: (type) => type.name,
    saveUrl: "/ajax/types/reorder",
    enabled: hydrated && canManage && sort === null,
    expanded,
  });
  if (types.length === 0) return <p className="empty">No inspection types yet.</p>;
  // Right after the rows change (showAll), the order catches up on the next render.
  const ordered = reorder.order.flatMap((id) => byId.get(id) ?? []);
  const shown = filterRows(
    sortedBy(ordered, sort, sortValue),
    (type) => rowText(type, type.id === defaultId),
    filter,
  );

  async function makeDefault(type: TypeListRow) {
    const response = await post(`/ajax/types/${type.id}/set-default`);
    if (response.status !== 200) {
      setError(`Couldn't make "${type.name}" the default: ${await refusalText(response)}`);
      return;
    }
    setError(null);
    setDefaultId(type.id);
  }

  return (
    <>
      <div className="table-tools">
        <TableFilter
          label="Filter inspection types"
          value={filter}
          onChange={setFilter}
          shown={shown.length}
          total={types.length}
          disabled={!hydrated}
        />
        {sort && (
          <div className="table-actions">
            <button type="button" className="button" onClick={clearSort}>Saved order</button>
          </div>
        )}
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      <TableScroll label="Inspection types">
        <table ref={reorder.tableRef} className="data-table row-table types-table">
          <caption className="visually-hidden">Inspection types</caption>
          <thead>
            <tr>
              {canManage && <ControlHeading label="Order" />}
              <ControlHeading label="Details" />
              {SORTABLE.map((column) => (
                <SortHeader
                  key={column.column}
                  column={column.column}
                  label={column.label}
                  className={"className" in column ? column.className : undefined}
                  sort={sort}
                  onSort={sortBy}
                  disabled={!hydrated}
                />
              ))}
              <th scope="col">Active</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          {shown.length === 0 ? <NoRowsMatch columns={columnCount(canManage)} /> : shown.map((type) => {
            const id = String(type.id);
            const open = expanded.isExpanded(id);
            const isDefault = type.id === defaultId;
            const managed = type.sourceShop !== null && !type.isDetached;
            return (
              <tbody key={id} data-sort-id={id} className={rowGroupClass(reorder, id)}>
                <tr className={type.isActive ? undefined : "inactive"}>
                  {canManage && (
                    <td className="table-control">
                      <DragHandle reorder={reorder} id={id} label={type.name} />
                    </td>
                  )}
                  <td className="table-control">
                    <ExpandButton
                      rowId={id}
                      expanded={open}
                      onToggle={() => expanded.setExpanded(id, !open)}
                      label={type.name}
                      disabled={!hydrated}
                    />
                  </td>
                  <th scope="row">
                    <Link
                      to="/$shopUriName/inspection-types/$typeId/edit"
                      params={{ shopUriName, typeId: id }}
                    >
                      {type.name}
                    </Link>
                    {badges(type, isDefault).map((badge) => (
                      <span key={badge} className={badge === "Default" ? "badge accent" : "badge"}>
                        {badge}
                      </span>
                    ))}
                  </th>
                  <td data-label="Subject">{SUBJECT_TYPE_LABELS[type.subjectType]}</td>
                  <td data-label="Customer">{CUSTOMER_MODE_LABELS[type.customerMode]}</td>
                  <td data-label="Categories" className="number">{type.categories.length}</td>
                  <td data-label="Tasks" className="number">{type.taskCount}</td>
                  <td data-label="Active">
                    <StatusToggle
                      url={`/ajax/types/${type.id}/status`}
                      isActive={type.isActive}
                      label={`${type.name} is active`}
                      // The default stays active (the server refuses it too); an attached copy is the
                      // parent shop's.
                      readOnly={!canManage || managed || isDefault}
                      onError={(message) =>
                        setError(message && `Couldn't change the status of "${type.name}": ${message}`)}
                    />
                  </td>
                  <td className="row-actions">
                    <Link
                      className="button"
                      to="/$shopUriName/inspection-types/$typeId/preview"
                      params={{ shopUriName, typeId: id }}
                    >
                      Preview
                    </Link>
                    {canManage && !isDefault && type.isActive && (
                      <button
                        type="button"
                        className="button"
                        disabled={!hydrated}
                        onClick={() => makeDefault(type)}
                      >
                        Make default
                      </button>
                    )}
                  </td>
                </tr>
                <DetailsRow rowId={id} open={open} columns={columnCount(canManage)}>
                  {type.description && <p>{type.description}</p>}
                  {type.categories.length === 0
                    ? <p>No tasks chosen yet.</p>
                    : (
                      <ul className="type-categories">
                        {type.categories.map((category) => (
                          <li key={category.name}>
                            {category.name}: {category.taskCount}{" "}
                            {category.taskCount === 1 ? "task" : "tasks"}
                          </li>
                        ))}
                      </ul>
                    )}
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
