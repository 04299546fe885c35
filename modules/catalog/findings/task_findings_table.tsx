// A task's findings in the order the checklist offers them: drag a row's handle (or use the arrow keys on
// it) to reorder, which saves at once; the checkbox archives a finding or brings it back (audited).
import { Link, useRouter } from "@tanstack/react-router";
import type { FindingItem } from "./findings_pages.server.ts";
import { StatusToggle } from "@ui/status_toggle.tsx";
import { FindingStatusBadge } from "./finding_status.tsx";
import { PriorityBadge } from "../priorities/priority_badge.tsx";
import { OrderedTable } from "../ordered_table.tsx";
import { useWords } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function TaskFindingsTable(props: {
  shopUriName: string;
  taskId: number;
  findings: FindingItem[];
  canManage: boolean;
  onStatusError(message: string | null): void;
}) {
  const router = useRouter();
  const say = useWords();
  if (props.findings.length === 0) return <p className="empty">{say(F.taskHasNone)}</p>;
  return (
    <OrderedTable
      rows={props.findings}
      idOf={(finding) => finding.id}
      labelOf={(finding) => finding.text}
      saveUrl="/ajax/findings/reorder"
      canManage={props.canManage}
      scrollLabel={say(F.title)}
      className="findings-table"
      caption={say(F.taskCaption)}
      headings={
        <>
          <th scope="col">{say(F.finding)}</th>
          <th scope="col">{say(M.priority)}</th>
          <th scope="col">{say(M.status)}</th>
          <th scope="col">{say(F.createdBy)}</th>
          <th scope="col">{say(F.created)}</th>
          <th scope="col">{say(M.active)}</th>
        </>
      }
      rowClass={(finding) => finding.status === "archived" ? "inactive" : undefined}
      cells={(finding, id) => (
        <>
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
              label={say(F.inUse, { finding: finding.text })}
              readOnly={!props.canManage}
              onError={props.onStatusError}
              onSaved={() => router.invalidate()}
            />
          </td>
        </>
      )}
    />
  );
}
