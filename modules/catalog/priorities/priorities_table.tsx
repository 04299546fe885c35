// The shop's priorities, most urgent first as the shop arranges them: drag a row's handle (or use the arrow
// keys on it) to reorder, which saves at once; the checkbox takes one out of use for new findings.
import { Link } from "@tanstack/react-router";
import type { PriorityRow } from "./priorities_queries.server.ts";
import { StatusToggle } from "@ui/status_toggle.tsx";
import { PriorityBadge } from "./priority_badge.tsx";
import { OrderedTable } from "../ordered_table.tsx";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function PrioritiesTable(props: {
  shopUriName: string;
  priorities: PriorityRow[];
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const say = useWords();
  if (props.priorities.length === 0) return <p className="empty">{say(M.noPriorities)}</p>;
  return (
    <OrderedTable
      rows={props.priorities}
      idOf={(priority) => priority.id}
      labelOf={(priority) => priority.name}
      saveUrl="/ajax/priorities/reorder"
      canManage={props.canManage}
      scrollLabel={say(M.prioritiesTitle)}
      className="priorities-table"
      caption={say(M.prioritiesCaption)}
      headings={
        <>
          <th scope="col">{say(M.name)}</th>
          <th scope="col">{say(M.badge)}</th>
          <th scope="col">{say(M.findings)}</th>
          <th scope="col">{say(M.active)}</th>
        </>
      }
      rowClass={(priority) => priority.isActive ? undefined : "inactive"}
      cells={(priority, id) => (
        <>
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
              label={say(M.isActive, { name: priority.name })}
              readOnly={!props.canManage}
              onError={props.onStatusError}
            />
          </td>
        </>
      )}
    />
  );
}
