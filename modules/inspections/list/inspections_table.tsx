// The inspections list's table: headings that order the list on the server (links, so they work without
// scripts); each row opens the inspection's details, and a mechanic's "Checklist" goes straight to work.
import { SortHeading } from "@ui/table/sort_heading.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { InspectionsFilter, InspectionsOrder } from "./list_search.ts";
import type { InspectionListItem } from "./list_pages.server.ts";
import { InspectionStatusBadge, STATUS_WORDS } from "../shared/inspection_status.tsx";
import type { CustomerAnswerState } from "../types.ts";
import { INSPECTIONS_LIST_MESSAGES as M, type Say, useMoney, useWords } from "@modules/text/ui.ts";

/** Each customer's answer as the list shows it (its badge, and the filter's choices). */
export const ANSWER_WORDS: Record<CustomerAnswerState, string> = {
  approved: M.answerApproved,
  partlyApproved: M.answerPartlyApproved,
  declined: M.answerDeclined,
};

/** The customer's answer under the status: the state, and what it comes to in the shop's currency. */
function CustomerAnswer(
  { item, say, money }: { item: InspectionListItem; say: Say; money: (amount: number) => string },
) {
  if (!item.customerAnswer) return null;
  const approved = money(item.approvedAmount);
  const declined = money(item.declinedAmount);
  const amounts = item.customerAnswer === "approved"
    ? say(M.answerApprovedAmount, { approved })
    : item.customerAnswer === "declined"
    ? say(M.answerDeclinedAmount, { declined })
    : say(M.answerAmounts, { approved, declined });
  return (
    <span className="customer-answer">
      <span className={`answer-badge answer-${item.customerAnswer}`}>
        {say(ANSWER_WORDS[item.customerAnswer])}
      </span>
      <span className="hint">{amounts}</span>
    </span>
  );
}

export function InspectionsTable(
  props: {
    shopUriName: string;
    inspections: InspectionListItem[];
    filter: InspectionsFilter;
    canWork: boolean;
  },
) {
  const { shopUriName, inspections, filter } = props;
  const say = useWords();
  const money = useMoney();
  // Dates start newest first and names A to Z, so the address says asc=1 as well as asc=0.
  const heading = (column: InspectionsOrder, label: string) => (
    <SortHeading
      column={column}
      label={label}
      orderBy={filter.orderBy}
      ascending={filter.asc}
      defaultColumn="created"
      explicitAsc
      reset={["page"]}
    />
  );
  if (inspections.length === 0) return <p className="empty">{say(M.noneMatch)}</p>;
  return (
    <TableScroll label={say(M.title)}>
      <table className="data-table row-table inspections-table">
        <caption className="visually-hidden">{say(M.title)}</caption>
        <thead>
          <tr>
            {heading("vehicle", say(M.vehicle))}
            {heading("customer", say(M.customer))}
            {heading("ro", say(M.ro))}
            {heading("status", say(M.status))}
            {heading("mechanic", say(M.mechanic))}
            {heading("manager", say(M.manager))}
            {heading("created", say(M.created))}
            {props.canWork && (
              <th scope="col">
                <span className="visually-hidden">{say(M.checklist)}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {inspections.map((inspection) => {
            const base = `/${shopUriName}/inspections/${inspection.encId}`;
            return (
              <tr key={inspection.encId}>
                <th scope="row">
                  <a href={base}>{inspection.vehicleName || inspection.typeName}</a>
                  <span className="hint inspection-plate">
                    {[inspection.plate, inspection.typeName].filter(Boolean).join(" · ")}
                  </span>
                </th>
                <td>{inspection.customerName || "—"}</td>
                <td className="nowrap">{inspection.roNumber || "—"}</td>
                <td className="nowrap">
                  {/* The list's own word for "Sent back" too, so the badge is given only the label. */}
                  <InspectionStatusBadge
                    status={inspection.status}
                    label={say(inspection.sentBack ? M.statusSentBack : STATUS_WORDS[inspection.status])}
                  />
                  <CustomerAnswer item={inspection} say={say} money={money} />
                </td>
                <td>{inspection.mechanicName || "—"}</td>
                <td>{inspection.managerName || "—"}</td>
                <td className="inspection-created">{inspection.created}</td>
                {props.canWork && (
                  <td className="nowrap">
                    <a
                      href={`${base}/checklist`}
                      aria-label={say(inspection.roNumber ? M.checklistOfRo : M.checklistOf, {
                        vehicle: inspection.vehicleName || inspection.typeName,
                        ro: inspection.roNumber,
                      })}
                    >
                      {say(M.checklist)}
                    </a>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
