// The shop's priorities, most urgent first as the shop arranges them: drag a row's handle (or use the arrow
// keys on it) to reorder, which saves at once; the checkbox takes one out of use for new findings.
import { Link } from "@tanstack/react-router";
import type { PriorityRow } from "./priorities_queries.server.ts";
import { StatusToggle } from "@ui/status_toggle.tsx";
import { DragHandle, ReorderStatus, rowGroupClass, useSavedRowOrder } from "@ui/table/row_reorder.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { PriorityBadge } from "./priority_badge.tsx";

export function PrioritiesTable(props: {
  shopUriName: string;
  priorities: PriorityRow[];
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const hydrated = useHydrated();
  const byId = new Map(props.priorities.map((priority) => [String(priority.id), priority]));
  const reorder = useSavedRowOrder({
    rows: props.priorities,
    idOf: (priority) => priority.id,
    labelOf: (priority) => priority.name,
    saveUrl: "/ajax/priorities/reorder",
    enabled: hydrated && props.canManage,
  });
  if (props.priorities.length === 0) return <p className="empty">The shop has no priorities yet.</p>;
  return (
    <>
      <TableScroll label="Priorities">
        <table ref={reorder.tableRef} className="data-table row-table priorities-table">
          <caption className="visually-hidden">Priorities, most urgent first</caption>
          <thead>
            <tr>
              {props.canManage && (
                <th scope="col" className="table-control">
                  <span className="visually-hidden">Order</span>
                </th>
              )}
              <th scope="col">Name</th>
              <th scope="col">Badge</th>
              <th scope="col">Findings</th>
              <th scope="col">Active</th>
            </tr>
          </thead>
          {reorder.order.map((id) => {
            const priority = byId.get(id)!;
            return (
              <tbody key={id} data-sort-id={id} className={rowGroupClass(reorder, id)}>
                <tr className={priority.isActive ? undefined : "inactive"}>
                  {props.canManage && (
                    <td className="table-control">
                      <DragHandle reorder={reorder} id={id} label={priority.name} />
                    </td>
                  )}
                  <th scope="row">
                    <Link
                      to="/$shopUriName/priorities/$priorityId/edit"
                      params={{ shopUriName: props.shopUriName, priorityId: id }}
                    >
                      {priority.name}
                    </Link>
                  </th>
                  <td>
                    <PriorityBadge name={priority.name} colour={priority.colour} />
                  </td>
                  <td className="number">{priority.findingCount}</td>
                  <td>
                    <StatusToggle
                      url={`/ajax/priorities/${id}/status`}
                      isActive={priority.isActive}
                      label={`${priority.name} is active`}
                      readOnly={!props.canManage}
                      onError={props.onStatusError}
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
