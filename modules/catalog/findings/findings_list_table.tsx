// The findings list's table: headings that order the list on the server (links, so they work without
// scripts), the columns the query asks for, and row selection for "Mark audited".
import { Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { FindingItem } from "./findings_pages.server.ts";
import type { FindingsFilter, FindingsOrder } from "./findings_search.ts";
import { postJson } from "@ui/calls.ts";
import {
  RowCheckbox,
  SelectAllCheckbox,
  SelectedRowsAction,
  useRowSelection,
} from "@ui/table/select_all.tsx";
import { SortHeading } from "@ui/table/sort_heading.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { PriorityBadge } from "../priorities/priority_badge.tsx";
import { FindingStatusBadge } from "./finding_status.tsx";
import { useWords } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function FindingsListTable(
  props: { shopUriName: string; findings: FindingItem[]; filter: FindingsFilter; canManage: boolean },
) {
  const { shopUriName, findings, filter, canManage } = props;
  const hydrated = useHydrated();
  const router = useRouter();
  const selection = useRowSelection(findings.map((finding) => String(finding.id)));
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const say = useWords();

  async function markAudited() {
    setBusy(true);
    try {
      const ids = selection.selectedIds.map(Number);
      const { audited } = await postJson<{ audited: number }>("/ajax/findings/audit", { ids });
      selection.clear();
      setNote({ error: false, text: say(F.markedAudited, { count: audited }) });
      await router.invalidate();
    } catch (error) {
      setNote({ error: true, text: say(F.markAuditedRefused, { error: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  }

  if (findings.length === 0) return <p className="empty">{say(F.noneMatch)}</p>;
  const { columns } = filter;
  // First choice: A to Z, newest first for dates; so the address says asc=1 as well as asc=0.
  const heading = (order: FindingsOrder, label: string) => (
    <SortHeading
      column={order}
      label={label}
      orderBy={filter.orderBy}
      ascending={filter.asc}
      defaultColumn="created"
      explicitAsc
      reset={["page"]}
    />
  );
  return (
    <>
      {canManage && (
        <div className="table-tools">
          <div className="table-actions" role="group" aria-label={say(F.selectedFindings)}>
            <SelectedRowsAction
              selectedCount={selection.selectedIds.length}
              onRun={markAudited}
              disabled={busy}
            >
              {say(F.markAudited)}
            </SelectedRowsAction>
          </div>
          {note && (
            <p className={note.error ? "form-error" : "hint"} role={note.error ? "alert" : "status"}>
              {note.text}
            </p>
          )}
        </div>
      )}
      <TableScroll label={say(F.title)}>
        <table className="data-table row-table findings-table">
          <caption className="visually-hidden">{say(F.title)}</caption>
          <thead>
            <tr>
              {canManage && (
                <th scope="col" className="table-control">
                  <SelectAllCheckbox
                    state={selection.headerState}
                    onToggle={selection.toggleAll}
                    label={say(F.selectAll)}
                    disabled={!hydrated}
                  />
                </th>
              )}
              {heading("text", say(F.finding))}
              {heading("task", say(M.task))}
              {heading("category", say(M.category))}
              {heading("priority", say(M.priority))}
              {heading("status", say(M.status))}
              {filter.customerColumns && <th scope="col">{say(F.explanation)}</th>}
              {filter.customerColumns && <th scope="col">{say(F.recommendation)}</th>}
              {columns.creator && <th scope="col">{say(F.createdBy)}</th>}
              {columns.createdAt && heading("created", say(F.created))}
              {columns.lastEdited && <th scope="col">{say(F.lastEdited)}</th>}
              {columns.order && <th scope="col">{say(M.order)}</th>}
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
                      label={say(F.selectOne, { finding: finding.text })}
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
