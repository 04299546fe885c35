// The inspection types table (docs/ui/tables.md): drag or arrow keys to reorder (saved at once), a status
// toggle and "Make default" per type for managers, column sort, a filter, and a details row per type
// listing its categories with their task counts.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { TypeListRow } from "./inspection_types_pages.server.ts";
import { CUSTOMER_MODE_WORDS, SUBJECT_TYPE_WORDS } from "../option_words.ts";
import { type Say, useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
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

/** The sortable columns and their headings' messages. */
const SORTABLE = [
  { column: "name", label: M.inspectionType },
  { column: "subject", label: M.subject },
  { column: "customer", label: M.customer },
  { column: "categories", label: M.categories, className: "number" },
  { column: "tasks", label: M.tasks, className: "number" },
] as const;
/** Details (and the handle for those who reorder), the sortable columns, then Active and the actions. */
const columnCount = (canManage: boolean) => (canManage ? 2 : 1) + SORTABLE.length + 2;

function sortValue(say: Say, type: TypeListRow, column: string): SortValue {
  if (column === "subject") return say(SUBJECT_TYPE_WORDS[type.subjectType]);
  if (column === "customer") return say(CUSTOMER_MODE_WORDS[type.customerMode]);
  if (column === "categories") return type.categories.length;
  if (column === "tasks") return type.taskCount;
  return type.name;
}

function rowText(say: Say, type: TypeListRow, isDefault: boolean): string {
  return [
    type.name,
    type.description,
    say(SUBJECT_TYPE_WORDS[type.subjectType]),
    say(CUSTOMER_MODE_WORDS[type.customerMode]),
    ...badges(say, type, isDefault).map((badge) => badge.text),
    ...type.categories.map((category) => category.name),
  ].join(" ");
}

/** A type's badges; the default's stands out. */
function badges(say: Say, type: TypeListRow, isDefault: boolean): { text: string; accent?: boolean }[] {
  return [
    isDefault && { text: say(M.typeDefault), accent: true },
    type.sourceShop && !type.isDetached && { text: say(M.typeFrom, { shop: type.sourceShop }) },
    type.sourceShop && type.isDetached && { text: say(M.typeDetached) },
    !type.isActive && { text: say(M.inactive) },
  ].flatMap((badge) => badge || []);
}

export function TypesTable(
  { shopUriName, types, canManage }: { shopUriName: string; types: TypeListRow[]; canManage: boolean },
) {
  const hydrated = useHydrated();
  const say = useWords();
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
  if (types.length === 0) return <p className="empty">{say(M.noTypes)}</p>;
  // Right after the rows change (showAll), the order catches up on the next render.
  const ordered = reorder.order.flatMap((id) => byId.get(id) ?? []);
  const shown = filterRows(
    sortedBy(ordered, sort, (type, column) => sortValue(say, type, column)),
    (type) => rowText(say, type, type.id === defaultId),
    filter,
  );

  async function makeDefault(type: TypeListRow) {
    const response = await post(`/ajax/types/${type.id}/set-default`);
    if (response.status !== 200) {
      setError(say(M.makeDefaultRefused, { name: type.name, error: await refusalText(response) }));
      return;
    }
    setError(null);
    setDefaultId(type.id);
  }

  return (
    <>
      <div className="table-tools">
        <TableFilter
          label={say(M.filterTypes)}
          value={filter}
          onChange={setFilter}
          shown={shown.length}
          total={types.length}
          disabled={!hydrated}
        />
        {sort && (
          <div className="table-actions">
            <button type="button" className="button" onClick={clearSort}>{say(M.savedOrder)}</button>
          </div>
        )}
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      <TableScroll label={say(M.inspectionTypes)}>
        <table ref={reorder.tableRef} className="data-table row-table types-table">
          <caption className="visually-hidden">{say(M.inspectionTypes)}</caption>
          <thead>
            <tr>
              {canManage && <ControlHeading label={say(M.order)} />}
              <ControlHeading label={say(M.details)} />
              {SORTABLE.map((column) => (
                <SortHeader
                  key={column.column}
                  column={column.column}
                  label={say(column.label)}
                  className={"className" in column ? column.className : undefined}
                  sort={sort}
                  onSort={sortBy}
                  disabled={!hydrated}
                />
              ))}
              <th scope="col">{say(M.active)}</th>
              <th scope="col">
                <span className="visually-hidden">{say(M.actions)}</span>
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
                    {badges(say, type, isDefault).map((badge) => (
                      <span key={badge.text} className={badge.accent ? "badge accent" : "badge"}>
                        {badge.text}
                      </span>
                    ))}
                  </th>
                  <td data-label={say(M.subject)}>{say(SUBJECT_TYPE_WORDS[type.subjectType])}</td>
                  <td data-label={say(M.customer)}>{say(CUSTOMER_MODE_WORDS[type.customerMode])}</td>
                  <td data-label={say(M.categories)} className="number">{type.categories.length}</td>
                  <td data-label={say(M.tasks)} className="number">{type.taskCount}</td>
                  <td data-label={say(M.active)}>
                    <StatusToggle
                      url={`/ajax/types/${type.id}/status`}
                      isActive={type.isActive}
                      label={say(M.isActive, { name: type.name })}
                      // The default stays active (the server refuses it too); an attached copy is the
                      // parent shop's.
                      readOnly={!canManage || managed || isDefault}
                      onError={(message) =>
                        setError(message && say(M.typeStatusRefused, { name: type.name, error: message }))}
                    />
                  </td>
                  <td className="row-actions">
                    <Link
                      className="button"
                      to="/$shopUriName/inspection-types/$typeId/preview"
                      params={{ shopUriName, typeId: id }}
                    >
                      {say(M.preview)}
                    </Link>
                    {canManage && !isDefault && type.isActive && (
                      <button
                        type="button"
                        className="button"
                        disabled={!hydrated}
                        onClick={() => makeDefault(type)}
                      >
                        {say(M.makeDefault)}
                      </button>
                    )}
                  </td>
                </tr>
                <DetailsRow rowId={id} open={open} columns={columnCount(canManage)}>
                  {type.description && <p>{type.description}</p>}
                  {type.categories.length === 0
                    ? <p>{say(M.noTasksChosen)}</p>
                    : (
                      <ul className="type-categories">
                        {type.categories.map((category) => (
                          <li key={category.name}>
                            {say(M.typeCategoryTasks, { category: category.name, count: category.taskCount })}
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
