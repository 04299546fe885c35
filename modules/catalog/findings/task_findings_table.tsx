// A task's findings in the order the checklist offers them: drag a row's handle (or use the arrow keys on
// it) to reorder, which saves at once; the checkbox archives a finding or brings it back (audited).
import { Link, useRouter } from "@tanstack/react-router";
import type { FindingItem } from "./findings_pages.server.ts";
import { StatusToggle } from "@ui/status_toggle.tsx";
import { DragHandle, ReorderStatus, rowGroupClass, useSavedRowOrder } from "@ui/table/row_reorder.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { FindingStatusBadge } from "./finding_status.tsx";
import { PriorityBadge } from "../priorities/priority_badge.tsx";

export function TaskFindingsTable(props: {
  shopUriName: string;
  taskId: number;
  findings: FindingItem[];
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const hydrated = useHydrated();
  const router = useRouter();
  const byId = new Map(props.findings.map((finding) => [String(finding.id), finding]));
  const reorder = useSavedRowOrder({
    rows: props.findings,
    idOf: (finding) => finding.id,
    labelOf: (finding) => finding.text,
    saveUrl: "/ajax/findings/reorder",
    enabled: hydrated && props.canManage,
  });
  if (props.findings.length === 0) return <p className="empty">This task has no findings yet.</p>;
  return (
    <>
      <TableScroll label="Findings">
        <table ref={reorder.tableRef} className="data-table row-table findings-table">
          <caption className="visually-hidden">Findings of the task, in checklist order</caption>
          <thead>
            <tr>
              {props.canManage && (
                <th scope="col" className="table-control">
                  <span className="visually-hidden">Order</span>
                </th>
              )}
              <th scope="col">Finding</th>
              <th scope="col">Priority</th>
              <th scope="col">Status</th>
              <th scope="col">Created by</th>
              <th scope="col">Created</th>
              <th scope="col">Active</th>
            </tr>
          </thead>
          {reorder.order.map((id) => {
            const finding = byId.get(id)!;
            return (
              <tbody key={id} data-sort-id={id} className={rowGroupClass(reorder, id)}>
                <tr className={finding.status === "archived" ? "inactive" : undefined}>
                  {props.canManage && (
                    <td className="table-control">
                      <DragHandle reorder={reorder} id={id} label={finding.text} />
                    </td>
                  )}
                  <th scope="row" className="finding-text">
                    <Link
                      to="/$shopUriName/tasks/$taskId/findings/$findingId/edit"
                      params={{ shopUriName: props.shopUriName, taskId: String(props.taskId), findingId: id }}
                    >
                      {finding.text}
                    </Link>
                  </th>
                  <td>{finding.priority ? <PriorityBadge {...finding.priority} /> : "—"}</td>
                  <td>
                    <FindingStatusBadge status={finding.status} />
                  </td>
                  <td>{finding.creator || "—"}</td>
                  <td>{finding.created}</td>
                  <td>
                    <StatusToggle
                      url={`/ajax/findings/${id}/status`}
                      isActive={finding.status !== "archived"}
                      label={`${finding.text} is in use`}
                      readOnly={!props.canManage}
                      onError={props.onStatusError}
                      onSaved={() => router.invalidate()}
                    />
                  </td>
                </tr>
              </tbody>
            );
          })}
        </table>
      </TableScroll>
      {props.canManage && <ReorderStatus reorder={reorder} />}
    </>
  );
}
