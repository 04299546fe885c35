// The findings list's table: headings that order the list on the server (links, so they work without
// scripts), the columns the query asks for, and row selection for "Mark audited".
import { getRouteApi, Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { FindingItem, FindingsFilter, FindingsOrder } from "../../../../modules/catalog/ui.ts";
import { postJson } from "../../../ui/calls.ts";
import {
  RowCheckbox,
  SelectAllCheckbox,
  SelectedRowsAction,
  useRowSelection,
} from "../../../ui/table/select_all.tsx";
import { ListSortHeader } from "../../../ui/table/sort_header.tsx";
import { TableScroll } from "../../../ui/table_scroll.tsx";
import { useHydrated } from "../../../ui/use_hydrated.ts";
import { PriorityBadge } from "../priorities/-priority_badge.tsx";
import { FindingStatusBadge } from "./-finding_status.tsx";

const route = getRouteApi("/$shopUriName/findings/");

export function FindingsListTable(
  props: { findings: FindingItem[]; filter: FindingsFilter; canManage: boolean },
) {
  const { findings, filter, canManage } = props;
  const { shopUriName } = route.useParams();
  const hydrated = useHydrated();
  const router = useRouter();
  const selection = useRowSelection(findings.map((finding) => String(finding.id)));
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function markAudited() {
    setBusy(true);
    try {
      const ids = selection.selectedIds.map(Number);
      const { audited } = await postJson<{ audited: number }>("/ajax/findings/audit", { ids });
      selection.clear();
      setNote({ error: false, text: `${audited} ${audited === 1 ? "finding" : "findings"} marked audited.` });
      await router.invalidate();
    } catch (error) {
      setNote({ error: true, text: `Couldn't mark them audited: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  }

  if (findings.length === 0) return <p className="empty">No findings match these filters.</p>;
  const { columns } = filter;
  return (
    <>
      {canManage && (
        <div className="table-tools">
          <div className="table-actions" role="group" aria-label="Selected findings">
            <SelectedRowsAction
              selectedCount={selection.selectedIds.length}
              onRun={markAudited}
              disabled={busy}
            >
              Mark audited
            </SelectedRowsAction>
          </div>
          {note && (
            <p className={note.error ? "form-error" : "hint"} role={note.error ? "alert" : "status"}>
              {note.text}
            </p>
          )}
        </div>
      )}
      <TableScroll label="Findings">
        <table className="data-table row-table findings-table">
          <caption className="visually-hidden">Findings</caption>
          <thead>
            <tr>
              {canManage && (
                <th scope="col" className="table-control">
                  <SelectAllCheckbox
                    state={selection.headerState}
                    onToggle={selection.toggleAll}
                    label="Select all findings shown"
                    disabled={!hydrated}
                  />
                </th>
              )}
              <SortHeading filter={filter} order="text" label="Finding" />
              <SortHeading filter={filter} order="task" label="Task" />
              <SortHeading filter={filter} order="category" label="Category" />
              <SortHeading filter={filter} order="priority" label="Priority" />
              <SortHeading filter={filter} order="status" label="Status" />
              {filter.customerColumns && <th scope="col">Explanation</th>}
              {filter.customerColumns && <th scope="col">Recommendation</th>}
              {columns.creator && <th scope="col">Created by</th>}
              {columns.createdAt && <SortHeading filter={filter} order="created" label="Created" />}
              {columns.lastEdited && <th scope="col">Last edited</th>}
              {columns.order && <th scope="col">Order</th>}
            </tr>
          </thead>
          <tbody>
            {findings.map((finding) => (
              <tr key={finding.id} className={finding.status === "archived" ? "inactive" : undefined}>
                {canManage && (
                  <td className="table-control">
                    <RowCheckbox
                      checked={selection.isSelected(String(finding.id))}
                      onToggle={() => selection.toggle(String(finding.id))}
                      label={`Select ${finding.text}`}
                      disabled={!hydrated}
                    />
                  </td>
                )}
                <th scope="row" className="finding-text">
                  <Link
                    to="/$shopUriName/findings/$findingId/edit"
                    params={{ shopUriName, findingId: String(finding.id) }}
                  >
                    {finding.text}
                  </Link>
                </th>
                <td>
                  <Link
                    to="/$shopUriName/tasks/$taskId/findings"
                    params={{ shopUriName, taskId: String(finding.taskId) }}
                  >
                    {finding.taskName}
                  </Link>
                </td>
                <td>{finding.categoryName}</td>
                <td>{finding.priority ? <PriorityBadge {...finding.priority} /> : "—"}</td>
                <td>
                  <FindingStatusBadge status={finding.status} />
                </td>
                {filter.customerColumns && <td className="customer-text">{finding.explanation}</td>}
                {filter.customerColumns && <td className="customer-text">{finding.recommendation}</td>}
                {columns.creator && <td>{finding.creator || "—"}</td>}
                {columns.createdAt && <td>{finding.created}</td>}
                {columns.lastEdited && <td>{finding.lastEdited}</td>}
                {columns.order && <td className="number">{finding.position}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/** Orders by its column; again, the other way. First choice: A to Z, newest first for dates. */
function SortHeading(
  { filter, order, label }: { filter: FindingsFilter; order: FindingsOrder; label: string },
) {
  const current = filter.orderBy === order;
  return (
    <ListSortHeader
      label={label}
      current={current}
      ascending={filter.asc}
      next={{
        orderBy: order === "created" ? undefined : order,
        asc: current ? (filter.asc ? 0 : 1) : undefined,
        page: undefined,
      }}
    />
  );
}
